import ReactorTesting
import Streams
import TestSupport
import XCTest

final class StartWithToArrayIgnoreElementsTests: XCTestCase {
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

  // MARK: toArray

  func test_toArray_emitsAllElementsAsOneArrayOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start { xs.toArray() }
    XCTAssertEqual(res.events, [.next(300, [1, 2, 3]), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_toArray_emptySourceEmitsEmptyArray() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs.toArray() }
    XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
  }

  func test_toArray_errorDiscardsCollectedElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.toArray() }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func test_toArray_disposalBeforeCompletionEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(350)])
    let res = scheduler.start(disposed: 300) { xs.toArray() }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

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
