import ReactorTesting
import TestSupport
import XCTest

@testable import Streams

final class SingleElementTests: XCTestCase {
  // MARK: single()

  func test_singleEmitsTheOnlyElementAndCompletesWithTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.single() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
  }

  func test_singleOfAnEmptySequenceFailsWithNoElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
    let res = scheduler.start { xs.single() }
    XCTAssertEqual(res.events, [.error(300, RxError.noElements)])
  }

  func test_singleFailsAtTheSecondElementWithMoreThanOneElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.single() }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func test_singleWithPredicateCountsOnlyMatchingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { xs.single { $0 == 3 } }
    XCTAssertEqual(res.events, [.next(230, 3), .completed(300)])
  }

  func test_singleWithPredicateFailsAtTheSecondMatchingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { xs.single { $0 % 2 == 0 } }
    XCTAssertEqual(res.events, [.next(220, 2), .error(240, RxError.moreThanOneElement)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
  }

  func test_singleWithThrowingPredicateFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.single { _ in throw TestError.boom } }
    XCTAssertEqual(res.events, [.error(210, TestError.boom)])
  }
}
