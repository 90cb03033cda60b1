import Dispatch
import Foundation
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import XCTest

/// Counts and periods RxSwift stops the program for: here each one fails
/// the stream with a typed error, is clamped, or is reported, and the
/// program goes on.
final class OutOfRangeArgumentTests: XCTestCase {
  func test_elementAtANegativeIndexFailsWithoutSubscribingToTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.element(at: -1) }
    XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func test_takeLastOfANegativeCountTakesNone() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let res = scheduler.start { xs.takeLast(-3) }
    XCTAssertEqual(res.events, [.completed(230)])
  }

  func test_rangeOfANegativeCountFailsWithArgumentOutOfRange() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.range(start: 0, count: -1, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
  }

  func test_rangeWhoseLastElementOverflowsFailsWithOverflow() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable<Int8>.range(start: 120, count: 10, scheduler: scheduler).map(Int.init)
    }
    XCTAssertEqual(res.events, [.error(200, RxError.overflow)])
    let fits = scheduler.createObserver(Int8.self)
    _ = Observable<Int8>.range(start: 120, count: 8, scheduler: scheduler).subscribe(fits)
    scheduler.advance(by: 20)
    XCTAssertEqual(fits.events.compactMap(\.value.element), Array(120...127))
  }

  func test_retryWithNoAttemptsCompletesWithoutSubscribing() {
    for attempts in [0, -1, Int.min] {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
      let res = scheduler.start { xs.retry(attempts) }
      XCTAssertEqual(res.events, [.completed(200)], "retry(\(attempts))")
      XCTAssertEqual(xs.subscriptions, [], "retry(\(attempts))")
    }
  }

  func test_retryWithOneAttemptSubscribesOnceAndForwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let res = scheduler.start { xs.retry(1) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
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

  func test_aNegativeDriverPeriodIsReportedAndTheDriverCompletes() {
    let previous = Hooks.schedulerWarning
    defer { Hooks.schedulerWarning = previous }
    let warnings = Mutex<[SchedulerWarning]>([])
    Hooks.schedulerWarning = { warning in warnings.withLock { $0.append(warning) } }
    var events: [Event<Int>] = []
    let line = UInt(#line + 1)
    _ = Driver<Int>.interval(.seconds(-2)).asObservable().subscribe { events.append($0) }
    XCTAssertEqual(events.count, 1)
    XCTAssertTrue(events.first?.isCompleted ?? false)
    XCTAssertEqual(
      warnings.withLock { $0 },
      [
        SchedulerWarning(
          "SharedSequence<DriverSharingStrategy, Int>: a negative period (-2s) was refused; "
            + "the sequence completed at once", fileID: #fileID, line: line)
      ])
  }

  func test_aDispatchSchedulerWithANegativeLeewayAndPeriodStillTicks() {
    // Dispatch stops the program on a negative leeway or period; the
    // scheduler takes them as none.
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: "negative-leeway", leeway: .milliseconds(-5))
    let ticked = expectation(description: "three ticks")
    ticked.expectedFulfillmentCount = 3
    ticked.assertForOverFulfill = false
    let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .seconds(-1))
    { count in
      ticked.fulfill()
      return count + 1
    }
    let fired = expectation(description: "the relative action ran")
    let relative = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
      fired.fulfill()
      return Disposables.create()
    }
    wait(for: [ticked, fired], timeout: 30)
    periodic.dispose()
    relative.dispose()
  }

}
