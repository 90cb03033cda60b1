import Dispatch
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class SubscribeOnTests: XCTestCase {
  // MARK: subscribe(on:)

  func test_subscribeOn_subscribesToSourceOnScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(hot: [.next(150, 1), .next(201, 2), .next(210, 3), .completed(300)]) {
      xs in xs.subscribe(on: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 3), .completed(300)])
    // The source is unsubscribed on the scheduler, a tick after it ended.
    XCTAssertEqual(res.subscriptions, [Subscription(201, 301)])
  }

  func test_subscribeOn_runsSubscribeAndDisposeOnScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    var subscribedAt: TestTime?
    var disposedAt: TestTime?
    let xs = Observable<Int>.create { _ in
      subscribedAt = scheduler.clock
      return Disposables.create { disposedAt = scheduler.clock }
    }
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(subscribedAt, 201)
    XCTAssertEqual(disposedAt, 1001)
  }

  func test_subscribeOn_disposalUnsubscribesSourceOnScheduler() {
    let res = runOverHot([.next(150, 1), .next(210, 2)]) { xs, scheduler in
      xs.subscribe(on: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(res.subscriptions, [Subscription(201, 1001)])
  }

  func test_subscribeOn_forwardsError() {
    let res = runOverHot([.error(300, TestError.boom, Int.self)]) { xs, scheduler in
      xs.subscribe(on: scheduler)
    }
    XCTAssertEqual(res.events, [.error(300, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(201, 301)])
  }

  func test_subscribeOn_disposalBeforeScheduledSubscribeNeverSubscribes() {
    let res = runOverHot([.next(210, 2)], disposed: 200) { xs, scheduler in
      xs.subscribe(on: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(res.subscriptions, [])
  }

  func test_subscribeOn_synchronousSourceEmitsWhenScheduledSubscribeRuns() {
    let res = startOnNewScheduler { scheduler in Observable.of(1, 2).subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(201, 2), .completed(201)])
  }

  func test_subscribeOnThenObserveOn_shiftsSubscriptionAndDelivery() {
    let res = runOverHot([.next(210, 1), .completed(300)]) { xs, scheduler in
      xs.subscribe(on: scheduler).observe(on: scheduler)
    }
    XCTAssertEqual(res.events, [.next(211, 1), .completed(301)])
    XCTAssertEqual(res.subscriptions, [Subscription(201, 301)])
  }
}
