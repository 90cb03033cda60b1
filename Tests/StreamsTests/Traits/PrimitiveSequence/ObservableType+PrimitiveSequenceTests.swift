import ReactorTesting
import Streams
import TestSupport
import XCTest

@testable import Streams

final class ObservableTypePrimitiveSequenceTests: XCTestCase {
  // MARK: first()

  func test_firstTakesTheFirstElementAndDisposesTheSource() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.first().asObservable()
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 210)])
  }

  func test_firstOfAnEmptySequenceEmitsNil() {
    let res = runOverHot([Recorded<Event<Int>>.completed(300)]) { xs, _ in
      xs.first().asObservable()
    }
    XCTAssertEqual(res.events, [.next(300, nil), .completed(300)])
  }

  func test_asSingle_oneElementSucceedsAtCompletion() {
    let res = runOverHot([.next(210, 1), .completed(250)]) { xs, _ in
      xs.asSingle().asObservable()
    }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
  }

  func test_asSingle_noElementFailsWithNoElements() {
    let res = runOverHot([Recorded<Event<Int>>.completed(250)]) { xs, _ in
      xs.asSingle().asObservable()
    }
    XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
  }

  func test_asSingle_secondElementFailsAtOnceWithMoreThanOneElement() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(250)]) { xs, _ in
      xs.asSingle().asObservable()
    }
    XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_asSingle_errorIsForwarded() {
    let res = runOverHot([.next(210, 1), .error(220, TestError.boom)]) { xs, _ in
      xs.asSingle().asObservable()
    }
    XCTAssertEqual(res.events, [.error(220, TestError.boom)])
  }

  func test_asMaybe_emptyCompletesAndSecondElementFails() {
    let res = runOverHot([Recorded<Event<Int>>.completed(250)]) { empty, _ in
      empty.asMaybe().asObservable()
    }
    XCTAssertEqual(res.events, [.completed(250)])

    let other = TestScheduler(initialClock: 0)
    let two = other.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let failed = other.start { two.asMaybe().asObservable() }
    XCTAssertEqual(failed.events, [.error(220, RxError.moreThanOneElement)])
    XCTAssertEqual(two.subscriptions, [Subscription(200, 220)])
  }

  func test_asMaybe_oneElementSucceedsAtCompletion() {
    let res = runOverHot([.next(210, 1), .completed(250)]) { xs, _ in
      xs.asMaybe().asObservable()
    }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
  }

  func test_asCompletable_afterIgnoreElementsForwardsCompletion() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(250)]) { xs, _ in
      xs.ignoreElements().asCompletable().asObservable()
    }
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
    let res = scheduler.run(cold: [.completed(20, Never.self)]) { xs in xs.asCompletable() }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_asCompletable_forwardsTheError() {
    let res = startOnNewScheduler { scheduler in
      scheduler.createColdObservable([.error(30, TestError.boom)]).asCompletable()
    }
    XCTAssertEqual(res.events, [.error(230, TestError.boom)])
  }

  func test_asCompletable_ofAHotObservableOfNever() {
    let res = startOnNewScheduler { scheduler in
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
    let res = runOverHot([.next(210, 1), .completed(240)]) { xs, _ in
      xs.ignoreElements().asCompletable()
    }
    XCTAssertEqual(res.events, [.completed(240)])
  }
}
