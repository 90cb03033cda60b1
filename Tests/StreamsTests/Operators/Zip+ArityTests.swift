import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ZipArityTests: XCTestCase {
  // MARK: zip completion

  func test_zip_emptySourceWithNeverEndingOther_neverCompletes() {
    let res = runOver(.hot([.next(150, 1)]), and: .hot([.next(150, 1), .completed(210)])) {
      never, empty, _ in Observable.zip(never, empty) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 210)])
  }

  func test_zip_emptySourceThenOtherEmitsAndCompletes_completesWithOther() {
    let res = runOver(
      .hot([.next(150, 1), .completed(210)]),
      and: .hot([.next(150, 1), .next(215, 2), .completed(220)])
    ) { empty, other, _ in Observable.zip(empty, other) { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 220)])
  }

  func test_zip_leftCompletesFirst_completesWhenRightCompletes() {
    let res = runOver(
      .hot([.next(150, 1), .next(210, 2), .completed(220)]),
      and: .hot([.next(150, 1), .next(215, 4), .completed(225)])
    ) { left, right, _ in Observable.zip(left, right) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(215, 6), .completed(225)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 225)])
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

  // MARK: zip

  func test_zip_pairsElementsByIndex() {
    let res = runOver(
      .hot([
        .next(210, 1), .next(220, 2), .next(230, 3), .completed(400),
      ]),
      and: .hot([
        .next(215, "a"), .next(250, "b"), .next(260, "c"), .completed(300),
      ])
    ) { xs, ys, _ in Observable.zip(xs, ys) { "\($0)\($1)" } }
    XCTAssertEqual(
      res.events, [.next(215, "1a"), .next(250, "2b"), .next(260, "3c"), .completed(400)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 300)])
  }

  func test_zip_keepsRunningUntilEverySourceCompleted() {
    let res = runOver(
      .hot([.next(210, 1), .next(220, 2), .completed(230)]),
      and: .hot([.next(240, 10), .next(250, 20), .next(260, 30)])
    ) { xs, ys, _ in Observable.zip(xs, ys).map { $0.0 + $0.1 } }
    XCTAssertEqual(res.events, [.next(240, 11), .next(250, 22)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 1000)])
  }

  func test_zip_errorOfEitherSourceEndsSequence() {
    let res = runOver(
      .hot([.next(210, 1), .next(220, 2)]),
      and: .hot([.next(215, 10), .error(230, TestError.boom)])
    ) { xs, ys, _ in Observable.zip(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(215, 11), .error(230, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 230)])
  }

  func test_zip_errorThrownBySelectorEndsSequence() {
    let res = runOver(
      .hot([.next(210, 1), .next(220, 2)]), and: .hot([.next(215, 10), .next(225, 20)])
    ) { xs, ys, _ in
      Observable.zip(xs, ys) { x, _ -> Int in
        if x == 2 { throw TestError.boom }
        return x
      }
    }
    XCTAssertEqual(res.events, [.next(215, 1), .error(225, TestError.boom)])
  }

  func test_zip_disposalDisposesBothSources() {
    let res = runSummingTwoSourcesDisposedAt300 { Observable.zip($0, $1) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(220, 11)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 300)])
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

  func test_zip_synchronousSourcesPairByIndex() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.zip(Observable.of(1, 2, 3), Observable.of(10, 20)) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [.next(200, 11), .next(200, 22), .completed(200)])
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

  func test_zipKeepsEachSourcesOwnElementType() {
    let scheduler = TestScheduler(initialClock: 0)
    let numbers = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let names = scheduler.createHotObservable([.next(215, "a"), .next(230, "b"), .completed(310)])
    let flags = scheduler.createHotObservable([
      .next(240, true), .next(250, false), .completed(320),
    ])
    let res = scheduler.start {
      Observable.zip(numbers, names, flags) { "\($0)\($1)\($2)" }
    }
    XCTAssertEqual(res.events, [.next(240, "1atrue"), .next(250, "2bfalse"), .completed(320)])
  }

  func test_zipTupleFormOfEightSourcesPairsTheirNthElements() {
    let subjects = (0..<8).map { _ in PublishSubject<Int>() }
    var tuples: [String] = []
    let subscription = Observable.zip(
      subjects[0], subjects[1], subjects[2], subjects[3], subjects[4], subjects[5], subjects[6],
      subjects[7]
    )
    .map { "\($0.0)\($0.1)\($0.2)\($0.3)\($0.4)\($0.5)\($0.6)\($0.7)" }
    .subscribe(onNext: { tuples.append($0) })
    for round in 1...2 {
      for subject in subjects { subject.onNext(round) }
    }
    XCTAssertEqual(tuples, ["11111111", "22222222"])
    subscription.dispose()
  }
}
