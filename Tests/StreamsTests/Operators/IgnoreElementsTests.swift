import ReactorTesting
import Streams
import TestSupport
import XCTest

final class IgnoreElementsTests: XCTestCase {
  // MARK: ignoreElements

  func test_ignoreElements_keepsOnlyCompletion() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.ignoreElements()
    }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_ignoreElements_keepsError() {
    let res = runOverHot([.next(210, 1), .error(250, TestError.boom)]) { xs, _ in
      xs.ignoreElements()
    }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
  }

  func test_ignoreElements_disposalUnsubscribesFromSource() {
    let res = runOverHot([.next(210, 1), .completed(350)], disposed: 300) { xs, _ in
      xs.ignoreElements()
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }
}
