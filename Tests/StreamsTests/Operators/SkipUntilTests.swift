import ReactorTesting
import Streams
import TestSupport
import XCTest

final class SkipUntilTests: XCTestCase {
  func test_skipUntilForwardsElementsAfterTheOtherSequenceEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(230, 2), .next(250, 3), .completed(300),
    ])
    let other = scheduler.createHotObservable([.next(225, "go"), .completed(400)])
    let res = scheduler.start { xs.skip(until: other) }
    XCTAssertEqual(res.events, [.next(230, 2), .next(250, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
  }

  func test_skipUntilOtherErrorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let other = scheduler.createHotObservable([Recorded<Event<Int>>.error(225, TestError.boom)])
    let res = scheduler.start { xs.skip(until: other) }
    XCTAssertEqual(res.events, [.error(225, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }

  func test_skipUntilOtherCompletingEmptyKeepsTheSequenceSilent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
    let other = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
    let res = scheduler.start { xs.skip(until: other) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
  }

  func test_skipUntilSourceCompletingFirstEndsWithoutCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let other = scheduler.createHotObservable([.next(300, 0)])
    let res = scheduler.start { xs.skip(until: other) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
  }

  func test_skipUntilForwardsSourceErrorBeforeTheOtherEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let other = scheduler.createHotObservable([.next(300, 0)])
    let res = scheduler.start { xs.skip(until: other) }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
  }
}
