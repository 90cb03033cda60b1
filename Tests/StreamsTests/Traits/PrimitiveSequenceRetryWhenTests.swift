import ReactorTesting
import Streams
import TestSupport
import XCTest

/// An error of a type other than `TestError`.
private struct UnrelatedError: Error, Equatable {}

/// `retry(when:)` of `Single`, `Maybe` and `Completable`, with a handler of
/// typed errors and one of any error.
final class PrimitiveSequenceRetryWhenTests: XCTestCase {
  private var scheduler: TestScheduler!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler(initialClock: 0)
  }

  override func tearDown() {
    scheduler = nil
    super.tearDown()
  }

  /// A single that fails after 10 ticks on its first `failures`
  /// subscriptions, then succeeds with 42 after 10 ticks; each subscription
  /// is recorded by the returned list of cold observables.
  private func singleFailing(_ failures: Int) -> (Single<Int>, () -> [TestableObservable<Int>]) {
    var made: [TestableObservable<Int>] = []
    let single = Single<Int>.deferred { [scheduler = scheduler!] in
      let xs: TestableObservable<Int> =
        made.count < failures
        ? scheduler.createColdObservable([.error(10, TestError.boom)])
        : scheduler.createColdObservable([.next(10, 42), .completed(10)])
      made.append(xs)
      return xs.asSingle()
    }
    return (single, { made })
  }

  // MARK: Single

  func test_singleRetryWhenTyped_resubscribesAtEachTriggerElement() {
    let (single, made) = singleFailing(2)
    let res = scheduler.start {
      single.retry(when: { (errors: Observable<TestError>) in errors.map { _ in () } })
    }
    XCTAssertEqual(res.events, [.next(230, 42), .completed(230)])
    XCTAssertEqual(
      made().map(\.subscriptions),
      [[Subscription(200, 210)], [Subscription(210, 220)], [Subscription(220, 230)]])
  }

  func test_singleRetryWhenUntyped_waitsForTheTrigger() {
    let (single, made) = singleFailing(1)
    let res = scheduler.start {
      single.retry(when: { (errors: Observable<Error>) in
        errors.flatMap { _ in Observable<Int>.timer(.seconds(5), scheduler: self.scheduler) }
      })
    }
    XCTAssertEqual(res.events, [.next(225, 42), .completed(225)])
    XCTAssertEqual(
      made().map(\.subscriptions), [[Subscription(200, 210)], [Subscription(215, 225)]])
  }

  func test_singleRetryWhen_triggerErrorFailsTheSingle() {
    let (single, _) = singleFailing(5)
    let res = scheduler.start {
      single.retry(when: { (errors: Observable<TestError>) in
        errors.enumerated().flatMap { attempt, _ -> Observable<Void> in
          attempt < 1 ? .just(()) : .error(TestError.other(attempt))
        }
      })
    }
    XCTAssertEqual(res.events, [.error(220, TestError.other(1))])
  }

  func test_singleRetryWhenTyped_errorOfAnotherTypeFailsAtOnce() {
    let xs = scheduler.createColdObservable(
      [.error(10, UnrelatedError())] as [Recorded<Event<Int>>])
    let res = scheduler.start {
      xs.asSingle().retry(when: { (errors: Observable<TestError>) in errors })
    }
    XCTAssertEqual(res.events, [.error(210, UnrelatedError())])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func test_singleRetryWhen_triggerCompletionMakesValueThrowNoElements() async {
    let single = Single<Int>.error(TestError.boom)
      .retry(when: { (_: Observable<Error>) in Observable<Int>.empty() })
    do {
      _ = try await single.value
      XCTFail("expected RxError.noElements")
    } catch {
      XCTAssertEqual(error as? RxError, .noElements)
    }
  }

  // MARK: Maybe

  func test_maybeRetryWhenTyped_resubscribesUntilItSucceeds() {
    var attempts = 0
    let maybe = Maybe<Int>.deferred { [scheduler = scheduler!] in
      attempts += 1
      let events: [Recorded<Event<Int>>] =
        attempts < 3 ? [.error(10, TestError.boom)] : [.next(10, attempts), .completed(10)]
      return scheduler.createColdObservable(events).asMaybe()
    }
    let res = scheduler.start {
      maybe.retry(when: { (errors: Observable<TestError>) in errors })
    }
    XCTAssertEqual(res.events, [.next(230, 3), .completed(230)])
    XCTAssertEqual(attempts, 3)
  }

  func test_maybeRetryWhenUntyped_triggerCompletionCompletesEmpty() {
    let xs = scheduler.createColdObservable([.error(10, TestError.boom)] as [Recorded<Event<Int>>])
    let res = scheduler.start {
      xs.asMaybe().retry(when: { (errors: Observable<Error>) in errors.take(1) })
    }
    // The first error is retried; the second arrives after the trigger
    // completed with its one element, so the maybe completes.
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
  }

  // MARK: Completable

  func test_completableRetryWhenTyped_resubscribesAtEachTriggerElement() {
    var attempts = 0
    let completable = Completable.deferred { [scheduler = scheduler!] in
      attempts += 1
      let events: [Recorded<Event<Never>>] =
        attempts < 2 ? [.error(10, TestError.boom)] : [.completed(10)]
      return scheduler.createColdObservable(events).asCompletable()
    }
    let res = scheduler.start {
      completable.retry(when: { (errors: Observable<TestError>) in
        errors.flatMap { _ in Observable<Int>.timer(.seconds(3), scheduler: self.scheduler) }
      })
    }
    XCTAssertEqual(res.events, [.completed(223)])
    XCTAssertEqual(attempts, 2)
  }

  func test_completableRetryWhenUntyped_triggerErrorEndsIt() {
    let xs = scheduler.createColdObservable(
      [.error(10, TestError.boom)] as [Recorded<Event<Never>>])
    let res = scheduler.start {
      xs.asCompletable().retry(when: { (errors: Observable<Error>) in
        errors.flatMap { _ in Observable<Void>.error(TestError.other(9)) }
      })
    }
    XCTAssertEqual(res.events, [.error(210, TestError.other(9))])
  }
}
