import ReactorTesting
import Streams
import TestSupport
import XCTest

final class RepeatElementTests: XCTestCase {
  // MARK: repeatElement

  func test_repeatElementEmitsForEverUntilDisposed() {
    let res = startOnNewScheduler(disposed: 204) { scheduler in
      Observable.repeatElement(7, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(201, 7), .next(202, 7), .next(203, 7)])
  }

  func test_repeatElementOnTheDefaultSchedulerStopsWithTake() {
    let res = startOnNewScheduler { _ in Observable.repeatElement("a").take(3) }
    XCTAssertEqual(
      res.events, [.next(200, "a"), .next(200, "a"), .next(200, "a"), .completed(200)])
  }
}
