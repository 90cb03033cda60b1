import ReactorTesting
import Streams
import TestSupport
import XCTest

/// `Single.timer` and `Maybe.timer`: `0` after the due time, then the end.
final class PrimitiveSequenceTimerTests: XCTestCase {
  func test_singleTimer_succeedsWithZeroAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(230, 0), .completed(230)])
  }

  func test_singleTimer_deliversASingleEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    var events: [(TestTime, SingleEvent<UInt16>)] = []
    scheduler.scheduleAt(100) {
      _ = Single<UInt16>.timer(.seconds(5), scheduler: scheduler).subscribe { event in
        events.append((scheduler.clock, event))
      }
    }
    scheduler.start()
    XCTAssertEqual(events.map(\.0), [105])
    XCTAssertEqual(events.map(\.1), [.success(0)])
  }

  func test_singleTimer_disposedBeforeTheDueTimeEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 220) {
      Single<Int>.timer(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
  }

  func test_maybeTimer_emitsZeroAfterTheDueTimeThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Maybe<Int64>.timer(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 0), .completed(210)])
  }

  func test_maybeTimer_deliversASuccess() {
    let scheduler = TestScheduler(initialClock: 0)
    var events: [MaybeEvent<Int>] = []
    _ = Maybe<Int>.timer(.seconds(1), scheduler: scheduler).subscribe { events.append($0) }
    scheduler.start()
    XCTAssertEqual(events, [.success(0)])
  }
}
