import CounterSample
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import XCTest

/// The counter's SwiftUI-style screen, reading the same reactor through an
/// `ObservedReactor` (its loading and value are a screen scenario,
/// CounterScreenScenario.theObservedScreenShowsLoadingThenTheValue).
@MainActor
final class CounterObservedSampleTests: ScreenTestCase {
  func test_theBodyIsEvaluatedOnlyWhenAFieldItReadChanged() async {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let screen = ObservedCounterViewController(
      reactor: CounterViewReactor(scheduler: scheduler))
    screen.updateIfNeeded()
    XCTAssertEqual(screen.bodyEvaluations, 1)
    screen.updateIfNeeded()
    XCTAssertEqual(screen.bodyEvaluations, 1, "nothing changed")

    screen.increaseButton.tap()  // isLoading changes
    XCTAssertTrue(screen.needsUpdate)
    screen.updateIfNeeded()
    XCTAssertEqual(screen.bodyEvaluations, 2)
    screen.counter.send(.increase)  // ignored while loading: no new state field changes
    XCTAssertFalse(screen.needsUpdate)
    scheduler.advance(by: .milliseconds(300))  // value, then isLoading
    screen.updateIfNeeded()
    XCTAssertEqual(screen.bodyEvaluations, 3)
    XCTAssertEqual(screen.valueLabel.text, "1")
  }

  func test_bothScreensShareOneReactor() async {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let reactor = CounterViewReactor(scheduler: scheduler)
    let classic = CounterViewController()
    classic.reactor = reactor
    let observed = ObservedCounterViewController(reactor: reactor)
    classic.increaseButton.tap()
    scheduler.advance(by: .milliseconds(300))
    assertRender(observed) {
      """
      # Counter (observed)
      [-]  1  [+]
      """
    }
    XCTAssertTrue(classic.render().contains("1"))
  }

  func test_theObservedOptionIsAccepted() async throws {
    let app = try CounterApp(arguments: ["--observed", "--delay", "0"])
    XCTAssertTrue(app.screen is ObservedCounterViewController)
    XCTAssertThrowsError(try CounterApp(arguments: ["--observd"]))
  }
}
