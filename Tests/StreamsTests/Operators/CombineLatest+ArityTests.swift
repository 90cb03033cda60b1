import Dispatch
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class CombineLatestArityTests: XCTestCase {
  // MARK: combineLatest completion

  func test_combineLatest_emptySourceThenOtherEmits_completesAtThatElement() {
    let res = runOver(
      .hot([.next(150, 1), .completed(210)]),
      and: .hot([.next(150, 1), .next(215, 2), .completed(220)])
    ) { empty, other, _ in Observable.combineLatest(empty, other).map { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(215)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 215)])
  }

  func test_combineLatest_emptySourceWithNeverEndingOther_neverCompletes() {
    let res = runOver(.hot([.next(150, 1)]), and: .hot([.next(150, 1), .completed(210)])) {
      never, empty, _ in Observable.combineLatest(never, empty) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 1000)])
  }

  // MARK: arities

  func test_combineLatest3_tupleFormCombinesLatestOfEach() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, "x"), .completed(310)])
    let c = scheduler.createHotObservable([.next(230, true), .completed(320)])
    let res = scheduler.start {
      Observable.combineLatest(a, b, c).map { "\($0)\($1)\($2)" }
    }
    XCTAssertEqual(
      res.events, [.next(230, "1xtrue"), .next(240, "2xtrue"), .completed(320)])
  }

  func test_combineLatest8_emitsOnceAllEightHaveEmittedThenOnEveryElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (1...7).map { index in
      scheduler.createHotObservable([
        .next(200 + 10 * index, index), .completed(400 + index),
      ])
    }
    let last = scheduler.createHotObservable([.next(210, 100), .next(300, 200), .completed(500)])
    let res = scheduler.start {
      Observable.combineLatest(
        sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6],
        last
      ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    }
    XCTAssertEqual(res.events, [.next(270, 128), .next(300, 228), .completed(500)])
    XCTAssertEqual(last.subscriptions, [Subscription(200, 500)])
  }

  func test_combineLatest8_tupleFormAndSelectorErrorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let res = scheduler.start {
      Observable.combineLatest(xs, xs, xs, xs, xs, xs, xs, xs)
        .map { values -> Int in
          if values.0 == 2 { throw TestError.boom }
          return values.0 + values.7
        }
    }
    XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, Array(repeating: Subscription(200, 220), count: 8))
  }

  // MARK: combineLatest (2)

  func test_combineLatest_emitsOnEveryElementOnceBothHaveEmitted() {
    let res = runOver(
      .hot([
        .next(150, 0), .next(210, 1), .next(230, 2), .next(250, 3), .completed(300),
      ]),
      and: .hot([
        .next(220, "a"), .next(240, "b"), .completed(260),
      ])
    ) { xs, ys, _ in Observable.combineLatest(xs, ys) { "\($0)\($1)" } }
    XCTAssertEqual(
      res.events,
      [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .next(250, "3b"), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 260)])
  }

  func test_combineLatest_tupleOverloadPairsLatestElements() {
    let res = runOver(
      .hot([.next(210, 1), .next(230, 2), .completed(300)]),
      and: .hot([.next(220, 10), .completed(260)])
    ) { xs, ys, _ in
      Observable.combineLatest(xs, ys).map { [$0.0, $0.1] }
    }
    XCTAssertEqual(res.events, [.next(220, [1, 10]), .next(230, [2, 10]), .completed(300)])
  }

  func test_combineLatest_errorOfEitherSourceEndsSequenceAndDisposesBoth() {
    let res = runOver(
      .hot([.next(210, 1), .next(230, 2)]),
      and: .hot([.next(220, 10), .error(240, TestError.boom)])
    ) { xs, ys, _ in Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .error(240, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 240)])
  }

  func test_combineLatest_sourceCompletingWithoutElementsEndsSequenceAtNextElement() {
    let res = runOver(
      .hot([.next(210, 1), .next(230, 2), .completed(300)]), and: .hot([.completed(220, Int.self)])
    ) { xs, ys, _ in Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(230)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
  }

  func test_combineLatest_errorThrownBySelectorEndsSequence() {
    let res = runOver(
      .hot([.next(210, 1), .next(230, 2), .completed(300)]),
      and: .hot([.next(220, 10), .completed(260)])
    ) { xs, ys, _ in
      Observable.combineLatest(xs, ys) { x, y -> Int in
        if x == 2 { throw TestError.boom }
        return x + y
      }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 230)])
  }

  func test_combineLatest_disposalDisposesBothSources() {
    let res = runSummingTwoSourcesDisposedAt300 { Observable.combineLatest($0, $1) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(220, 11)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 300)])
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

  // MARK: synchronous sources

  func test_combineLatest_synchronousSourcesCombineLastOfFirstWithEachOfSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [.next(200, 12), .next(200, 22), .completed(200)])
  }

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

  func test_combineLatestOfNineSourcesCombinesTheLatestOfEach() {
    let subjects = (1...9).map { _ in PublishSubject<Int>() }
    var sums: [Int] = []
    let subscription = Observable.combineLatest(
      subjects[0], subjects[1], subjects[2], subjects[3], subjects[4], subjects[5], subjects[6],
      subjects[7], subjects[8]
    ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8 }
    .subscribe(onNext: { sums.append($0) })
    for (index, subject) in subjects.enumerated() { subject.onNext(index + 1) }
    subjects[8].onNext(100)
    XCTAssertEqual(sums, [45, 136])
    subscription.dispose()
  }

  func test_combineLatest_fromTwoThreads_lastResultCombinesBothLastElements() {
    let count = 20_000
    for _ in 0..<5 {
      let first = PublishSubject<Int>()
      let second = PublishSubject<Int>()
      let lock = NSLock()
      var last: (Int, Int)?
      var overlapping = false
      var inside = false
      let subscription = Observable.combineLatest(first, second)
        .subscribe(onNext: { pair in
          lock.lock()
          if inside { overlapping = true }
          inside = true
          lock.unlock()
          last = pair
          lock.lock()
          inside = false
          lock.unlock()
        })
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        let subject = index == 0 ? first : second
        for value in 1...count { subject.onNext(value) }
      }
      XCTAssertFalse(overlapping, "two results were delivered at once")
      XCTAssertEqual(last?.0, count)
      XCTAssertEqual(last?.1, count)
      subscription.dispose()
    }
  }
}
