import HeadlessReactor
import ReactorTesting
import XCTest

/// The README's counter screen does what the README says.
@MainActor
final class ReadmeScreensTests: XCTestCase {
  func test_counterScreenShowsTheValueAfterATap() async {
    let scheduler = TestScheduler(initialClock: 0)
    let screen = CounterViewController()
    screen.reactor = CounterReactor(scheduler: scheduler)
    screen.loadViewIfNeeded()
    XCTAssertEqual(screen.render(), "0\n[+]")

    screen.increaseButton.tap()
    scheduler.advance(by: .seconds(1))

    XCTAssertEqual(screen.render(), "1\n[+]")
  }
}
