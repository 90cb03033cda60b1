import ReactorTesting
import Streams
import TestSupport
import XCTest

final class IgnoreElementsTests: XCTestCase {
  // MARK: ignoreElements

  func test_ignoreElements_keepsOnlyCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.ignoreElements() }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_ignoreElements_keepsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.ignoreElements() }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func test_ignoreElements_disposalUnsubscribesFromSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(350)])
    let res = scheduler.start(disposed: 300) { xs.ignoreElements() }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }
}
