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
    assertAnErrorIsForwardedWithoutTheElements { $0.ignoreElements() }
  }

  func test_ignoreElements_disposalUnsubscribesFromSource() {
    assertDisposalBeforeCompletionEmitsNothing { $0.ignoreElements() }
  }
}
