import CounterSample
import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import Testing
import XCTest

/// What the counter shows right after a tap while a `MainScheduler` action
/// queued from another thread (another test's, or another screen's) waits on
/// the main queue (run in a child process by an exit test: the queued
/// action would hold up the drivers of every test running at the time).
@MainActor
private func counterAfterATapWhileOtherMainSchedulerWorkIsQueued() -> String {
  let screen = CounterViewController()
  screen.reactor = CounterViewReactor(scheduler: millisecondScheduler())
  let queued = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    _ = MainScheduler.instance.schedule(()) { _ in Disposables.create() }
    queued.signal()
  }
  queued.wait()
  screen.increaseButton.tap()
  return screen.render()
}

/// What the counter screen shows with `value`, not loading.
private func counterScreen(_ value: Int) -> String { "# Counter\n[-]  \(value)  [+]" }

@MainActor
private func makeScreen(_ scheduler: TestScheduler) -> (CounterViewController, Window) {
  let screen = CounterViewController()
  screen.reactor = CounterViewReactor(scheduler: scheduler)
  let window = Window(rootViewController: screen)
  window.makeKeyAndVisible()
  return (screen, window)
}

@MainActor
private func theAppShowsTheScreenItsOptionsChooseWith(arguments: [String]) throws {
  let app = try CounterApp(arguments: arguments)

  let observed = arguments.contains("--observed")
  expectTrue((app.screen is ObservedCounterViewController) == observed)
  expectTrue(app.screen.render() == "# Counter\(observed ? " (observed)" : "")\n[-]  0  [+]")
}

/// The Counter sample's screen scenarios, each written once and run by
/// both test frameworks (``SampleScreenScenarioTests``,
/// ``SampleScreenScenarioSuite``).
@MainActor
enum CounterScreenScenario: String, ScreenScenario {
  case aTapShowsLoadingThenTheValue, changesWhileLoadingAreIgnored,
    anotherScreenSharingTheReactorShowsTheSameValue, theObservedScreenShowsLoadingThenTheValue,
    theClassicAndObservedScreensShareOneReactor, theAppShowsTheScreenItsOptionsChoose

  func run() async throws {
    switch self {
    case .aTapShowsLoadingThenTheValue:
      let scheduler = millisecondScheduler()
      let (screen, window) = makeScreen(scheduler)
      assertRender(window) { counterScreen(0) }

      screen.increaseButton.tap()
      assertRender(window) {
        """
        # Counter
        [-] (disabled)  0  [+] (disabled)
        Loading…
        """
      }
      scheduler.advance(by: .milliseconds(300))
      assertRender(window) { counterScreen(1) }
      screen.decreaseButton.tap()
      scheduler.advance(by: .milliseconds(300))

      assertRender(window) { counterScreen(0) }
    case .changesWhileLoadingAreIgnored:
      let scheduler = millisecondScheduler()
      let (screen, window) = makeScreen(scheduler)
      screen.increaseButton.tap()

      screen.increaseButton.tap()
      screen.decreaseButton.tap()
      screen.reactor?.action.onNext(.increase)
      scheduler.advance(by: .seconds(2))

      assertRender(window) { counterScreen(1) }
    case .anotherScreenSharingTheReactorShowsTheSameValue:
      let scheduler = millisecondScheduler()
      let (screen, window) = makeScreen(scheduler)
      let other = CounterViewController()
      let reactor = try unwrap(screen.reactor)
      other.reactor = reactor

      other.increaseButton.tap()
      scheduler.advance(by: .milliseconds(300))

      assertRender(window) { counterScreen(1) }
      assertRender(other) { counterScreen(1) }
    case .theObservedScreenShowsLoadingThenTheValue:
      let scheduler = millisecondScheduler()
      let screen = ObservedCounterViewController(
        reactor: CounterViewReactor(scheduler: scheduler))
      assertRender(screen) {
        """
        # Counter (observed)
        [-]  0  [+]
        """
      }

      screen.increaseButton.tap()
      assertRender(screen) {
        """
        # Counter (observed)
        [-] (disabled)  0  [+] (disabled)
        Loading…
        """
      }
      scheduler.advance(by: .milliseconds(300))

      assertRender(screen) {
        """
        # Counter (observed)
        [-]  1  [+]
        """
      }
    case .theClassicAndObservedScreensShareOneReactor:
      let scheduler = millisecondScheduler()
      let reactor = CounterViewReactor(scheduler: scheduler)
      let classic = CounterViewController()
      classic.reactor = reactor
      let observed = ObservedCounterViewController(reactor: reactor)
      observed.loadViewIfNeeded()

      observed.decreaseButton.tap()
      await Task.yield()
      scheduler.advance(by: .milliseconds(300))

      assertRender(observed) {
        """
        # Counter (observed)
        [-]  -1  [+]
        """
      }
      assertRender(classic) { counterScreen(-1) }
    case .theAppShowsTheScreenItsOptionsChoose:
      for arguments in [["--observed", "--delay", "0"], ["--delay", "0"]] {
        try theAppShowsTheScreenItsOptionsChooseWith(arguments: arguments)
      }
    }
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct CounterScreenScenarioSuite {
  @Test func aTapShowsLoadingAtOnceWhileUnrelatedMainSchedulerWorkIsQueued() async {
    await #expect(processExitsWith: .success) {
      let shown = await counterAfterATapWhileOtherMainSchedulerWorkIsQueued()
      if shown != "# Counter\n[-] (disabled)  0  [+] (disabled)\nLoading…" {
        exit(EXIT_FAILURE)
      }
    }
  }
}

@MainActor
final class CounterScreenTests: ScreenTestCase {
  private func makeScreen(scheduler: TestScheduler) -> (CounterViewController, Window) {
    let screen = CounterViewController()
    screen.reactor = CounterViewReactor(scheduler: scheduler)
    let window = Window(rootViewController: screen)
    window.makeKeyAndVisible()
    return (screen, window)
  }

