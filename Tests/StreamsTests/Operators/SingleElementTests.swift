import ReactorTesting
import TestSupport
import XCTest

@testable import Streams

final class SingleElementTests: XCTestCase {
  // MARK: single()

  func test_singleEmitsTheOnlyElementAndCompletesWithTheSource() {
    let res = runOverHot([.next(210, 1), .completed(300)]) { xs, _ in xs.single() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
  }

  func test_singleOfAnEmptySequenceFailsWithNoElements() {
    let res = runOverHot([Recorded<Event<Int>>.completed(300)]) { xs, _ in xs.single() }
    XCTAssertEqual(res.events, [.error(300, RxError.noElements)])
  }

  func test_singleFailsAtTheSecondElementWithMoreThanOneElement() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.single()
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_singleWithPredicateCountsOnlyMatchingElements() {
    let res = runOverHot([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ]) { xs, _ in xs.single { $0 == 3 } }
    XCTAssertEqual(res.events, [.next(230, 3), .completed(300)])
  }

  func test_singleWithPredicateFailsAtTheSecondMatchingElement() {
    let res = runOverHot([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ]) { xs, _ in xs.single { $0 % 2 == 0 } }
    XCTAssertEqual(res.events, [.next(220, 2), .error(240, RxError.moreThanOneElement)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 240)])
  }

  func test_singleWithThrowingPredicateFails() {
    let res = runOverHot([.next(210, 1), .completed(300)]) { xs, _ in
      xs.single { _ in throw TestError.boom }
    }
    XCTAssertEqual(res.events, [.error(210, TestError.boom)])
  }
}
