import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ScanTests: XCTestCase {
  // MARK: scan

  func test_scan_emitsEveryIntermediateAccumulation() {
    let res = runOverHot([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
    ]) { xs, _ in xs.scan(10) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(210, 12), .next(220, 15), .next(230, 19), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_scan_intoMutatesAccumulatorInPlace() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.scan(into: [Int]()) { $0.append($1) }
    }
    XCTAssertEqual(res.events, [.next(210, [1]), .next(220, [1, 2]), .completed(300)])
  }

  func test_scan_emptySourceCompletesWithoutEmittingSeed() {
    let res = runOverHot([.next(150, 1), .completed(250)]) { xs, _ in xs.scan(0) { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
  }

  func test_scan_forwardsSourceError() {
    let res = runOverHot([.next(210, 2), .error(220, TestError.boom)]) { xs, _ in
      xs.scan(0) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_scan_errorThrownByAccumulatorEndsSequence() {
    let res = runOverHot([.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)]) { xs, _ in
      xs.scan(0) { sum, value in try sum + passOrThrow(value, failingOn: 3) }
    }
    XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_scan_disposalUnsubscribesFromSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(hot: [.next(210, 2), .next(260, 3), .next(310, 4)], disposed: 300) {
      xs in xs.scan(0) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [.next(210, 2), .next(260, 5)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_scan_eachSubscriptionStartsFromSeed() {
    let scheduler = TestScheduler(initialClock: 0)
    let summed = Observable.of(1, 2, 3).scan(0) { $0 + $1 }
    let first = scheduler.start { summed }
    let second = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { summed }
    XCTAssertEqual(
      first.events, [.next(200, 1), .next(200, 3), .next(200, 6), .completed(200)])
    XCTAssertEqual(
      second.events, [.next(1200, 1), .next(1200, 3), .next(1200, 6), .completed(1200)])
  }
}
