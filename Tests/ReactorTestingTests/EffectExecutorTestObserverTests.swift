import ReactorCore
import Streams
import XCTest

@testable import ReactorTesting

/// A scheduler held in a test case's property: XCTest makes every test case
/// object before running the first, yet effects a test starts outside any
/// store run on that test's own scheduler.
final class PropertySchedulerEffectTests: XCTestCase {
  let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)

  func test_anEffectStartedOutsideAStoreRunsOnThisTestsScheduler() {
    searchAndAdvance()
  }

  func test_theSameInAnotherTestOfTheSameClass() {
    searchAndAdvance()
  }

  private func searchAndAdvance(file: StaticString = #filePath, line: UInt = #line) {
    let reactor = AsyncSearchReactor(clock: TestClock(scheduler: scheduler))
    reactor.action.onNext(.type("a"))
    scheduler.advance(by: .milliseconds(300))
    XCTAssertEqual(reactor.currentState.results, ["a!"], file: file, line: line)
  }
}
