import HeadlessUI
import Streams
import Testing
import XCTest

@testable import ReactorTesting

/// `ScreenMonkey`: events on reachable views only, failures shrunk,
/// determinism, navigation and bad input. Async test methods: a
/// synchronous method of a main-actor test case crashes on Linux.
@MainActor
final class ScreenMonkeyTests: XCTestCase {
  private func makeApp() -> ViewController {
    NavigationController(rootViewController: MonkeyCounterScreen())
  }

  func test_aFailingRunIsShrunkToTheShortestEvents() async throws {
    let failure = try XCTUnwrap(
      ScreenMonkey(seed: 3).run(events: 500, make: makeApp) { !$0.render().contains("broken") })
    XCTAssertEqual(failure.events, ["tap Minus", "tap Minus", "tap Minus"])
    XCTAssertEqual(failure.reason, "the invariant is false")
    XCTAssertTrue(failure.render.contains("broken"), failure.render)
    XCTAssertEqual(failure.seed, 3)
  }

  func test_theSameSeedGivesTheSameFailure() async throws {
    let invariant: (ViewController) -> Bool = { !$0.render().contains("broken") }
    for seed: UInt64 in [1, 2, 10] {
      let first = ScreenMonkey(seed: seed).run(events: 300, make: makeApp, invariant: invariant)
      let second = ScreenMonkey(seed: seed).run(events: 300, make: makeApp, invariant: invariant)
      XCTAssertEqual(first?.events, second?.events)
      XCTAssertEqual(first?.description, second?.description)
    }
  }

  func test_hiddenAndDisabledControlsAreNeverTouched() async {
    var screens: [MonkeyCounterScreen] = []
    let failure = ScreenMonkey(seed: 5).run(events: 2_000) {
      let screen = MonkeyCounterScreen()
      screens.append(screen)
      return NavigationController(rootViewController: screen)
    }
    XCTAssertNil(failure)
    XCTAssertEqual(screens.map(\.unreachableTaps), [0])
  }

  func test_eventsNameWhatTheUserDidIncludingNavigation() async {
    var seen: Set<String> = []
    // The invariant sees each screen after each event: record what it
    // offers through the failure of a monkey that fails at once.
    _ = ScreenMonkey(seed: 9).run(events: 3_000, make: makeApp) { screen in
      for move in MonkeyMoves.on(screen) { seen.insert(move.target) }
      return true
    }
    XCTAssertTrue(seen.isSuperset(of: ["tap Minus", "tap Plus", "tap Details", "back"]), "\(seen)")
    XCTAssertTrue(seen.isSuperset(of: ["tap Sheet", "swipe down", "type into Name"]), "\(seen)")
    XCTAssertFalse(seen.contains("tap Reset"))
    XCTAssertFalse(seen.contains("tap Delete"))
  }

  func test_aCoveredScreenOffersOnlyThePresentedOne() async {
    let app = makeApp()
    let window = Window(rootViewController: app)
    window.makeKeyAndVisible()
    let navigation = app as! NavigationController
    navigation.topViewController?.present(ViewController(), animated: false)
    XCTAssertEqual(MonkeyMoves.on(app).map(\.target), ["swipe down"])
    window.rootViewController = nil
  }

  func test_aViewWarningIsAFailure() async throws {
    let failure = try XCTUnwrap(
      ScreenMonkey(seed: 1).run(events: 100) {
        let screen = ViewController()
        let button = Button(title: "Warn")
        screen.view.addSubview(button)
        _ = button.rx.tap.subscribe(onNext: {
          // Pushing a controller twice is a view warning.
          let navigation = NavigationController(rootViewController: ViewController())
          navigation.pushViewController(navigation.viewControllers[0], animated: false)
        })
        return screen
      })
    XCTAssertEqual(failure.events, ["tap Warn"])
    XCTAssertTrue(failure.reason.hasPrefix("view warning: "), failure.reason)
  }

  func test_aScreenWithNothingToDoEndsTheRun() async {
    XCTAssertNil(ScreenMonkey(seed: 1).run(events: 1_000_000) { ViewController() })
  }

  func test_eventsOfZeroOrLessAreRefused() async throws {
    let failure = try XCTUnwrap(ScreenMonkey(seed: 1).run(events: 0, make: makeApp))
    XCTAssertEqual(failure.reason, "refused: events is 0; it must be 1 or more")
    XCTAssertEqual(failure.events, [])
  }

  func test_aScreenAlreadyOnScreenIsRefused() async throws {
    let screen = ViewController()
    let window = Window(rootViewController: screen)
    window.makeKeyAndVisible()
    let failure = try XCTUnwrap(ScreenMonkey(seed: 1).run(events: 10) { screen })
    XCTAssertTrue(failure.reason.hasPrefix("refused: make() returned"), failure.reason)
    window.rootViewController = nil
  }

  func test_theDescriptionGivesSeedReasonEventsAndScreen() async throws {
    let failure = try XCTUnwrap(
      ScreenMonkey(seed: 3).run(events: 500, make: makeApp) { !$0.render().contains("broken") })
    XCTAssertEqual(
      failure.description.split(separator: "\n").prefix(5),
      [
        "ScreenMonkey(seed: 3) failed: the invariant is false",
        "Shortest failing events (3):", "  1. tap Minus", "  2. tap Minus", "  3. tap Minus",
      ])
    XCTAssertTrue(failure.description.contains("The screen then:\n"))
  }
}

/// `ScreenMonkey` inside Swift Testing, as the example uses it.
@MainActor @Suite struct ScreenMonkeySwiftTestingTests {
  @Test func aScreenThatKeepsItsInvariantPasses() {
    let failure = ScreenMonkey(seed: 7).run(
      events: 500, make: { NavigationController(rootViewController: MonkeyCounterScreen()) },
      invariant: { screen in !screen.render().contains("NaN") })
    #expect(failure == nil, "\(failure!)")
  }

  @Test func aFailureNamesWhatTheUserDid() throws {
    let failure = try #require(
      ScreenMonkey(seed: 3).run(
        events: 500, make: { NavigationController(rootViewController: MonkeyCounterScreen()) },
        invariant: { !$0.render().contains("broken") }))
    #expect(failure.events == ["tap Minus", "tap Minus", "tap Minus"])
    #expect(failure.seed == 3)
  }
}
