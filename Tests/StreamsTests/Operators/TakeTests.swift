import ReactorTesting
import Streams
import TestSupport
import XCTest

final class TakeTests: XCTestCase {
  // MARK: take(for:scheduler:)

  func test_takeFor_completesWhenTheDurationIsUp() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)]) {
      xs, scheduler in xs.take(for: .seconds(25), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 225)])
  }

  func test_takeFor_sourceEndingFirst_isForwarded() {
    let res = runOverHot([.next(210, 1), .error(220, TestError.boom)]) { xs, scheduler in
      xs.take(for: .seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_takeFor_zeroDuration_completesAtTheFirstTick() {
    let res = runOverHot([.next(210, 1), .completed(230)]) { xs, scheduler in
      xs.take(for: .seconds(0), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.completed(201)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 201)])
  }

  // MARK: take(_:)

  func test_take_emitsFirstElementsThenCompletesAndUnsubscribes() {
    let res = runOverHot([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ]) { xs, _ in xs.take(2) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_take_moreThanAvailableCompletesWithSource() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in xs.take(5) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_take_zeroCompletesAtOnceWithoutSubscribing() {
    let res = runOverHot([.next(210, 1), .completed(300)]) { xs, _ in xs.take(0) }
    XCTAssertEqual(res.events, [.completed(200)])
    XCTAssertEqual(res.subscriptions, [])
  }

  func test_take_forwardsErrorBeforeCountReached() {
    let res = runOverHot([.next(210, 1), .error(220, TestError.boom)]) { xs, _ in xs.take(3) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_take_disposalUnsubscribesFromSource() {
    let res = runOverHot([.next(210, 1), .next(320, 2)], disposed: 300) { xs, _ in xs.take(3) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_take_stopsEndlessSynchronousSequence() {
    let res = startOnNewScheduler { _ in Observable.from(1...).take(3) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
  }

  // MARK: take(while:)

  func test_takeWhile_completesAtFirstElementFailingPredicate() {
    let res = runOverHot([
      .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
    ]) { xs, _ in xs.take(while: { $0 < 3 }) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
  }

  func test_takeWhile_inclusiveAlsoEmitsDecidingElement() {
    let res = runOverHot([.next(210, 1), .next(230, 5), .completed(300)]) { xs, _ in
      xs.take(while: { $0 < 3 }, behavior: .inclusive)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 5), .completed(230)])
  }

  func test_takeWhile_forwardsSourceCompletion() {
    let res = runOverHot([.next(210, 1), .completed(250)]) { xs, _ in
      xs.take(while: { $0 < 3 })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
  }

  func test_takeWhile_forwardsSourceError() {
    let res = runOverHot([.next(210, 1), .error(250, TestError.boom)]) { xs, _ in
      xs.take(while: { $0 < 3 })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
  }

  func test_takeWhile_errorThrownByPredicateEndsSequence() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.take(while: trueOrThrow(failingOn: 2))
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_takeWhile_disposalUnsubscribesFromSource() {
    let res = runOverHot([.next(210, 1), .next(320, 2)], disposed: 300) { xs, _ in
      xs.take(while: { $0 < 3 })
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  // MARK: take(until:) predicate

  func test_takeUntilPredicate_completesAtFirstElementMatchingPredicate() {
    let exclusive = runOverHot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]) {
      xs, _ in xs.take(until: { $0 == 2 })
    }
    XCTAssertEqual(exclusive.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(exclusive.subscriptions, [Subscription(200, 220)])
  }

  func test_takeUntilPredicate_inclusiveAlsoEmitsMatchingElement() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]) { xs, _ in
      xs.take(until: { $0 == 2 }, behavior: .inclusive)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
  }

  func test_takeUntilPredicate_forwardsErrorAndPredicateError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(hot: [.next(210, 1), .error(220, TestError.boom)]) { xs in
      xs.take(until: { $0 == 5 })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])

    let ys = scheduler.createHotObservable([.next(1210, 1), .completed(1300)])
    let thrown = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
      ys.take(until: { _ -> Bool in throw TestError.other(7) })
    }
    XCTAssertEqual(thrown.events, [.error(1210, TestError.other(7))])
    XCTAssertEqual(ys.subscriptions, [Subscription(1200, 1210)])
  }

  // MARK: take(until:) other sequence

  func test_takeUntilOther_completesWhenOtherEmitsAndUnsubscribesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let trigger = scheduler.createHotObservable([.next(230, "stop"), .completed(260)])
    let res = scheduler.run(hot: [.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)]) {
      xs in xs.take(until: trigger)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(trigger.subscriptions, [Subscription(200, 230)])
  }

  func test_takeUntilOther_otherCompletingWithoutElementsChangesNothing() {
    let res = runOver(
      .hot([.next(210, 1), .next(240, 3), .completed(300)]),
      and: .hot([.completed(220, String.self)])
    ) { xs, trigger, _ in
      xs.take(until: trigger)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .completed(300)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 220)])
  }

  func test_takeUntilOther_errorOfOtherEndsSequence() {
    let res = runOver(
      .hot([.next(210, 1), .next(240, 3), .completed(300)]),
      and: .hot([.error(220, TestError.boom, String.self)])
    ) { xs, trigger, _ in
      xs.take(until: trigger)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_takeUntilOther_sourceErrorAndCompletionDisposeOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let trigger = scheduler.createHotObservable([.next(400, "stop")])
    let res = scheduler.run(hot: [.next(210, 1), .error(250, TestError.boom)]) { xs in
      xs.take(until: trigger)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError.boom)])
    XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])

    let ys = scheduler.createHotObservable([.completed(1250, Int.self)])
    let other = scheduler.createHotObservable([.next(1400, "stop")])
    let completed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
      ys.take(until: other)
    }
    XCTAssertEqual(completed.events, [.completed(1250)])
    XCTAssertEqual(other.subscriptions, [Subscription(1200, 1250)])
  }

  func test_takeUntilOther_disposalUnsubscribesSourceAndOther() {
    let res = runOver(
      .hot([.next(210, 1), .next(320, 2)]), and: .hot([.next(400, "stop")]), disposed: 300
    ) { xs, trigger, _ in
      xs.take(until: trigger)
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 300)])
  }

  func test_takeUntilOther_synchronousTriggerCompletesAtOnce() {
    let res = runOverHot([.next(210, 1), .completed(300)]) { xs, _ in
      xs.take(until: Observable.just(()))
    }
    XCTAssertEqual(res.events, [.completed(200)])
  }
}
