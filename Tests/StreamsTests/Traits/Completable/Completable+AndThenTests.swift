import ReactorTesting
import Streams
import TestSupport
import XCTest

final class CompletableAndThenTests: XCTestCase {
  func test_completableAndThen_subscribesSecondAfterCompletion() {
    let res = runOver(
      .cold([Recorded<Event<Never>>.completed(30)]), and: .cold([.next(10, 1), .completed(20)])
    ) { first, second, _ in
      first.asCompletable().andThen(second.asSingle()).asObservable()
    }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(230, 250)])
  }

  func test_completableAndThen_errorSkipsSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let second = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start {
      Completable.error(TestError.boom).andThen(second.asObservable())
    }
    XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    XCTAssertEqual(second.subscriptions, [])
  }

  func test_completableAndThen_maybeCompletableAndObservable() {
    XCTAssertEqual(
      SingleTests.events(Completable.empty().andThen(Maybe.just(1)).asObservable()),
      [.next(1), .completed])
    XCTAssertEqual(
      SingleTests.events(Completable.empty().andThen(Completable.empty()).asObservable()),
      [.completed])
    XCTAssertEqual(
      SingleTests.events(Completable.empty().andThen(Observable.of(1, 2))),
      [.next(1), .next(2), .completed])
  }
}
