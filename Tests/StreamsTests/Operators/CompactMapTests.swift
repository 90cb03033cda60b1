import ReactorTesting
import Streams
import TestSupport
import XCTest

final class CompactMapTests: XCTestCase {
  // MARK: compactMap

  func test_compactMap_dropsNilResults() {
    let res = runOverHot([
      .next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300),
    ]) { xs, _ in xs.compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_compactMap_forwardsSourceError() {
    let res = runOverHot([.next(210, "1"), .error(220, TestError.boom)]) { xs, _ in
      xs.compactMap { Int($0) }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_compactMap_errorThrownBySelectorEndsSequence() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]) { xs, _ in
      xs.compactMap { value -> Int? in
        if value == 2 { throw TestError.other(value) }
        return value
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.other(2))])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_compactMap_disposalUnsubscribesFromSource() {
    let res = runOverHot(
      [.next(210, 1), .next(260, 2), .next(310, 3)], disposed: 300
    ) { xs, _ in xs.compactMap { $0 % 2 == 0 ? $0 : nil } }
    XCTAssertEqual(res.events, [.next(260, 2)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }
}
