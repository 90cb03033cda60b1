import ReactorTesting
import Streams
import TestSupport
import XCTest

final class DelayTimeoutTests: XCTestCase {
  // MARK: delay

  func test_delay_shiftsElementsAndCompletionByDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ])
    let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(
      res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func test_delay_keepsSpacingOfCloseElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(211, 2), .next(215, 3), .completed(220),
    ])
    let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(
      res.events, [.next(220, 1), .next(221, 2), .next(225, 3), .completed(230)])
  }

  func test_delay_errorIsForwardedAtOnceAndDropsPendingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(250, 2), .next(350, 3), .error(400, TestError.boom),
    ])
    let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(350, 2), .error(400, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func test_delay_disposalCancelsPendingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(250, 2), .next(350, 3), .completed(380),
    ])
    let res = scheduler.start(disposed: 400) { xs.delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(350, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 380)])
  }

  func test_delay_disposalUnsubscribesFromRunningSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 2), .next(350, 3)])
    let res = scheduler.start(disposed: 300) { xs.delay(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(270, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_delayDeliversEveryElementBeforeCompletionOnAConcurrentScheduler() {
    let scheduler = ReorderingScheduler()
    let recorders = (0..<20).map { _ in EventRecorder<Int>() }
    for (value, recorder) in recorders.enumerated() {
      _ = Observable.just(value).delay(.microseconds(100), scheduler: scheduler)
        .subscribe(recorder)
    }
    scheduler.run()
    for (value, recorder) in recorders.enumerated() {
      XCTAssertEqual(recorder.events, [.next(value), .completed])
    }
  }

  func test_delayKeepsTheOrderOfManyElementsDueAtTheSameTimeOnAConcurrentScheduler() {
    let scheduler = ReorderingScheduler()
    let recorder = EventRecorder<Int>()
    _ = Observable.from(Array(0..<500)).delay(.microseconds(100), scheduler: scheduler)
      .subscribe(recorder)
    scheduler.run()
    XCTAssertEqual(recorder.events, (0..<500).map { .next($0) } + [.completed])
  }

  func test_delayKeepsTheOrderOfElementsAddedWhileDraining() {
    let scheduler = ReorderingScheduler()
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.delay(.microseconds(10), scheduler: scheduler).subscribe(recorder)
    subject.onNext(0)
    scheduler.advance(by: 4)
    subject.onNext(1)
    subject.onNext(2)
    scheduler.advance(by: 6)
    XCTAssertEqual(recorder.elements, [0])
    subject.onNext(3)
    subject.onCompleted()
    scheduler.run()
    XCTAssertEqual(recorder.events, [.next(0), .next(1), .next(2), .next(3), .completed])
  }

  func test_delayForwardsAnErrorAtOnceAndDropsElementsDueAtTheSameTime() {
    let scheduler = ReorderingScheduler()
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.delay(.microseconds(100), scheduler: scheduler).subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onError(TestError.boom)
    XCTAssertEqual(recorder.events.count, 1)
    XCTAssertTrue(isTestError(recorder.events.first?.error, .boom))
    scheduler.run()
    XCTAssertEqual(recorder.events.count, 1, "nothing may follow the error")
  }

  func test_delayDisposalCancelsTheScheduledDrain() {
    let scheduler = ReorderingScheduler()
    let recorder = EventRecorder<Int>()
    let subscription = Observable.from([1, 2, 3]).delay(.microseconds(100), scheduler: scheduler)
      .subscribe(recorder)
    XCTAssertEqual(scheduler.pendingCount, 1, "one drain for every waiting event")
    subscription.dispose()
    XCTAssertEqual(scheduler.pendingCount, 0)
    scheduler.run()
    XCTAssertEqual(recorder.events, [])
  }

  // MARK: timeout

  func test_timeout_passesEventsThroughWhenElementsArriveInTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(230, 1), .next(270, 2), .next(310, 3), .completed(350),
    ])
    let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(230, 1), .next(270, 2), .next(310, 3), .completed(350)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
  }

  func test_timeout_failsWithTimeoutErrorNamingDueTimeWhenGapTooLong() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .next(300, 2), .completed(400)])
    let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(
      res.events, [.next(230, 1), .error(280, RxError.timeout(dueTime: .seconds(50)))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    let error = res.events.last?.value.error
    XCTAssertEqual(error as? RxError, .timeout(dueTime: .seconds(50)))
    XCTAssertTrue(String(describing: error!).contains("50s"), "\(error!)")
  }

  func test_timeout_countsFromSubscriptionUntilFirstElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .next(300, 1)])
    let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(250, RxError.timeout(dueTime: .seconds(50)))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
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
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .error(260, TestError.boom)])
    let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(230, 1), .error(260, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
  }

  func test_timeout_completionCancelsTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .completed(240)])
    let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(230, 1), .completed(240)])
  }

  func test_timeout_switchesToOtherSequenceOnTimeout() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .next(300, 2), .completed(400)])
    let ys = scheduler.createColdObservable([.next(10, 100), .completed(20)])
    let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(230, 1), .next(290, 100), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    XCTAssertEqual(ys.subscriptions, [Subscription(280, 300)])
  }

  func test_timeout_otherSequenceIsNeverSubscribedWithoutTimeout() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .completed(260)])
    let ys = scheduler.createColdObservable([.next(10, 100), .completed(20)])
    let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(230, 1), .completed(260)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func test_timeout_disposalUnsubscribesSourceAndCancelsTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .next(400, 2)])
    let ys = scheduler.createColdObservable([.next(10, 100)])
    let res = scheduler.start(disposed: 260) {
      xs.timeout(.seconds(50), other: ys, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(230, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func test_timeout_disposalAfterSwitchDisposesOtherSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(400, 1)])
    let ys = scheduler.createColdObservable([.next(10, 100), .next(100, 101)])
    let res = scheduler.start(disposed: 300) {
      xs.timeout(.seconds(50), other: ys, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(260, 100)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 300)])
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
