import ReactorTesting
import Streams
import TestSupport
import XCTest

final class RepeatElementTests: XCTestCase {
  // MARK: repeatElement

  func test_repeatElementEmitsForEverUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 204) {
      Observable.repeatElement(7, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(201, 7), .next(202, 7), .next(203, 7)])
  }

  func test_repeatElementOnTheDefaultSchedulerStopsWithTake() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.repeatElement("a").take(3) }
    XCTAssertEqual(
      res.events, [.next(200, "a"), .next(200, "a"), .next(200, "a"), .completed(200)])
  }
}
