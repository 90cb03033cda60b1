import ReactorTesting
import Streams
import TestSupport
import XCTest

final class FlatMapTests: XCTestCase {
  // MARK: flatMap

  func test_flatMap_mergesEventsOfAllInnerSequences() {
    let res = runOverInners([.next(210, .first), .next(220, .second), .completed(230)]) {
      $0.flatMap { $0 }
    }
    XCTAssertEqual(
      res.events,
      [
        .next(220, 11), .next(225, 21), .next(230, 12), .next(235, 22), .next(240, 13),
        .completed(250),
      ])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(res.innerSubscriptions.first, [Subscription(210, 250)])
    XCTAssertEqual(res.innerSubscriptions.second, [Subscription(220, 245)])
  }

  func test_flatMap_completesOnlyAfterSourceAndEveryInnerCompleted() {
    let res = runOverInners([.next(210, .first), .next(220, .second), .completed(400)]) {
      $0.flatMap { $0 }
    }
    XCTAssertEqual(res.events.last, .completed(400))
    XCTAssertEqual(res.events.count, 6)
  }

  func test_flatMap_innerErrorEndsSequenceAndDisposesSourceAndOtherInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 11), .next(20, 12), .next(30, 13)])
    let ys2 = scheduler.createColdObservable([.next(5, 21), .error(15, TestError.boom)])
    let res = scheduler.run(hot: [.next(210, ys1), .next(220, ys2)]) { xs in xs.flatMap { $0 } }
    XCTAssertEqual(
      res.events, [.next(220, 11), .next(225, 21), .next(230, 12), .error(235, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 235)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(220, 235)])
  }

  func test_flatMap_sourceErrorEndsSequenceAndDisposesInners() {
    let res = runOverInners([.next(210, .first), .error(225, TestError.boom)]) { xs in
      xs.flatMap { $0 }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .error(225, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(res.innerSubscriptions.first, [Subscription(210, 225)])
  }

  func test_flatMap_errorThrownBySelectorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let (ys1, _) = makeInners(scheduler)
    let res = scheduler.run(hot: [.next(210, 1), .next(225, 2), .completed(300)]) { xs in
      xs.flatMap { value -> TestableObservable<Int> in
        _ = try passOrThrow(value, failingOn: 2)
        return ys1
      }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .error(225, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 225)])
  }

  func test_flatMap_disposalDisposesSourceAndEveryInner() {
    let res = runOverInners(
      [.next(210, .first), .next(220, .second), .completed(300)], disposed: 232
    ) { xs in xs.flatMap { $0 } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(225, 21), .next(230, 12)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 232)])
    XCTAssertEqual(res.innerSubscriptions.first, [Subscription(210, 232)])
    XCTAssertEqual(res.innerSubscriptions.second, [Subscription(220, 232)])
  }

  func test_flatMap_synchronousInnerSequencesAreEmittedInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.of(1, 2).flatMap { Observable.of($0 * 10, $0 * 10 + 1) }
    }
    XCTAssertEqual(
      res.events, [.next(200, 10), .next(200, 11), .next(200, 20), .next(200, 21), .completed(200)])
  }

  // MARK: Releasing what a subscription captured

  func test_flatMap_disposeReleasesTheLiveInnerSubscription() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    var subscription: Disposable?
    let tracked = weaklyHeld { object in
      subscription = outer.flatMap { _ in
        inner.map { element -> Int in
          _ = object
          return element
        }
      }
      .subscribe(onNext: { _ in })
    }
    outer.onNext(1)
    XCTAssertTrue(inner.hasObservers)
    subscription?.dispose()
    XCTAssertFalse(inner.hasObservers)
    XCTAssertNil(tracked())
  }
}

/// `flatMap` over inner sequences whose elements are known up front
/// (`just`, `of`, `from(array)`): delivered at once, without an inner
/// subscription, with the same events as a subscribed inner.
final class FlatMapKnownElementsTests: XCTestCase {
  func test_flatMapToJust_deliversEachElementWhenItsSourceElementArrives() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.flatMap { Observable.just($0 * 10) } }
    XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func test_flatMapToKnownElements_mergesWithSubscribedInnersAndWaitsForThemToComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = scheduler.createColdObservable([.next(5, 100), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
    let res = scheduler.start {
      xs.flatMap { $0 == 0 ? slow.asObservable() : Observable.of(1, 2, 3) }
    }
    XCTAssertEqual(
      res.events,
      [.next(215, 100), .next(220, 1), .next(220, 2), .next(220, 3), .completed(260)])
    XCTAssertEqual(slow.subscriptions, [Subscription(210, 260)])
  }

  func test_disposingWhileKnownElementsAreDeliveredStopsTheRest() {
    var received: [Int] = []
    var completed = false
    _ = Observable.just(0)
      .flatMap { _ in Observable.from([1, 2, 3, 4]) }
      .take(2)
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
    XCTAssertEqual(received, [1, 2])
    XCTAssertTrue(completed)
  }

  func test_flatMapToConcatOfJusts_deliversEveryElementInOrder() {
    var received: [Int] = []
    _ = Observable.from([1, 2])
      .flatMap { Observable.concat(.just($0), .just($0 * 10)) }
      .subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 10, 2, 20])
  }

  func test_theStreamOwnerIsPutBackAfterTheSelectorThrows() {
    struct Failure: Error {}
    let scope = CancellationScope()
    let subject = PublishSubject<Int>()
    var errors = 0
    let subscription = CancellationScope.owner.with(scope) {
      subject.flatMap { _ -> Observable<Int> in throw Failure() }
        .subscribe(onError: { _ in errors += 1 })
    }
    subject.onNext(1)
    XCTAssertEqual(errors, 1)
    XCTAssertNil(CancellationScope.owner.current, "the selector's owner was only for its call")
    subscription.dispose()
  }
}
