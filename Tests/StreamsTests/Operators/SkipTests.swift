import ReactorTesting
import Streams
import TestSupport
import XCTest

final class SkipTests: XCTestCase {
  // MARK: skip(_:scheduler:)

  func test_skipDuration_dropsElementsBeforeTheDurationIsUp() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(230)]) { xs, scheduler in
      xs.skip(.seconds(15), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(220, 2), .completed(230)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
  }

  func test_skipDuration_terminalEventBeforeTheDurationIsUp_isForwarded() {
    let res = runOverHot([.next(210, 1), .error(220, TestError.boom)]) { xs, scheduler in
      xs.skip(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.error(220, TestError.boom)])
  }

  func test_skipUntilForwardsElementsAfterTheOtherSequenceEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let other = scheduler.createHotObservable([.next(225, "go"), .completed(400)])
    let res = scheduler.run(hot: [.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)]) {
      xs in xs.skip(until: other)
    }
    XCTAssertEqual(res.events, [.next(230, 2), .next(250, 3), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
  }

  func test_skipUntilOtherErrorEndsTheSequence() {
    let res = runOver(
      .hot([.next(210, 1), .next(230, 2), .completed(300)]),
      and: .hot([Recorded<Event<Int>>.error(225, TestError.boom)])
    ) { xs, other, _ in
      xs.skip(until: other)
    }
    XCTAssertEqual(res.events, [.error(225, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 225)])
  }

  func test_skipUntilOtherCompletingEmptyKeepsTheSequenceSilent() {
    let res = runOver(
      .hot([.next(210, 1), .next(260, 2), .completed(300)]),
      and: .hot([Recorded<Event<Int>>.completed(220)])
    ) { xs, other, _ in
      xs.skip(until: other)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 220)])
  }

  func test_skipUntilSourceCompletingFirstEndsWithoutCompletion() {
    let res = runOver(.hot([.next(210, 1), .completed(250)]), and: .hot([.next(300, 0)])) {
      xs, other, _ in xs.skip(until: other)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 250)])
  }

  func test_skipUntilForwardsSourceErrorBeforeTheOtherEmits() {
    let res = runOver(
      .hot([.next(210, 1), .error(250, TestError.boom)]), and: .hot([.next(300, 0)])
    ) { xs, other, _ in
      xs.skip(until: other)
    }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 250)])
  }

  // MARK: skip(_:)

  func test_skip_dropsFirstElements() {
    let res = runOverHot([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ]) { xs, _ in xs.skip(2) }
    XCTAssertEqual(res.events, [.next(230, 3), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_skip_moreThanAvailableOnlyCompletes() {
    let res = runOverHot([.next(210, 1), .completed(300)]) { xs, _ in xs.skip(5) }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func test_skip_forwardsErrorWhileSkipping() {
    let res = runOverHot([.next(210, 1), .error(220, TestError.boom)]) { xs, _ in xs.skip(3) }
    XCTAssertEqual(res.events, [.error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_skip_disposalUnsubscribesFromSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(hot: [.next(210, 1), .next(220, 2), .next(320, 3)], disposed: 300) {
      xs in xs.skip(1)
    }
    XCTAssertEqual(res.events, [.next(220, 2)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  // MARK: skip(while:)

  func test_skipWhile_dropsElementsUntilPredicateFailsThenEmitsEverything() {
    let res = runOverHot([
      .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
    ]) { xs, _ in xs.skip(while: { $0 < 3 }) }
    XCTAssertEqual(res.events, [.next(230, 5), .next(240, 1), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_skipWhile_forwardsError() {
    let res = runOverHot([.next(210, 1), .error(220, TestError.boom)]) { xs, _ in
      xs.skip(while: { $0 < 3 })
    }
    XCTAssertEqual(res.events, [.error(220, TestError.boom)])
  }

  func test_skipWhile_errorThrownByPredicateEndsSequence() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.skip(while: trueOrThrow(failingOn: 2))
    }
    XCTAssertEqual(res.events, [.error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_skipWhile_predicateNotCalledAfterItFailedOnce() {
    let calls = CallCounter()
    let res = runOverHot(
      [.next(210, 1), .next(220, 5), .next(230, 1), .next(240, 2)], disposed: 300
    ) { xs, _ in
      xs.skip(while: { calls.counting($0 < 3) })
    }
    XCTAssertEqual(res.events, [.next(220, 5), .next(230, 1), .next(240, 2)])
    XCTAssertEqual(calls.count, 2)
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }
}
