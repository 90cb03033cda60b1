import ReactorTesting
import Streams
import TestSupport
import XCTest

final class MergeConcatTests: XCTestCase {
  // MARK: merge

  func test_merge_staticInterleavesEventsOfAllSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(250)])
    let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(
      res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func test_merge_ofSynchronousSequencesEmitsThemOneAfterAnother() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.merge(.of(1, 2), .of(3, 4)) }
    XCTAssertEqual(
      res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .next(200, 4), .completed(200)])
  }

  func test_merge_staticOfCollectionMergesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 2), .completed(310)])
    let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(310)])
  }

  func test_merge_errorOfOneSourceEndsSequenceAndDisposesTheOthers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 2), .error(225, TestError.boom)])
    let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(225, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
  }

  func test_merge_disposalDisposesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 3)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(270, 4)])
    let res = scheduler.start(disposed: 250) {
      Observable.merge(xs.asObservable(), ys.asObservable())
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func test_merge_instanceWithOthersMergesAllSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
    let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let zs = scheduler.createHotObservable([.next(230, 3), .completed(260)])
    let res = scheduler.start { xs.merge(with: ys.asObservable(), zs.asObservable()) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(260)])
    XCTAssertEqual(zs.subscriptions, [Subscription(200, 260)])
  }

  func test_merge_instanceOnSequenceOfSequencesMergesInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 1), .next(30, 3), .completed(40)])
    let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(220)])
    let res = scheduler.start { xs.merge() }
    XCTAssertEqual(res.events, [.next(220, 1), .next(225, 2), .next(240, 3), .completed(250)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(215, 235)])
  }

  func test_merge_instanceOnSequenceOfSequencesForwardsOuterError() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 1), .next(30, 3), .completed(40)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .error(230, TestError.boom)])
    let res = scheduler.start { xs.merge() }
    XCTAssertEqual(res.events, [.next(220, 1), .error(230, TestError.boom)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
  }

  // MARK: concat

  func test_concat_staticSubscribesSecondOnlyAfterFirstCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let res = scheduler.start { Observable.concat(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
  }

  func test_concat_ofSynchronousSequencesEmitsThemInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.concat([.of(1, 2), .just(3), .empty(), .of(4)]) }
    XCTAssertEqual(
      res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .next(200, 4), .completed(200)])
  }

  func test_concat_errorOfFirstSequenceEndsBeforeSecondIsSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let res = scheduler.start { Observable.concat(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func test_concat_errorOfSecondSequenceIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.boom)])
    let res = scheduler.start { Observable.concat(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .error(240, TestError.boom)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
  }

  func test_concat_disposalDisposesRunningSequenceAndNeverSubscribesTheRest() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
    let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let res = scheduler.start(disposed: 250) {
      Observable.concat(xs.asObservable(), ys.asObservable())
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func test_concat_instanceAppendsSecondSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let res = scheduler.start { xs.concat(ys) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
  }

  func test_concat_instanceOnSequenceOfSequencesConcatenatesInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(300)])
    let res = scheduler.start { xs.concat() }
    XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .completed(300)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(230, 250)])
  }
}
