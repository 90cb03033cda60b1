import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ToArrayTests: XCTestCase {
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
}