  /// Runs the main queue until the screen shows `expected` (the drivers
  /// deliver there).
  private func waitForScreen(_ screen: CounterViewController, _ expected: String) {
    MainLoop.run(timeout: 5) { screen.render() == expected }
    XCTAssertEqual(screen.render(), expected)
  }

  func test_tap_showsLoadingThenTheValue() async {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let (screen, window) = makeScreen(scheduler: scheduler)
    waitForScreen(screen, "# Counter\n[-]  0  [+]")
    screen.increaseButton.tap()
    waitForScreen(screen, "# Counter\n[-] (disabled)  0  [+] (disabled)\nLoading…")
    scheduler.advance(by: .milliseconds(300))
    waitForScreen(screen, "# Counter\n[-]  1  [+]")
    screen.decreaseButton.tap()
    scheduler.advance(by: .milliseconds(300))
    waitForScreen(screen, "# Counter\n[-]  0  [+]")
    withExtendedLifetime(window) {}
  }

  func test_aSecondTapWhileLoading_doesNothing() async {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let (screen, window) = makeScreen(scheduler: scheduler)
    screen.increaseButton.tap()
    waitForScreen(screen, "# Counter\n[-] (disabled)  0  [+] (disabled)\nLoading…")
    XCTAssertFalse(screen.increaseButton.isEnabled)
    screen.increaseButton.tap()
    screen.decreaseButton.tap()
    // Even sent around the disabled buttons, a change is ignored while loading.
    screen.reactor?.action.onNext(.increase)
    scheduler.advance(by: .seconds(2))
    waitForScreen(screen, "# Counter\n[-]  1  [+]")
    XCTAssertEqual(screen.reactor?.currentState, CounterViewReactor.State(value: 1))
    withExtendedLifetime(window) {}
  }

  func test_theSameReactor_canBeSharedByAnotherScreen() async {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let (screen, window) = makeScreen(scheduler: scheduler)
    let other = CounterViewController()
    other.reactor = screen.reactor
    other.increaseButton.tap()
    scheduler.advance(by: .milliseconds(300))
    waitForScreen(screen, "# Counter\n[-]  1  [+]")
    XCTAssertEqual(other.valueLabel.text, "1")
    withExtendedLifetime(window) {}
  }
}
