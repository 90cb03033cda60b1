import ReactorTesting
import Streams
import TestSupport
import XCTest

final class CombineLatestCollectionTests: XCTestCase {
  // MARK: collections

  func test_combineLatestCollection_asymmetricSourcesCompleteWhenAllCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = asymmetricSources(scheduler)
    let (e0, e1, e2) = (sources[0], sources[1], sources[2])
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
    let res = runOver(.hot([.next(210, 1), .next(230, 2)]), and: .hot([.next(220, 10)])) {
      e0, e1, _ in
      Observable.combineLatest([e0, e1]) { try sumFailingOnTwo($0) }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError.boom)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 230)])
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
    let res = runOver(
      .hot([.next(210, 1), .next(320, 2)]), and: .hot([.next(220, 10), .next(330, 20)]),
      disposed: 300
    ) { xs, ys, _ in
      Observable.combineLatest([xs, ys]) { $0.reduce(0, +) }
    }
    XCTAssertEqual(res.events, [.next(220, 11)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 300)])
  }

  func test_combineLatestArray_emptyEmitsEmptyArrayAndCompletesAtOnce() {
    let res = startOnNewScheduler { _ in Observable.combineLatest([Observable<Int>]()) }
    XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
  }
}
