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
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.element(at: -1) }
    XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    XCTAssertEqual(xs.subscriptions, [])
  }

  // MARK: element(at:)

  func test_elementAtEmitsTheElementAtTheIndexThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start { xs.element(at: 1) }
    XCTAssertEqual(res.events, [.next(220, 2), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func test_elementAtPastTheLastElementFailsWithArgumentOutOfRange() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.element(at: 3) }
    XCTAssertEqual(res.events, [.error(300, RxError.argumentOutOfRange)])
  }

  func test_elementAtForwardsErrorBeforeTheIndex() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.element(at: 2) }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
  }
}
