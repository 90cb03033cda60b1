import ReactorTesting
import Streams
import TestSupport
import XCTest

final class CombineLatestZipWithLatestFromTests: XCTestCase {
  // MARK: combineLatest (2)

  func test_combineLatest_emitsOnEveryElementOnceBothHaveEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(230, 2), .next(250, 3), .completed(300),
    ])
    let ys = scheduler.createHotObservable([
      .next(220, "a"), .next(240, "b"), .completed(260),
    ])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { "\($0)\($1)" } }
    XCTAssertEqual(
      res.events,
      [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .next(250, "3b"), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
  }

  func test_combineLatest_tupleOverloadPairsLatestElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 10), .completed(260)])
    let res = scheduler.start {
      Observable.combineLatest(xs, ys).map { [$0.0, $0.1] }
    }
    XCTAssertEqual(res.events, [.next(220, [1, 10]), .next(230, [2, 10]), .completed(300)])
  }

  func test_combineLatest_errorOfEitherSourceEndsSequenceAndDisposesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let ys = scheduler.createHotObservable([.next(220, 10), .error(240, TestError.boom)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .error(240, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
  }

  func test_combineLatest_sourceCompletingWithoutElementsEndsSequenceAtNextElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.completed(220, Int.self)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func test_combineLatest_errorThrownBySelectorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 10), .completed(260)])
    let res = scheduler.start {
      Observable.combineLatest(xs, ys) { x, y -> Int in
        if x == 2 { throw TestError.boom }
        return x + y
      }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func test_combineLatest_disposalDisposesBothSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(330, 2)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(340, 20)])
    let res = scheduler.start(disposed: 300) { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(220, 11)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
  }

  // MARK: combineLatest (3, array)

  func test_combineLatest3_combinesLatestOfThreeSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 10), .completed(310)])
    let zs = scheduler.createHotObservable([.next(230, 100), .next(250, 200), .completed(320)])
    let res = scheduler.start { Observable.combineLatest(xs, ys, zs) { $0 + $1 + $2 } }
    XCTAssertEqual(
      res.events, [.next(230, 111), .next(240, 112), .next(250, 212), .completed(320)])
    XCTAssertEqual(zs.subscriptions, [Subscription(200, 320)])
  }

  func test_combineLatest3_tupleOverloadAndErrorPropagation() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createHotObservable([.next(220, 2)])
    let zs = scheduler.createHotObservable([.next(230, 3), .error(240, TestError.boom)])
    let res = scheduler.start {
      Observable.combineLatest(xs, ys, zs).map { [$0.0, $0.1, $0.2] }
    }
    XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .error(240, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
  }

  func test_combineLatestArray_combinesAllSourcesAsArrays() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
    let zs = scheduler.createHotObservable([.next(230, 100), .completed(260)])
    let res = scheduler.start { Observable.combineLatest([xs, ys, zs]) }
    XCTAssertEqual(
      res.events, [.next(230, [1, 10, 100]), .next(240, [2, 10, 100]), .completed(300)])
  }

  func test_combineLatestArray_withSelectorAndDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(330, 20)])
    let res = scheduler.start(disposed: 300) {
      Observable.combineLatest([xs, ys]) { $0.reduce(0, +) }
    }
    XCTAssertEqual(res.events, [.next(220, 11)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
  }

  func test_combineLatestArray_emptyEmitsEmptyArrayAndCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) }
    XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
  }

  // MARK: zip

  func test_zip_pairsElementsByIndex() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(400),
    ])
    let ys = scheduler.createHotObservable([
      .next(215, "a"), .next(250, "b"), .next(260, "c"), .completed(300),
    ])
    let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
    XCTAssertEqual(
      res.events, [.next(215, "1a"), .next(250, "2b"), .next(260, "3c"), .completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
  }

  func test_zip_keepsRunningUntilEverySourceCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let ys = scheduler.createHotObservable([.next(240, 10), .next(250, 20), .next(260, 30)])
    let res = scheduler.start { Observable.zip(xs, ys).map { $0.0 + $0.1 } }
    XCTAssertEqual(res.events, [.next(240, 11), .next(250, 22)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
  }

  func test_zip_errorOfEitherSourceEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let ys = scheduler.createHotObservable([.next(215, 10), .error(230, TestError.boom)])
    let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(215, 11), .error(230, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func test_zip_errorThrownBySelectorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let ys = scheduler.createHotObservable([.next(215, 10), .next(225, 20)])
    let res = scheduler.start {
      Observable.zip(xs, ys) { x, _ -> Int in
        if x == 2 { throw TestError.boom }
        return x
      }
    }
    XCTAssertEqual(res.events, [.next(215, 1), .error(225, TestError.boom)])
  }

  func test_zip_disposalDisposesBothSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(330, 20)])
    let res = scheduler.start(disposed: 300) { Observable.zip(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(220, 11)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
  }

  func test_zip3_pairsElementsOfThreeSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(250, 20), .completed(310)])
    let zs = scheduler.createHotObservable([.next(230, 100), .next(260, 200), .completed(320)])
    let res = scheduler.start { Observable.zip(xs, ys, zs) { $0 + $1 + $2 } }
    XCTAssertEqual(res.events, [.next(230, 111), .next(260, 222), .completed(320)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(zs.subscriptions, [Subscription(200, 320)])
  }

  func test_zip3_tupleOverloadErrorAndDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let ys = scheduler.createHotObservable([.next(220, 10), .error(250, TestError.boom)])
    let zs = scheduler.createHotObservable([.next(230, 100)])
    let res = scheduler.start {
      Observable.zip(xs, ys, zs).map { [$0.0, $0.1, $0.2] }
    }
    XCTAssertEqual(res.events, [.next(230, [1, 10, 100]), .error(250, TestError.boom)])
    XCTAssertEqual(zs.subscriptions, [Subscription(200, 250)])

    let disposed = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
      Observable.zip(xs, ys, zs) { $0 + $1 + $2 }
    }
    XCTAssertEqual(disposed.events, [])
    XCTAssertEqual(zs.subscriptions, [Subscription(200, 250), Subscription(1200, 1300)])
  }

  func test_zipArray_pairsElementsAsArrays() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .completed(300)])
    let res = scheduler.start { Observable.zip([xs, ys]) }
    XCTAssertEqual(res.events, [.next(220, [1, 10]), .next(240, [2, 20]), .completed(300)])
  }

  // MARK: withLatestFrom

  func test_withLatestFrom_emitsLatestOfSecondForEachElementOfFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(230, 2), .next(250, 3), .next(260, 4), .completed(300),
    ])
    let ys = scheduler.createHotObservable([
      .next(220, "a"), .next(240, "b"), .completed(245),
    ])
    let res = scheduler.start { xs.withLatestFrom(ys) }
    XCTAssertEqual(
      res.events, [.next(230, "a"), .next(250, "b"), .next(260, "b"), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
  }

  func test_withLatestFrom_resultSelectorCombinesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, "a")])
    let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [.next(230, "2a"), .completed(300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
  }

  func test_withLatestFrom_errorOfEitherSourceEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 2), .next(260, 3)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .error(240, TestError.boom)])
    let res = scheduler.start { xs.withLatestFrom(ys) }
    XCTAssertEqual(res.events, [.next(230, "a"), .error(240, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])

    let first = scheduler.createHotObservable([.next(1230, 2), .error(1240, TestError.other(1))])
    let second = scheduler.createHotObservable([.next(1220, "a")])
    let failed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
      first.withLatestFrom(second)
    }
    XCTAssertEqual(failed.events, [.next(1230, "a"), .error(1240, TestError.other(1))])
    XCTAssertEqual(second.subscriptions, [Subscription(1200, 1240)])
  }

  func test_withLatestFrom_errorThrownBySelectorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 1)])
    let res = scheduler.start {
      xs.withLatestFrom(ys) { _, _ -> Int in throw TestError.boom }
    }
    XCTAssertEqual(res.events, [.error(230, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func test_withLatestFrom_disposalDisposesBothSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 2), .next(320, 3)])
    let ys = scheduler.createHotObservable([.next(220, 1)])
    let res = scheduler.start(disposed: 300) { xs.withLatestFrom(ys) }
    XCTAssertEqual(res.events, [.next(230, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
  }

  // MARK: synchronous sources

  func test_combineLatest_synchronousSourcesCombineLastOfFirstWithEachOfSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [.next(200, 12), .next(200, 22), .completed(200)])
  }

  func test_zip_synchronousSourcesPairByIndex() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.zip(Observable.of(1, 2, 3), Observable.of(10, 20)) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [.next(200, 11), .next(200, 22), .completed(200)])
  }

  func test_withLatestFrom_synchronousSecondIsSubscribedFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1, 2).withLatestFrom(Observable.just("a")) }
    XCTAssertEqual(res.events, [.next(200, "a"), .next(200, "a"), .completed(200)])
  }
}

/// Selectors that make an input emit re-entrantly: the re-entrant element is
/// combined after the current one (this used to deadlock on a lock held
/// while the selector ran).
final class CombiningReentrancyTests: XCTestCase {
  func test_combineLatest_selectorThatFeedsAnInput_queuesTheNewElement() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var results: [Int] = []
    let subscription = Observable.combineLatest(first, second) { a, b -> Int in
      if a == 1, b == 10 { first.onNext(2) }
      return a + b
    }
    .subscribe(onNext: { results.append($0) })
    first.onNext(1)
    second.onNext(10)
    XCTAssertEqual(results, [11, 12])
    subscription.dispose()
  }

  func test_zip_observerThatFeedsBothInputs_pairsTheNewElementsNext() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<String>()
    var results: [String] = []
    let subscription = Observable.zip(first, second) { "\($0)\($1)" }
      .subscribe(onNext: { value in
        results.append(value)
        if value == "1a" {
          first.onNext(2)
          second.onNext("b")
        }
      })
    first.onNext(1)
    second.onNext("a")
    XCTAssertEqual(results, ["1a", "2b"])
    subscription.dispose()
  }
}
