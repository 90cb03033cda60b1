import ReactorTesting
import Streams
import TestSupport
import XCTest

final class GeneratorTests: XCTestCase {
  // MARK: range

  func test_rangeEmitsEachIntegerInItsOwnAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: 5, count: 3, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)])
  }

  func test_rangeOfZeroCountOnlyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: 5, count: 0, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(201)])
  }

  func test_rangeReachesTheLargestValueWithoutOverflow() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, Int.max), .completed(202)])
  }

  func test_rangeDisposalStopsTheEmission() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 203) {
      Observable.range(start: 1, count: 100, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2)])
  }

  func test_rangeOnTheDefaultSchedulerEmitsDuringSubscribe() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int8>.range(start: 1, count: 3) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
  }

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

  // MARK: from(optional:)

  func test_fromOptionalEmitsTheWrappedValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(optional: Optional(1)) }
    XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
  }

  func test_fromOptionalOfNilOnlyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.from(optional: nil) }
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
