import ReactorTesting
import Streams
import TestSupport
import XCTest

@testable import Streams

final class ObservableTypePrimitiveSequenceTests: XCTestCase {
  // MARK: first()

  func test_firstTakesTheFirstElementAndDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.first().asObservable() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func test_firstOfAnEmptySequenceEmitsNil() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
    let res = scheduler.start { xs.first().asObservable() }
    XCTAssertEqual(res.events, [.next(300, nil), .completed(300)])
  }

  func test_asSingle_oneElementSucceedsAtCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.asSingle().asObservable() }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func test_asSingle_noElementFailsWithNoElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
    let res = scheduler.start { xs.asSingle().asObservable() }
    XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
  }

  func test_asSingle_secondElementFailsAtOnceWithMoreThanOneElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { xs.asSingle().asObservable() }
    XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func test_asSingle_errorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.asSingle().asObservable() }
    XCTAssertEqual(res.events, [.error(220, TestError.boom)])
  }

  func test_asMaybe_emptyCompletesAndSecondElementFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
    let res = scheduler.start { empty.asMaybe().asObservable() }
    XCTAssertEqual(res.events, [.completed(250)])

    let other = TestScheduler(initialClock: 0)
    let two = other.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let failed = other.start { two.asMaybe().asObservable() }
    XCTAssertEqual(failed.events, [.error(220, RxError.moreThanOneElement)])
    XCTAssertEqual(two.subscriptions, [Subscription(200, 220)])
  }

  func test_asMaybe_oneElementSucceedsAtCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.asMaybe().asObservable() }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
  }

  func test_asCompletable_afterIgnoreElementsForwardsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { xs.ignoreElements().asCompletable().asObservable() }
    XCTAssertEqual(res.events, [.completed(250)])
  }

  func test_first_emitsFirstElementOrNil() {
    XCTAssertEqual(
      SingleTests.events(Observable.of(1, 2).first().asObservable()), [.next(1), .completed])
    XCTAssertEqual(
      SingleTests.events(Observable<Int>.empty().first().asObservable()),
      [.next(nil), .completed])
  }

  func test_contractErrors_describeWhatWasWrong() {
    XCTAssertTrue(RxError.noElements.debugDescription.contains("doesn't contain any elements"))
    XCTAssertTrue(RxError.moreThanOneElement.debugDescription.contains("more than one element"))
  }

  func test_asCompletable_ofAColdObservableOfACompletionInfersNeverAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let completable = scheduler.createColdObservable([.completed(20)]).asCompletable()
    let res = scheduler.start { completable }
    XCTAssertEqual(res.events, [.completed(220)])
  }

  func test_asCompletable_subscribesTheSourceOnceAndEndsWithIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(20, Never.self)])
    let res = scheduler.start { xs.asCompletable() }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func test_asCompletable_forwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      scheduler.createColdObservable([.error(30, TestError.boom)]).asCompletable()
    }
    XCTAssertEqual(res.events, [.error(230, TestError.boom)])
  }

  func test_asCompletable_ofAHotObservableOfNever() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      scheduler.createHotObservable([.completed(150), .completed(250)]).asCompletable()
    }
    XCTAssertEqual(res.events, [.completed(250)])
  }

  func test_asCompletable_deliversCompletableEvents() {
    var events: [CompletableEvent] = []
    _ = Observable<Never>.empty().asCompletable().subscribe { events.append($0) }
    _ = Observable<Never>.error(TestError.boom).asCompletable().subscribe { events.append($0) }
    XCTAssertEqual(events, [.completed, .error(TestError.boom)])
  }

  func test_asCompletable_afterIgnoreElementsOfAnyObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
    let res = scheduler.start { xs.ignoreElements().asCompletable() }
    XCTAssertEqual(res.events, [.completed(240)])
  }
}
