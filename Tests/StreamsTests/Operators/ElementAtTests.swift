import Dispatch
import Foundation
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import XCTest

@testable import Streams

final class ElementAtTests: XCTestCase {
  func test_elementAtANegativeIndexFailsWithoutSubscribingToTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .completed(20)]) { xs in xs.element(at: -1) }
    XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    XCTAssertEqual(res.subscriptions, [])
  }

  // MARK: element(at:)

  func test_elementAtEmitsTheElementAtTheIndexThenCompletes() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]) { xs, _ in
      xs.element(at: 1)
    }
    XCTAssertEqual(res.events, [.next(220, 2), .completed(220)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_elementAtPastTheLastElementFailsWithArgumentOutOfRange() {
    let res = runOverHot([.next(210, 1), .completed(300)]) { xs, _ in xs.element(at: 3) }
    XCTAssertEqual(res.events, [.error(300, RxError.argumentOutOfRange)])
  }

  func test_elementAtForwardsErrorBeforeTheIndex() {
    let res = runOverHot([.next(210, 1), .error(250, TestError.boom)]) { xs, _ in
      xs.element(at: 2)
    }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
  }
}
