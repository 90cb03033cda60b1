import ReactorTesting
import Streams
import TestSupport
import XCTest

final class FromOptionalTests: XCTestCase {
  // MARK: from(optional:)

  func test_fromOptionalEmitsTheWrappedValue() {
    let res = startOnNewScheduler { _ in Observable.from(optional: Optional(1)) }
    XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
  }

  func test_fromOptionalOfNilOnlyCompletes() {
    let res = startOnNewScheduler { _ in Observable<Int>.from(optional: nil) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func test_fromOptionalOnSchedulerEmitsThenCompletesInTheNextAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let some = scheduler.start { Observable.from(optional: Optional(1), scheduler: scheduler) }
    XCTAssertEqual(some.events, [.next(201, 1), .completed(202)])
    let other = TestScheduler(initialClock: 0)
    let none = other.start { Observable<Int>.from(optional: nil, scheduler: other) }
    XCTAssertEqual(none.events, [.completed(201)])
  }
}
