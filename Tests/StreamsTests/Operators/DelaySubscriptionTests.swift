import ReactorTesting
import Streams
import TestSupport
import XCTest

final class DelaySubscriptionTests: XCTestCase {
  // MARK: delaySubscription

  func test_delaySubscriptionSubscribesAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(240, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 250)])
  }

  func test_delaySubscriptionDisposedBeforeTheDueTimeNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start(disposed: 220) {
      xs.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func test_delaySubscriptionForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(240, 1), .error(250, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 250)])
  }
}
