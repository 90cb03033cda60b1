import Dispatch
import Foundation
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import XCTest

final class RetryTests: XCTestCase {
  // MARK: retry

  func test_retry_resubscribesAfterEveryErrorUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .error(20, TestError.boom)], disposed: 275) { xs in
      xs.retry()
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .next(270, 1)])
    XCTAssertEqual(
      res.subscriptions,
      [
        Subscription(200, 220), Subscription(220, 240), Subscription(240, 260),
        Subscription(260, 275),
      ])
  }

  func test_retry_completionEndsWithoutResubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .completed(20)]) { xs in xs.retry() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_retryCount_forwardsErrorOfLastAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .error(20, TestError.boom)]) { xs in xs.retry(3) }
    XCTAssertEqual(
      res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError.boom)])
    XCTAssertEqual(
      res.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  func test_retryCount_succeedsWhenALaterAttemptCompletes() {
    var attempts = 0
    let source = Observable<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(TestError.other(attempts)) : .of(attempts)
    }
    let res = startOnNewScheduler { _ in source.retry(5) }
    XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    XCTAssertEqual(attempts, 3)
  }

  func test_retryCount_synchronousFailuresStopAfterMaxAttempts() {
    var attempts = 0
    let source = Observable<Int>.deferred {
      attempts += 1
      return .error(TestError.other(attempts))
    }
    let res = startOnNewScheduler { _ in source.retry(4) }
    XCTAssertEqual(res.events, [.error(200, TestError.other(4))])
    XCTAssertEqual(attempts, 4)
  }

  func test_retryCount_disposalUnsubscribesCurrentAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .error(20, TestError.boom)], disposed: 230) { xs in
      xs.retry(3)
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220), Subscription(220, 230)])
  }

  func test_retryWithNoAttemptsCompletesWithoutSubscribing() {
    for attempts in [0, -1, Int.min] {
      let scheduler = TestScheduler(initialClock: 0)
      let res = scheduler.run(cold: [.next(10, 1), .error(20, TestError.boom)]) { xs in
        xs.retry(attempts)
      }
      XCTAssertEqual(res.events, [.completed(200)], "retry(\(attempts))")
      XCTAssertEqual(res.subscriptions, [], "retry(\(attempts))")
    }
  }

  func test_retryWithOneAttemptSubscribesOnceAndForwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .error(20, TestError.boom)]) { xs in xs.retry(1) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_retryWhenResubscribesAtEachTriggerElementUntilTheTriggerFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .error(20, TestError.boom)]) { xs in
      xs.retry { (errors: Observable<TestError>) in
        errors.enumerated().flatMap { attempt, error -> Observable<Int> in
          attempt < 2 ? .just(0) : .error(error)
        }
      }
    }
    XCTAssertEqual(
      res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError.boom)])
    XCTAssertEqual(
      res.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  func test_retryWhenWaitsForTheTriggerBeforeResubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .error(20, TestError.boom)], disposed: 265) { xs in
      xs.retry { (errors: Observable<Error>) in
        errors.flatMap { _ in Observable<Int>.timer(.seconds(5), scheduler: scheduler) }
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(235, 1), .next(260, 1)])
    XCTAssertEqual(
      res.subscriptions, [Subscription(200, 220), Subscription(225, 245), Subscription(250, 265)])
  }

  func test_retryWhenTriggerCompletionCompletesTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .error(20, TestError.boom)]) { xs in
      xs.retry { (_: Observable<Error>) in Observable<Int>.empty() }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_retryWhenTriggerErrorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .error(20, TestError.boom)]) { xs in
      xs.retry { (errors: Observable<Error>) in
        errors.flatMap { _ in Observable<Int>.error(TestError.other(1)) }
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.other(1))])
  }

  func test_retryWhenForwardsErrorsOfAnotherTypeAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    var handled = 0
    let res = scheduler.run(cold: [.next(10, 1), .error(20, TestError.boom)]) { xs in
      xs.retry { (errors: Observable<UnrelatedError>) in
        errors.map { _ in
          handled += 1
          return 0
        }
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(handled, 0)
  }

  func test_retryWhenSourceCompletionCompletesTheSequence() {
    let res = runOver(.cold([.next(10, 1), .completed(20)]), and: .hot([.next(300, 0)])) {
      xs, trigger, _ in
      xs.retry { (_: Observable<Error>) in trigger }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 220)])
  }

  func test_retryWhenBacksOffIncreasinglyThenGivesUp() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(5, 1), .error(10, TestError.boom)], disposed: 800) { xs in
      xs.retry { (errors: Observable<Error>) in
        errors.enumerated().flatMap { attempt, error -> Observable<Int> in
          if attempt >= 3 { return .error(error) }
          return Observable<Int>.timer(.seconds((attempt + 1) * 50), scheduler: scheduler)
        }
      }
    }
    XCTAssertEqual(
      res.events,
      [.next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, TestError.boom)])
    XCTAssertEqual(
      res.subscriptions,
      [
        Subscription(200, 210), Subscription(260, 270), Subscription(370, 380),
        Subscription(530, 540),
      ])
  }

  func test_retryWhenResubscribesWithoutRecursionWhenTheSourceFailsSynchronously() {
    var attempts = 0
    let source = Observable<Int>.create { observer in
      attempts += 1
      observer.onNext(0)
      if attempts < 3 { observer.onError(TestError.boom) }
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }
    let res = startOnNewScheduler { _ in
      source.retry { (errors: Observable<Error>) in errors }
    }
    XCTAssertEqual(
      res.events, [.next(200, 0), .next(200, 0), .next(200, 0), .next(200, 1), .completed(200)])
    XCTAssertEqual(attempts, 3)
  }
}

/// An error of a type other than `TestError`.
private struct UnrelatedError: Error {}
