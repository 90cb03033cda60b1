import ReactorTesting
import TestSupport
import XCTest

@testable import Streams

final class TakeLastElementAtSingleTests: XCTestCase {
  // MARK: takeLast(_:)

  func test_takeLastEmitsTheLastElementsWhenTheSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { xs.takeLast(2) }
    XCTAssertEqual(res.events, [.next(300, 3), .next(300, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_takeLastWithFewerElementsEmitsThemAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.takeLast(5) }
    XCTAssertEqual(res.events, [.next(300, 1), .next(300, 2), .completed(300)])
  }

  func test_takeLastZeroOnlyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.takeLast(0) }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_takeLastErrorDropsTheBufferedElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.takeLast(2) }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
  }

  func test_takeLastDisposedBeforeCompletionEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start(disposed: 250) { xs.takeLast(1) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
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

  // MARK: first()

  func test_firstTakesTheFirstElementAndDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.first().asObservable() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func test_firstOfAnEmptySequenceEmitsNil() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
    let res = scheduler.start { xs.first().asObservable() }
    XCTAssertEqual(res.events, [.next(300, nil), .completed(300)])
  }
}
