import ReactorTesting
import Streams
import TestSupport
import XCTest

final class FlatMapLatestTests: XCTestCase {
  // MARK: flatMapLatest

  func test_flatMapLatest_disposesPreviousInnerWhenNewElementArrives() {
    let res = runOverInners([.next(210, .first), .next(225, .second), .completed(300)]) {
      $0.flatMapLatest { $0 }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 21), .next(240, 22), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(res.innerSubscriptions.first, [Subscription(210, 225)])
    XCTAssertEqual(res.innerSubscriptions.second, [Subscription(225, 250)])
  }

  func test_flatMapLatest_completesWhenSourceAndLatestInnerCompleted() {
    let res = runOverInners([.next(210, .first), .next(225, .second), .completed(230)]) {
      $0.flatMapLatest { $0 }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 21), .next(240, 22), .completed(250)])
    XCTAssertEqual(res.innerSubscriptions.second, [Subscription(225, 250)])
  }

  func test_flatMapLatest_innerErrorEndsSequenceAndUnsubscribesSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 11), .error(20, TestError.boom)])
    let res = scheduler.run(hot: [.next(210, ys1)]) { xs in xs.flatMapLatest { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
  }

  func test_flatMapLatest_ignoresErrorOfReplacedInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 11), .error(20, TestError.boom)])
    let ys2 = scheduler.createColdObservable([.next(15, 21), .completed(30)])
    let res = scheduler.run(hot: [.next(210, ys1), .next(225, ys2), .completed(240)]) { xs in
      xs.flatMapLatest { $0 }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .next(240, 21), .completed(255)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 225)])
  }

  func test_flatMapLatest_sourceErrorEndsSequenceAndDisposesInner() {
    let res = runOverInners([.next(210, .first), .error(235, TestError.boom)]) { xs in
      xs.flatMapLatest { $0 }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .error(235, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(res.innerSubscriptions.first, [Subscription(210, 235)])
  }

  func test_flatMapLatest_disposalDisposesSourceAndCurrentInner() {
    let res = runOverInners(
      [.next(210, .first), .next(225, .second), .completed(300)], disposed: 235
    ) { xs in xs.flatMapLatest { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 21)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(res.innerSubscriptions.first, [Subscription(210, 225)])
    XCTAssertEqual(res.innerSubscriptions.second, [Subscription(225, 235)])
  }

  func test_flatMapLatest_synchronousInnersEachCompleteBeforeTheNext() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1, 2).flatMapLatest { Observable.of($0, $0 * -1) } }
    XCTAssertEqual(
      res.events, [.next(200, 1), .next(200, -1), .next(200, 2), .next(200, -2), .completed(200)])
  }
}
