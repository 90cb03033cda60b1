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
    assertAnErrorIsForwardedWithoutTheElements { $0.toArray() }
  }

  func test_toArray_disposalBeforeCompletionEmitsNothing() {
    assertDisposalBeforeCompletionEmitsNothing { $0.toArray() }
  }
}
