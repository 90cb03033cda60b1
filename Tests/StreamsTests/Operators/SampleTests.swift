import ReactorTesting
import Streams
import TestSupport
import XCTest

final class SampleTests: XCTestCase {
  private func sources(_ scheduler: TestScheduler, samplerEnd: Recorded<Event<String>>) -> (
    TestableObservable<Int>, TestableObservable<String>
  ) {
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
      .completed(400),
    ])
    let ys = scheduler.createHotObservable([
      .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"),
      .next(320, "baz"), samplerEnd,
    ])
    return (xs, ys)
  }

  func test_sample_emitsLatestElementAtEachTickAndCompletesAtTheTickAfterSourceEnded() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys) = sources(scheduler, samplerEnd: .completed(500))
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
  }

  func test_sample_defaultValueFillsTicksWithoutNewElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys) = sources(scheduler, samplerEnd: .completed(500))
    let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
    XCTAssertEqual(
      res.events,
      [
        .next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0),
        .completed(500),
      ])
  }

  func test_sample_samplerErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys) = sources(scheduler, samplerEnd: .error(320, TestError.boom))
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .error(320, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
  }

  func test_sample_sourceErrorIsForwardedAtOnce() {
    let res = runOver(
      .hot([.next(220, 2), .error(300, TestError.boom)]),
      and: .hot([.next(250, "a"), .next(350, "b")])
    ) { xs, ys, _ in xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(250, 2), .error(300, TestError.boom)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 300)])
  }

  func test_sample_samplerCompletionEmitsTheLatestElementWithoutCompleting() {
    let res = runOver(.hot([.next(220, 2)]), and: .hot([Recorded<Event<String>>.completed(300)])) {
      xs, ys, _ in xs.sample(ys)
    }
    XCTAssertEqual(res.events, [.next(300, 2)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 1000)])
  }
}
