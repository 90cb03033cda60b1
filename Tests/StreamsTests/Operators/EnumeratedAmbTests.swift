import ReactorTesting
import Streams
import TestSupport
import XCTest

final class EnumeratedAmbTests: XCTestCase {
  // MARK: enumerated()

  func test_enumeratedPairsElementsWithTheirIndex() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
    ])
    let res = scheduler.start { xs.enumerated().map { "\($0.index)\($0.element)" } }
    XCTAssertEqual(
      res.events, [.next(210, "0a"), .next(220, "1b"), .next(230, "2c"), .completed(300)])
  }

  func test_enumeratedIndexesEachSubscriptionFromZero() {
    let source = Observable.of("x", "y").enumerated().map(\.index)
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.start { source }
    XCTAssertEqual(first.events, [.next(200, 0), .next(200, 1), .completed(200)])
    let second = TestScheduler(initialClock: 0).start { source }
    XCTAssertEqual(second.events, [.next(200, 0), .next(200, 1), .completed(200)])
  }

  func test_enumeratedForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.enumerated().map(\.element) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
  }

  // MARK: amb

  func test_ambMirrorsTheSequenceThatEmitsFirstAndDisposesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(210, 10), .next(230, 20), .completed(250)])
    let res = scheduler.start { xs.amb(ys) }
    XCTAssertEqual(res.events, [.next(210, 10), .next(230, 20), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func test_ambFirstEventDecidesEvenWhenItIsAnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, TestError.boom)])
    let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
    let res = scheduler.start { xs.amb(ys) }
    XCTAssertEqual(res.events, [.error(210, TestError.boom)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
  }

  func test_ambFirstEventDecidesEvenWhenItIsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .completed(300)])
    let ys = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
    let res = scheduler.start { xs.amb(ys) }
    XCTAssertEqual(res.events, [.completed(210)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func test_ambOfManySequencesDisposesAllLosers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
    let zs = scheduler.createHotObservable([.next(240, 3), .completed(300)])
    let res = scheduler.start {
      Observable.amb([xs.asObservable(), ys.asObservable(), zs.asObservable()])
    }
    XCTAssertEqual(res.events, [.next(220, 2), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(zs.subscriptions, [Subscription(200, 220)])
  }

  func test_ambOfNoSequencesNeverEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.amb([]) }
    XCTAssertEqual(res.events, [])
  }

  func test_ambWithSynchronousWinnerStillSubscribesAndDisposesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createHotObservable([.next(210, 10)])
    let res = scheduler.start { Observable.just(1).amb(ys) }
    XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
  }
}
