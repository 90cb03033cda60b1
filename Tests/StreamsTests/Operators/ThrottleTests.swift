import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ThrottleTests: XCTestCase {
  // MARK: throttle (latest)

  /// Seven elements, one before the subscription, then completion at
  /// `completion`, throttled by 200 ticks.
  private func throttledSevenElements(completingAt completion: TestTime) -> OperatorRun<Int> {
    runOverHot([
      .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
      .next(450, 7), .completed(completion),
    ]) { xs, scheduler in xs.throttle(.seconds(200), scheduler: scheduler) }
  }

  func test_throttle_emitsFirstThenLatestOfEachInterval() {
    let res = throttledSevenElements(completingAt: 500)
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 500)])
  }

  func test_throttle_completionAfterIntervalIsForwardedAtOnce() {
    let res = throttledSevenElements(completingAt: 900)
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 900)])
  }

  func test_throttle_emptySourceOnlyCompletes() {
    let res = runOverHot([.next(150, 0), .completed(500)]) { xs, scheduler in
      xs.throttle(.seconds(200), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.completed(500)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 500)])
  }

  func test_throttle_errorIsForwardedAtOnceAndDropsWaitingElement() {
    let res = runOverHot([
      .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
      .error(410, TestError.boom), .next(450, 7), .completed(500),
    ]) { xs, scheduler in xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .error(410, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 410)])
  }

  func test_throttle_disposalCancelsWaitingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(hot: [.next(210, 2), .next(250, 3), .next(310, 4)], disposed: 400) {
      xs in xs.throttle(.seconds(200), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 400)])
  }

  // MARK: throttle (latest: false)

  func test_throttleNotLatest_dropsElementsInsideAnInterval() {
    let res = runOverHot([
      .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
      .next(450, 7), .completed(500),
    ]) { xs, scheduler in
      xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .completed(500)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 500)])
  }

  func test_throttleNotLatest_forwardsError() {
    let res = runOverHot([.next(210, 2), .next(250, 3), .error(410, TestError.boom), .next(450, 7)])
    { xs, scheduler in
      xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 2), .error(410, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 410)])
  }

  func test_throttleNotLatest_disposalUnsubscribesFromSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(hot: [.next(210, 2), .next(410, 6), .next(450, 7)], disposed: 400) {
      $0.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 400)])
  }

  func test_throttle_millisecondIntervalIsConvertedToVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(260, 3), .completed(400),
    ])
    let res = scheduler.start {
      xs.throttle(.milliseconds(30), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(260, 3), .completed(400)])
  }

  func test_throttleEmitsTheWaitingElementBeforeCompletionOnAConcurrentScheduler() {
    let (scheduler, subject, recorder) = subjectThroughAReorderingScheduler {
      $0.throttle(.microseconds(50), scheduler: $1)
    }
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    subject.onCompleted()
    XCTAssertEqual(recorder.events, [.next(1)])
    scheduler.run()
    XCTAssertEqual(recorder.events, [.next(1), .next(3), .completed])
  }

  func test_throttleWithANeverEndingIntervalSendsTheFirstElementAndDoesNotCrash() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, scheduler in
      xs.throttle(.never, scheduler: scheduler)
    }
    // As in RxSwift, the completion waits for the interval to send the latest
    // element, and this interval never ends.
    XCTAssertEqual(res.events, [.next(210, 1)])
  }
}
