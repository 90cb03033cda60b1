import ReactorTesting
import Streams
import TestSupport
import XCTest

final class MapTests: XCTestCase {
  // MARK: map

  func test_map_transformsEachElement() {
    let res = runOverHot([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)]) { xs, _ in
      xs.map { $0 * 2 }
    }
    XCTAssertEqual(res.events, [.next(210, 4), .next(220, 6), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_map_forwardsSourceErrorAndUnsubscribes() {
    let res = runOverHot([.next(210, 1), .error(220, TestError.boom), .next(230, 2)]) { xs, _ in
      xs.map { $0 + 1 }
    }
    XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_map_errorThrownBySelectorEndsSequenceAndUnsubscribes() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]) { xs, _ in
      xs.map { try passOrThrow($0, failingOn: 2) * 10 }
    }
    XCTAssertEqual(res.events, [.next(210, 10), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_map_emptySourceCompletes() {
    let res = runOverHot([.next(150, 1), .completed(250)]) { xs, _ in xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
  }

  func test_map_disposalUnsubscribesAndStopsCallingSelector() {
    assertDisposalStopsCallingTheClosure { xs, calls in xs.map(calls.counting) }
  }

  func test_map_subscribesColdSourceAtSubscriptionTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .next(20, 2), .completed(30)]) { xs in
      xs.map { "\($0)" }
    }
    XCTAssertEqual(res.events, [.next(210, "1"), .next(220, "2"), .completed(230)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
  }
}
