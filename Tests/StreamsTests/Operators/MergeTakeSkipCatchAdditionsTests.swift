import ReactorTesting
import Streams
import TestSupport
import XCTest

/// `merge(maxConcurrent:)`, `take(for:scheduler:)`, `skip(_:scheduler:)` and
/// `Observable.catch(sequence:)`.
final class MergeTakeSkipCatchAdditionsTests: XCTestCase {
  // MARK: merge(maxConcurrent:)

  func test_mergeMaxConcurrent_queuesInnerSequencesUntilOneCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
    let b = scheduler.createColdObservable([.next(10, 10), .completed(20)])
    let c = scheduler.createColdObservable([.next(5, 100), .completed(30)])
    let outer = scheduler.createHotObservable([
      .next(210, a.asObservable()), .next(215, b.asObservable()), .next(220, c.asObservable()),
      .completed(230),
    ])
    let res = scheduler.start { outer.merge(maxConcurrent: 2) }
    XCTAssertEqual(
      res.events,
      [.next(220, 1), .next(225, 10), .next(240, 100), .next(250, 2), .completed(265)])
    XCTAssertEqual(a.subscriptions, [Subscription(210, 260)])
    XCTAssertEqual(b.subscriptions, [Subscription(215, 235)])
    XCTAssertEqual(c.subscriptions, [Subscription(235, 265)])
  }

  func test_mergeMaxConcurrent_one_concatenatesInnerSequences() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
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
    let outer = scheduler.createHotObservable([
      .next(210, a.asObservable()), .next(215, b.asObservable()), .next(220, c.asObservable()),
    ])
    let res = scheduler.start { outer.merge(maxConcurrent: 2) }
    XCTAssertEqual(res.events, [.next(220, 1), .error(235, TestError.boom)])
    XCTAssertEqual(a.subscriptions, [Subscription(210, 235)])
    XCTAssertEqual(c.subscriptions, [])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 235)])
  }

  // MARK: take(for:scheduler:)

  func test_takeFor_completesWhenTheDurationIsUp() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }

  func test_takeFor_sourceEndingFirst_isForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func test_takeFor_zeroDuration_completesAtTheFirstTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(201)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
  }

  // MARK: skip(_:scheduler:)

  func test_skipDuration_dropsElementsBeforeTheDurationIsUp() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func test_skipDuration_terminalEventBeforeTheDurationIsUp_isForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(220, TestError.boom)])
  }

  // MARK: Observable.catch(sequence:)

  func test_catchSequence_movesToTheNextSequenceOnEachError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .next(30, 3), .error(40, TestError.boom),
    ])
    let xs2 = scheduler.createColdObservable([
      .next(10, 4), .next(20, 5), .error(30, TestError.boom),
    ])
    let xs3 = scheduler.createColdObservable([
      .next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50),
    ])
    let res = scheduler.start {
      Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
    }
    XCTAssertEqual(
      res.events,
      [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5),
        .next(280, 6), .next(290, 7), .next(300, 8), .next(310, 9), .completed(320),
      ])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(240, 270)])
    XCTAssertEqual(xs3.subscriptions, [Subscription(270, 320)])
  }

  func test_catchSequence_exhausted_endsWithTheLastError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError.boom),
    ])
    let xs2 = scheduler.createHotObservable([.next(150, 1), .error(250, TestError.other(2))])
    let res = scheduler.start { Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() }) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(250, TestError.other(2))])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
  }

  func test_catchSequence_emptySequence_completesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func test_catchSequence_manySynchronousFailures_doNotRecurse() {
    var result: [Int] = []
    let failures = Array(repeating: Observable<Int>.error(TestError.boom), count: 100_000)
    _ = Observable.catch(sequence: failures + [.just(1)]).subscribe(onNext: { result.append($0) })
    XCTAssertEqual(result, [1])
  }
}
