import ReactorTesting
import Streams
import TestSupport
import XCTest

final class TimeoutTests: XCTestCase {
  // MARK: timeout

  func test_timeout_passesEventsThroughWhenElementsArriveInTime() {
    let res = runOverHot([.next(230, 1), .next(270, 2), .next(310, 3), .completed(350)]) {
      xs, scheduler in xs.timeout(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(230, 1), .next(270, 2), .next(310, 3), .completed(350)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 350)])
  }

  func test_timeout_failsWithTimeoutErrorNamingDueTimeWhenGapTooLong() {
    let res = runOverHot([.next(230, 1), .next(300, 2), .completed(400)]) { xs, scheduler in
      xs.timeout(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(
      res.events, [.next(230, 1), .error(280, RxError.timeout(dueTime: .seconds(50)))])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 280)])
    let error = res.events.last?.value.error
    XCTAssertEqual(error as? RxError, .timeout(dueTime: .seconds(50)))
    XCTAssertTrue(String(describing: error!).contains("50s"), "\(error!)")
  }

  func test_timeout_countsFromSubscriptionUntilFirstElement() {
    let res = runOverHot([.next(150, 0), .next(300, 1)]) { xs, scheduler in
      xs.timeout(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.error(250, RxError.timeout(dueTime: .seconds(50)))])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
  }

  func test_timeout_errorNamesMillisecondDueTime() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = scheduler.createHotObservable([.next(400, 1)])
    let res = scheduler.start { xs.timeout(.milliseconds(150), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(350, RxError.timeout(dueTime: .milliseconds(150)))])
    XCTAssertNotEqual(
      res.events, [.error(350, RxError.timeout(dueTime: .milliseconds(100)))],
      "the error must name the operator's own due time")
  }

  func test_timeout_forwardsSourceErrorBeforeDueTime() {
    let res = runOverHot([.next(230, 1), .error(260, TestError.boom)]) { xs, scheduler in
      xs.timeout(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(230, 1), .error(260, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 260)])
  }

  func test_timeout_completionCancelsTimer() {
    let res = runOverHot([.next(230, 1), .completed(240)]) { xs, scheduler in
      xs.timeout(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(230, 1), .completed(240)])
  }

  func test_timeout_switchesToOtherSequenceOnTimeout() {
    let res = runOver(
      .hot([.next(230, 1), .next(300, 2), .completed(400)]),
      and: .cold([.next(10, 100), .completed(20)])
    ) { xs, ys, scheduler in
      xs.timeout(.seconds(50), other: ys, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(230, 1), .next(290, 100), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 280)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(280, 300)])
  }

  func test_timeout_otherSequenceIsNeverSubscribedWithoutTimeout() {
    let res = runOver(
      .hot([.next(230, 1), .completed(260)]), and: .cold([.next(10, 100), .completed(20)])
    ) { xs, ys, scheduler in
      xs.timeout(.seconds(50), other: ys, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(230, 1), .completed(260)])
    XCTAssertEqual(res.otherSubscriptions, [])
  }

  func test_timeout_disposalUnsubscribesSourceAndCancelsTimer() {
    let res = runOver(
      .hot([.next(230, 1), .next(400, 2)]), and: .cold([.next(10, 100)]), disposed: 260
    ) { xs, ys, scheduler in
      xs.timeout(.seconds(50), other: ys, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(230, 1)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(res.otherSubscriptions, [])
  }

  func test_timeout_disposalAfterSwitchDisposesOtherSequence() {
    let res = runOver(
      .hot([.next(400, 1)]), and: .cold([.next(10, 100), .next(100, 101)]), disposed: 300
    ) { xs, ys, scheduler in
      xs.timeout(.seconds(50), other: ys, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(260, 100)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(250, 300)])
  }

  func test_timeoutNeverFiresAfterAnElementThatFellDueAtTheSameTime() {
    let scheduler = ReorderingScheduler()
    let recorder = EventRecorder<Int>()
    // The source's timer is scheduled after the timeout's, so the reordering
    // scheduler runs it first: the element is in time.
    _ = Observable<Int>.timer(.microseconds(50), scheduler: scheduler)
      .timeout(.microseconds(50), scheduler: scheduler)
      .subscribe(recorder)
    scheduler.run()
    XCTAssertEqual(recorder.events, [.next(0), .completed])
  }
}
