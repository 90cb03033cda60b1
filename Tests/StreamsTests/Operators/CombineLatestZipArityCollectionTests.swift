import ReactorTesting
import Streams
import TestSupport
import XCTest

/// RxSwift's completion rules for `combineLatest` and `zip`, the arities up
/// to eight and the collection forms.
final class CombineLatestZipArityCollectionTests: XCTestCase {
  // MARK: zip completion

  func test_zip_emptySourceWithNeverEndingOther_neverCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let never = scheduler.createHotObservable([.next(150, 1)])
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let res = scheduler.start { Observable.zip(never, empty) { $0 + $1 } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
  }

  func test_zip_emptySourceThenOtherEmitsAndCompletes_completesWithOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let other = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
    let res = scheduler.start { Observable.zip(empty, other) { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
  }

  func test_zip_leftCompletesFirst_completesWhenRightCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
    let right = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])
    let res = scheduler.start { Observable.zip(left, right) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(215, 6), .completed(225)])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 225)])
  }

  // MARK: combineLatest completion

  func test_combineLatest_emptySourceThenOtherEmits_completesAtThatElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let other = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
    let res = scheduler.start { Observable.combineLatest(empty, other).map { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(215)])
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 215)])
  }

  func test_combineLatest_emptySourceWithNeverEndingOther_neverCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let never = scheduler.createHotObservable([.next(150, 1)])
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let res = scheduler.start { Observable.combineLatest(never, empty) { $0 + $1 } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
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

  func test_zip3_tupleFormPairsByIndexAndCompletesWhenAllCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
    let b = scheduler.createHotObservable([.next(220, "x"), .next(245, "y"), .completed(260)])
    let c = scheduler.createHotObservable([.next(230, 10), .completed(270)])
    let res = scheduler.start { Observable.zip(a, b, c).map { "\($0)\($1)\($2)" } }
    XCTAssertEqual(res.events, [.next(230, "1x10"), .completed(270)])
  }

  func test_zip3_completesOnlyWhenTheLastSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 5), .completed(220)])
    let e1 = scheduler.createHotObservable([
      .next(150, 1), .next(210, 5), .next(220, 6), .completed(230),
    ])
    let e2 = scheduler.createHotObservable([
      .next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .completed(240),
    ])
    let res = scheduler.start {
      Observable.zip(e0, e1, e2).map { (a0: Int, a1: Int, a2: Int) -> Int in a0 + a1 + a2 }
    }
    XCTAssertEqual(res.events, [.next(210, 15), .completed(240)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(e2.subscriptions, [Subscription(200, 240)])
  }

  func test_zip8_pairsTheNthElementsOfEightSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (1...8).map { index in
      scheduler.createHotObservable([
        .next(200 + index, index), .next(300 + index, 10 * index), .completed(400 + index),
      ])
    }
    let res = scheduler.start {
      Observable.zip(
        sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6],
        sources[7]
      )
      .map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 + $0.6 + $0.7 }
    }
    XCTAssertEqual(res.events, [.next(208, 36), .next(308, 360), .completed(408)])
  }

  func test_zip8_selectorErrorEndsSequenceAndDisposesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let res = scheduler.start {
      Observable.zip(xs, xs, xs, xs, xs, xs, xs, xs) { a, _, _, _, _, _, _, h -> Int in
        if a == 2 { throw TestError.boom }
        return a + h
      }
    }
    XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, Array(repeating: Subscription(200, 220), count: 8))
  }

  // MARK: collections

  func test_combineLatestCollection_asymmetricSourcesCompleteWhenAllCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(270)])
    let e1 = scheduler.createHotObservable([
      .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
    ])
    let e2 = scheduler.createHotObservable([
      .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
    ])
    let res = scheduler.start { Observable<Int>.combineLatest([e0, e1, e2]) }
    XCTAssertEqual(
      res.events,
      [
        .next(230, [1, 2, 3]), .next(240, [1, 5, 3]), .next(250, [4, 5, 3]),
        .next(260, [4, 5, 6]), .next(280, [4, 5, 8]), .next(290, [4, 7, 8]),
        .next(310, [4, 9, 8]), .completed(410),
      ])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 270)])
    XCTAssertEqual(e2.subscriptions, [Subscription(200, 300)])
  }

  func test_combineLatestCollection_sourcesThatNeverEmittedCompleted_endsAtNextElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .completed(260)])
    let e2 = scheduler.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)])
    let res = scheduler.start {
      Observable.combineLatest([e0, e1, e2].map { $0.asObservable() }) { _ in 42 }
    }
    XCTAssertEqual(res.events, [.completed(500)])
    XCTAssertEqual(e2.subscriptions, [Subscription(200, 500)])
  }

  func test_combineLatestCollection_emptyCollectionEmitsSelectorResultAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.combineLatest([Observable<Int>]()) { $0.reduce(0, +) }
    }
    XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
  }

  func test_combineLatestCollection_selectorErrorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let e1 = scheduler.createHotObservable([.next(220, 10)])
    let res = scheduler.start {
      Observable.combineLatest([e0, e1]) { values -> Int in
        if values[0] == 2 { throw TestError.boom }
        return values.reduce(0, +)
      }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError.boom)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
  }

  func test_zipCollection_elementThatCanNeverBePaired_endsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(270)])
    let e1 = scheduler.createHotObservable([
      .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
    ])
    let e2 = scheduler.createHotObservable([
      .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
    ])
    let res = scheduler.start { Observable<Int>.zip([e0, e1, e2]) }
    XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 270)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 310)])
    XCTAssertEqual(e2.subscriptions, [Subscription(200, 300)])
  }

  func test_zipCollection_emptyCollectionCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.zip([Observable<Int>]()) { $0.reduce(0, +) } }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func test_zipCollection_selectorErrorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let e1 = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
    let res = scheduler.start {
      Observable.zip([e0, e1]) { values -> Int in
        if values[0] == 2 { throw TestError.boom }
        return values.reduce(0, +)
      }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .error(240, TestError.boom)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 240)])
  }
}
