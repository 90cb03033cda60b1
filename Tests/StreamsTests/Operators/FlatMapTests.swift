import ReactorTesting
import Streams
import TestSupport
import XCTest

final class FlatMapTests: XCTestCase {
  // Inner sequences shared by the tests: `ys1` lasts 40 ticks, `ys2` 25.
  private func makeInners(_ scheduler: TestScheduler)
    -> (TestableObservable<Int>, TestableObservable<Int>)
  {
    let ys1 = scheduler.createColdObservable([
      .next(10, 11), .next(20, 12), .next(30, 13), .completed(40),
    ])
    let ys2 = scheduler.createColdObservable([.next(5, 21), .next(15, 22), .completed(25)])
    return (ys1, ys2)
  }

  // MARK: flatMap

  func test_flatMap_mergesEventsOfAllInnerSequences() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, ys2) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])
    let res = scheduler.start { xs.flatMap { $0 } }
    XCTAssertEqual(
      res.events,
      [
        .next(220, 11), .next(225, 21), .next(230, 12), .next(235, 22), .next(240, 13),
        .completed(250),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(220, 245)])
  }

  func test_flatMap_completesOnlyAfterSourceAndEveryInnerCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, ys2) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(400)])
    let res = scheduler.start { xs.flatMap { $0 } }
    XCTAssertEqual(res.events.last, .completed(400))
    XCTAssertEqual(res.events.count, 6)
  }

  func test_flatMap_innerErrorEndsSequenceAndDisposesSourceAndOtherInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 11), .next(20, 12), .next(30, 13)])
    let ys2 = scheduler.createColdObservable([.next(5, 21), .error(15, TestError.boom)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2)])
    let res = scheduler.start { xs.flatMap { $0 } }
    XCTAssertEqual(
      res.events, [.next(220, 11), .next(225, 21), .next(230, 12), .error(235, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 235)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(220, 235)])
  }

  func test_flatMap_sourceErrorEndsSequenceAndDisposesInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, _) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys1), .error(225, TestError.boom)])
    let res = scheduler.start { xs.flatMap { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .error(225, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 225)])
  }

  func test_flatMap_errorThrownBySelectorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, _) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .completed(300)])
    let res = scheduler.start {
      xs.flatMap { value -> TestableObservable<Int> in
        if value == 2 { throw TestError.boom }
        return ys1
      }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .error(225, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 225)])
  }

  func test_flatMap_disposalDisposesSourceAndEveryInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, ys2) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(300)])
    let res = scheduler.start(disposed: 232) { xs.flatMap { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(225, 21), .next(230, 12)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 232)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 232)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(220, 232)])
  }

  func test_flatMap_synchronousInnerSequencesAreEmittedInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.of(1, 2).flatMap { Observable.of($0 * 10, $0 * 10 + 1) }
    }
    XCTAssertEqual(
      res.events, [.next(200, 10), .next(200, 11), .next(200, 20), .next(200, 21), .completed(200)])
  }

  // MARK: flatMapLatest

  func test_flatMapLatest_disposesPreviousInnerWhenNewElementArrives() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, ys2) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(225, ys2), .completed(300)])
    let res = scheduler.start { xs.flatMapLatest { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 21), .next(240, 22), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 225)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(225, 250)])
  }

  func test_flatMapLatest_completesWhenSourceAndLatestInnerCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, ys2) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(225, ys2), .completed(230)])
    let res = scheduler.start { xs.flatMapLatest { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 21), .next(240, 22), .completed(250)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(225, 250)])
  }

  func test_flatMapLatest_innerErrorEndsSequenceAndUnsubscribesSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 11), .error(20, TestError.boom)])
    let xs = scheduler.createHotObservable([.next(210, ys1)])
    let res = scheduler.start { xs.flatMapLatest { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
  }

  func test_flatMapLatest_ignoresErrorOfReplacedInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 11), .error(20, TestError.boom)])
    let ys2 = scheduler.createColdObservable([.next(15, 21), .completed(30)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(225, ys2), .completed(240)])
    let res = scheduler.start { xs.flatMapLatest { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(240, 21), .completed(255)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 225)])
  }

  func test_flatMapLatest_sourceErrorEndsSequenceAndDisposesInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, _) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys1), .error(235, TestError.boom)])
    let res = scheduler.start { xs.flatMapLatest { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .error(235, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 235)])
  }

  func test_flatMapLatest_disposalDisposesSourceAndCurrentInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, ys2) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(225, ys2), .completed(300)])
    let res = scheduler.start(disposed: 235) { xs.flatMapLatest { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 21)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 225)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(225, 235)])
  }

  func test_switchLatest_forwardsOnlyTheLatestInnerSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, ys2) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(225, ys2), .completed(300)])
    let res = scheduler.start { xs.switchLatest() }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 21), .next(240, 22), .completed(300)])
  }

  // MARK: concatMap

  func test_concatMap_subscribesNextInnerOnlyAfterPreviousCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, ys2) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])
    let res = scheduler.start { xs.concatMap { $0 } }
    XCTAssertEqual(
      res.events,
      [
        .next(220, 11), .next(230, 12), .next(240, 13), .next(255, 21), .next(265, 22),
        .completed(275),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(250, 275)])
  }

  func test_concatMap_waitsForSourceCompletionAfterLastInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let (_, ys2) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys2), .completed(400)])
    let res = scheduler.start { xs.concatMap { $0 } }
    XCTAssertEqual(res.events, [.next(215, 21), .next(225, 22), .completed(400)])
  }

  func test_concatMap_innerErrorEndsSequenceAndSkipsQueuedInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 11), .error(20, TestError.boom)])
    let (_, ys2) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(300)])
    let res = scheduler.start { xs.concatMap { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(ys2.subscriptions, [])
  }

  func test_concatMap_sourceErrorEndsSequenceAndDisposesRunningInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, _) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys1), .error(225, TestError.boom)])
    let res = scheduler.start { xs.concatMap { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .error(225, TestError.boom)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 225)])
  }

  func test_concatMap_disposalDisposesSourceAndRunningInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, ys2) = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2)])
    let res = scheduler.start(disposed: 245) { xs.concatMap { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .next(240, 13)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 245)])
    XCTAssertEqual(ys2.subscriptions, [])
  }

  func test_concatMap_errorThrownBySelectorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.concatMap { value -> Observable<Int> in
        if value == 2 { throw TestError.boom }
        return .just(value)
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  // MARK: synchronous inner sequences

  func test_concatMap_synchronousInnersAreConcatenatedInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.of(1, 2, 3).concatMap { Observable.of($0, $0 * 10) }
    }
    XCTAssertEqual(
      res.events,
      [
        .next(200, 1), .next(200, 10), .next(200, 2), .next(200, 20), .next(200, 3),
        .next(200, 30), .completed(200),
      ])
  }

  func test_flatMapLatest_synchronousInnersEachCompleteBeforeTheNext() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1, 2).flatMapLatest { Observable.of($0, $0 * -1) } }
    XCTAssertEqual(
      res.events, [.next(200, 1), .next(200, -1), .next(200, 2), .next(200, -2), .completed(200)])
  }
}
