import ReactorTesting
import Streams
import TestSupport
import XCTest

final class CompactMapTests: XCTestCase {
  // MARK: compactMap

  func test_compactMap_dropsNilResults() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300),
    ])
    let res = scheduler.start { xs.compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_compactMap_forwardsSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "1"), .error(220, TestError.boom),
    ])
    let res = scheduler.start { xs.compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func test_compactMap_errorThrownBySelectorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start {
      xs.compactMap { value -> Int? in
        if value == 2 { throw TestError.other(value) }
        return value
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.other(2))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func test_compactMap_disposalUnsubscribesFromSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(260, 2), .next(310, 3),
    ])
    let res = scheduler.start(disposed: 300) { xs.compactMap { $0 % 2 == 0 ? $0 : nil } }
    XCTAssertEqual(res.events, [.next(260, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }
}
