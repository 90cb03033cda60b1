import ReactorTesting
import Streams
import TestSupport
import XCTest

final class EnumeratedTests: XCTestCase {
  // MARK: enumerated()

  func test_enumeratedPairsElementsWithTheirIndex() {
    let res = runOverHot([.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300)]) {
      xs, _ in xs.enumerated().map { "\($0.index)\($0.element)" }
    }
    XCTAssertEqual(
      res.events, [.next(210, "0a"), .next(220, "1b"), .next(230, "2c"), .completed(300)])
  }

  func test_enumeratedIndexesEachSubscriptionFromZero() {
    let source = Observable.of("x", "y").enumerated().map(\.index)
    let first = startOnNewScheduler { _ in source }
    XCTAssertEqual(first.events, [.next(200, 0), .next(200, 1), .completed(200)])
    let second = TestScheduler(initialClock: 0).start { source }
    XCTAssertEqual(second.events, [.next(200, 0), .next(200, 1), .completed(200)])
  }

  func test_enumeratedForwardsError() {
    let res = runOverHot([.next(210, 1), .error(220, TestError.boom)]) { xs, _ in
      xs.enumerated().map(\.element)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
  }
}
