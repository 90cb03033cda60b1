import ReactorTesting
import Streams
import TestSupport
import XCTest

final class StartWithTests: XCTestCase {
  // MARK: startWith

  func test_startWith_emitsGivenElementsAtSubscriptionThenSource() {
    let res = runOverHot([.next(150, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.startWith(-1, 0)
    }
    XCTAssertEqual(res.events, [.next(200, -1), .next(200, 0), .next(220, 2), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_startWith_forwardsSourceError() {
    let res = runOverHot([.next(220, 2), .error(250, TestError.boom)]) { xs, _ in
      xs.startWith(0)
    }
    XCTAssertEqual(res.events, [.next(200, 0), .next(220, 2), .error(250, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
  }

  func test_startWith_disposalUnsubscribesFromSource() {
    let res = runOverHot([.next(220, 2), .next(320, 3)], disposed: 300) { xs, _ in
      xs.startWith(0)
    }
    XCTAssertEqual(res.events, [.next(200, 0), .next(220, 2)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_startWith_chainedCallsPrependInReverseOrder() {
    let res = startOnNewScheduler { _ in Observable.of(3).startWith(2).startWith(1) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
  }
}
