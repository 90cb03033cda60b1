import Dispatch
import Foundation
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import XCTest

@testable import Streams

final class TakeLastTests: XCTestCase {
  func test_takeLastOfANegativeCountTakesNone() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .next(20, 2), .completed(30)]) { xs in
      xs.takeLast(-3)
    }
    XCTAssertEqual(res.events, [.completed(230)])
  }

  // MARK: takeLast(_:)

  func test_takeLastEmitsTheLastElementsWhenTheSourceCompletes() {
    let res = runOverHot([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ]) { xs, _ in xs.takeLast(2) }
    XCTAssertEqual(res.events, [.next(300, 3), .next(300, 4), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_takeLastWithFewerElementsEmitsThemAll() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.takeLast(5)
    }
    XCTAssertEqual(res.events, [.next(300, 1), .next(300, 2), .completed(300)])
  }

  func test_takeLastZeroOnlyCompletes() {
    let res = runOverHot([.next(210, 1), .completed(300)]) { xs, _ in xs.takeLast(0) }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_takeLastErrorDropsTheBufferedElements() {
    let res = runOverHot([.next(210, 1), .error(250, TestError.boom)]) { xs, _ in
      xs.takeLast(2)
    }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
  }

  func test_takeLastDisposedBeforeCompletionEmitsNothing() {
    let res = runOverHot([.next(210, 1), .completed(300)], disposed: 250) { xs, _ in
      xs.takeLast(1)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
  }
}
