import ReactorTesting
import Streams
import TestSupport
import XCTest

final class StartWithTests: XCTestCase {
  // MARK: startWith

  func test_startWith_emitsGivenElementsAtSubscriptionThenSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.startWith(-1, 0) }
    XCTAssertEqual(res.events, [.next(200, -1), .next(200, 0), .next(220, 2), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_startWith_forwardsSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .error(250, TestError.boom)])
    let res = scheduler.start { xs.startWith(0) }
    XCTAssertEqual(res.events, [.next(200, 0), .next(220, 2), .error(250, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func test_startWith_disposalUnsubscribesFromSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .next(320, 3)])
    let res = scheduler.start(disposed: 300) { xs.startWith(0) }
    XCTAssertEqual(res.events, [.next(200, 0), .next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_startWith_chainedCallsPrependInReverseOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(3).startWith(2).startWith(1) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
  }
}
