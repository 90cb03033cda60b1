import Dispatch
import Foundation
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import XCTest

final class TimerTests: XCTestCase {
  // MARK: timer / interval

  func test_timer_emitsZeroAfterDueTimeThenCompletes() {
    let res = startOnNewScheduler { scheduler in
      Observable<Int>.timer(.seconds(100), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(300, 0), .completed(300)])
  }

  func test_timer_disposalBeforeDueTimeEmitsNothing() {
    let res = startOnNewScheduler(disposed: 250) { scheduler in
      Observable<Int>.timer(.seconds(100), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
  }

  func test_timerWithPeriod_emitsCountEveryPeriodAfterDueTime() {
    let res = startOnNewScheduler(disposed: 400) { scheduler in
      Observable<Int>.timer(.seconds(50), period: .seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(
      res.events,
      [.next(250, 0), .next(280, 1), .next(310, 2), .next(340, 3), .next(370, 4)])
  }

  func test_timerWithPeriodKeepsTickingWhenTheFirstTickRunsBeforeItsSchedulingReturns() {
    let scheduler = InlineFirstScheduler()
    let recorder = EventRecorder<Int>()
    let subscription = Observable<Int>.timer(
      .nanoseconds(0), period: .nanoseconds(0), scheduler: scheduler
    )
    .subscribe(recorder)
    scheduler.run(limit: 3)
    subscription.dispose()
    XCTAssertEqual(recorder.elements, [0, 1, 2, 3])
  }

  func test_interval_emitsCountEveryPeriodUntilDisposed() {
    let res = startOnNewScheduler(disposed: 400) { scheduler in
      Observable<Int>.interval(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(
      res.events, [.next(250, 0), .next(300, 1), .next(350, 2), .next(400, 3)].dropLast())
  }

  func test_interval_composesWithTake() {
    let res = startOnNewScheduler { scheduler in
      Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3)
    }
    XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2), .completed(230)])
  }

  func test_aNegativePeriodFailsIntervalAndTimerWithArgumentOutOfRange() {
    let scheduler = TestScheduler(initialClock: 0)
    let interval = scheduler.start {
      Observable<Int>.interval(.milliseconds(-100), scheduler: MainScheduler.instance)
    }
    XCTAssertEqual(interval.events, [.error(200, RxError.argumentOutOfRange)])
    let other = TestScheduler(initialClock: 0)
    let timer = other.start {
      Observable<Int>.timer(.seconds(1), period: .seconds(-1), scheduler: other)
    }
    XCTAssertEqual(timer.events, [.error(200, RxError.argumentOutOfRange)])
  }
}
