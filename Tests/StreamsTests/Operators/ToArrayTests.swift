import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ToArrayTests: XCTestCase {
  // MARK: toArray

  func test_toArray_emitsAllElementsAsOneArrayOnCompletion() {
    let res = runOverHot([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ]) { xs, _ in xs.toArray() }
    XCTAssertEqual(res.events, [.next(300, [1, 2, 3]), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_toArray_emptySourceEmitsEmptyArray() {
    let res = runOverHot([.completed(250, Int.self)]) { xs, _ in xs.toArray() }
    XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
  }

  func test_toArray_errorDiscardsCollectedElements() {
    let res = runOverHot([.next(210, 1), .error(250, TestError.boom)]) { xs, _ in xs.toArray() }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
  }

  func test_toArray_disposalBeforeCompletionEmitsNothing() {
    let res = runOverHot([.next(210, 1), .completed(350)], disposed: 300) { xs, _ in
      xs.toArray()
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }
}
