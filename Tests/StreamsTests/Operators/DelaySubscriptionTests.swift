import ReactorTesting
import Streams
import TestSupport
import XCTest

final class DelaySubscriptionTests: XCTestCase {
  // MARK: delaySubscription

  func test_delaySubscriptionSubscribesAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .completed(20)]) { xs in
      xs.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(240, 1), .completed(250)])
    XCTAssertEqual(res.subscriptions, [Subscription(230, 250)])
  }

  func test_delaySubscriptionDisposedBeforeTheDueTimeNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .completed(20)], disposed: 220) { xs in
      xs.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(res.subscriptions, [])
  }

  func test_delaySubscriptionForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .error(20, TestError.boom)]) { xs in
      xs.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(240, 1), .error(250, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(230, 250)])
  }
}
