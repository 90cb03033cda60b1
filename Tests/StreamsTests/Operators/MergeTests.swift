import Dispatch
import Foundation
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import XCTest

final class MergeTests: XCTestCase {
  // MARK: merge

  func test_merge_staticInterleavesEventsOfAllSources() {
    let res = runOver(
      .hot([.next(210, 1), .next(230, 3), .completed(300)]),
      and: .hot([.next(220, 2), .next(240, 4), .completed(250)])
    ) { xs, ys, _ in Observable.merge(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(
      res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 250)])
  }

  func test_merge_ofSynchronousSequencesEmitsThemOneAfterAnother() {
    let res = startOnNewScheduler { _ in Observable<Int>.merge(.of(1, 2), .of(3, 4)) }
    XCTAssertEqual(
      res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .next(200, 4), .completed(200)])
  }

  func test_merge_staticOfCollectionMergesEverySource() {
    let res = runOver(
      .hot([.next(210, 1), .completed(300)]), and: .hot([.next(220, 2), .completed(310)])
    ) { xs, ys, _ in Observable.merge([xs.asObservable(), ys.asObservable()]) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(310)])
  }

  func test_merge_errorOfOneSourceEndsSequenceAndDisposesTheOthers() {
    let res = runOver(
      .hot([.next(210, 1), .next(230, 3), .completed(300)]),
      and: .hot([.next(220, 2), .error(225, TestError.boom)])
    ) { xs, ys, _ in Observable.merge(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(225, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 225)])
  }

  func test_merge_disposalDisposesEverySource() {
    let res = runOver(
      .hot([.next(210, 1), .next(260, 3)]), and: .hot([.next(220, 2), .next(270, 4)]), disposed: 250
    ) { xs, ys, _ in
      Observable.merge(xs.asObservable(), ys.asObservable())
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 250)])
  }

  func test_merge_instanceWithOthersMergesAllSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let zs = scheduler.createHotObservable([.next(230, 3), .completed(260)])
    let res = scheduler.run(hot: [.next(210, 1), .completed(240)]) { xs in
      xs.merge(with: ys.asObservable(), zs.asObservable())
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(260)])
    XCTAssertEqual(zs.subscriptions, [Subscription(200, 260)])
  }

  func test_merge_instanceOnSequenceOfSequencesMergesInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 1), .next(30, 3), .completed(40)])
    let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let res = scheduler.run(hot: [.next(210, ys1), .next(215, ys2), .completed(220)]) { xs in
      xs.merge()
    }
    XCTAssertEqual(res.events, [.next(220, 1), .next(225, 2), .next(240, 3), .completed(250)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(215, 235)])
  }

  func test_merge_instanceOnSequenceOfSequencesForwardsOuterError() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 1), .next(30, 3), .completed(40)])
    let res = scheduler.run(hot: [.next(210, ys1), .error(230, TestError.boom)]) { xs in xs.merge()
    }
    XCTAssertEqual(res.events, [.next(220, 1), .error(230, TestError.boom)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
  }

  // MARK: merge(maxConcurrent:)

  func test_mergeMaxConcurrent_queuesInnerSequencesUntilOneCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
    let b = scheduler.createColdObservable([.next(10, 10), .completed(20)])
    let c = scheduler.createColdObservable([.next(5, 100), .completed(30)])
    let res = scheduler.run(hot: [
      .next(210, a.asObservable()), .next(215, b.asObservable()), .next(220, c.asObservable()),
      .completed(230),
    ]) { outer in outer.merge(maxConcurrent: 2) }
    XCTAssertEqual(
      res.events,
      [.next(220, 1), .next(225, 10), .next(240, 100), .next(250, 2), .completed(265)])
    XCTAssertEqual(a.subscriptions, [Subscription(210, 260)])
    XCTAssertEqual(b.subscriptions, [Subscription(215, 235)])
    XCTAssertEqual(c.subscriptions, [Subscription(235, 265)])
  }

  func test_mergeMaxConcurrent_one_concatenatesInnerSequences() {
    let res = startOnNewScheduler { _ in
      Observable.of(Observable.of(1, 2), Observable.of(3), Observable.of(4, 5))
        .merge(maxConcurrent: 1)
    }
    XCTAssertEqual(
      res.events,
      [.next(200, 1), .next(200, 2), .next(200, 3), .next(200, 4), .next(200, 5), .completed(200)])
  }

  func test_mergeMaxConcurrent_manySynchronousInnerSequences_doNotRecurse() {
    var count = 0
    var completed = false
    let inners = (0..<100_000).map { Observable.just($0) }
    _ = Observable.from(inners).merge(maxConcurrent: 1)
      .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
    XCTAssertEqual(count, 100_000)
    XCTAssertTrue(completed)
  }

  func test_mergeMaxConcurrent_innerErrorEndsSequenceAndDisposesEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .next(60, 2)])
    let b = scheduler.createColdObservable([.error(20, TestError.boom, Int.self)])
    let c = scheduler.createColdObservable([.next(5, 100)])
    let res = scheduler.run(hot: [
      .next(210, a.asObservable()), .next(215, b.asObservable()), .next(220, c.asObservable()),
    ]) { outer in outer.merge(maxConcurrent: 2) }
    XCTAssertEqual(res.events, [.next(220, 1), .error(235, TestError.boom)])
    XCTAssertEqual(a.subscriptions, [Subscription(210, 235)])
    XCTAssertEqual(c.subscriptions, [])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 235)])
  }

  // MARK: Delivery from many threads at once

  func test_merge_subjectsFedFromDifferentThreadsNeverDeliverTwoEventsAtOnce() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let detector = OverlapDetector()
    let counter = PlainCounter()
    _ = Observable.merge(first.asObservable(), second.asObservable()).subscribe(
      onNext: counter.countingDeliveries(checkedBy: detector))
    DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
      let subject = thread.isMultiple(of: 2) ? first : second
      for index in 0..<10_000 { subject.onNext(index) }
    }
    XCTAssertEqual(counter.value, 80_000)
    XCTAssertEqual(detector.overlaps, 0)
  }
}
