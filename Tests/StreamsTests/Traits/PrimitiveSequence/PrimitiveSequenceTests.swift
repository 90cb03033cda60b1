import Dispatch
import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

/// `retry(when:)` of `Single`, `Maybe` and `Completable`, with a handler of
/// typed errors and one of any error.
final class PrimitiveSequenceTests: VirtualTimeTestCase {
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

  func test_singleDelaySubscription_subscribesTheSourceLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .completed(10)]) { xs in
      xs.asSingle().delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(240, 1), .completed(240)])
    XCTAssertEqual(res.subscriptions, [Subscription(230, 240)])
  }

  func test_singleDelaySubscription_errorArrivesAfterTheDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.error(5, TestError.boom)] as [Recorded<Event<Int>>]) { xs in
      xs.asSingle().delaySubscription(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.error(225, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(220, 225)])
  }

  func test_singleDelaySubscription_disposedBeforeTheDelayNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .completed(10)], disposed: 220) { xs in
      xs.asSingle().delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(res.subscriptions, [])
  }

  func test_maybeDelaySubscription_subscribesTheSourceLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.completed(10)] as [Recorded<Event<Int>>]) { xs in
      xs.asMaybe().delaySubscription(.seconds(15), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.completed(225)])
    XCTAssertEqual(res.subscriptions, [Subscription(215, 225)])
  }

  func test_completableDelaySubscription_subscribesTheSourceLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.completed(20, Never.self)]) { xs in
      xs.asCompletable().delaySubscription(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.completed(270)])
    XCTAssertEqual(res.subscriptions, [Subscription(250, 270)])
  }

  /// A timer `make` makes (given the scheduler and the due time) for
  /// `seconds`, subscribed at 200: it emits 0 at its due time and completes.
  private func assertATimerEmitsZeroAtItsDueTime<Output: ObservableConvertibleType>(
    after seconds: Int, line: UInt = #line,
    _ make: @escaping (TestScheduler, RxTimeInterval) -> Output
  ) where Output.Element: BinaryInteger {
    let res = startOnNewScheduler { make($0, .seconds(seconds)) }
    XCTAssertEqual(
      res.events, [.next(200 + seconds, 0), .completed(200 + seconds)], line: line)
  }

  func test_singleTimer_succeedsWithZeroAfterTheDueTime() {
    assertATimerEmitsZeroAtItsDueTime(after: 30) { Single<Int>.timer($1, scheduler: $0) }
  }

  func test_singleTimer_deliversASingleEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    var events: [(TestTime, SingleEvent<UInt16>)] = []
    scheduler.scheduleAt(100) {
      _ = Single<UInt16>.timer(.seconds(5), scheduler: scheduler).subscribe { event in
        events.append((scheduler.clock, event))
      }
    }
    scheduler.start()
    XCTAssertEqual(events.map(\.0), [105])
    XCTAssertEqual(events.map(\.1), [.success(0)])
  }

  func test_singleTimer_disposedBeforeTheDueTimeEmitsNothing() {
    let res = startOnNewScheduler(disposed: 220) { scheduler in
      Single<Int>.timer(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
  }

  func test_maybeTimer_emitsZeroAfterTheDueTimeThenCompletes() {
    assertATimerEmitsZeroAtItsDueTime(after: 10) { Maybe<Int64>.timer($1, scheduler: $0) }
  }

  func test_maybeTimer_deliversASuccess() {
    let scheduler = TestScheduler(initialClock: 0)
    var events: [MaybeEvent<Int>] = []
    _ = Maybe<Int>.timer(.seconds(1), scheduler: scheduler).subscribe { events.append($0) }
    scheduler.start()
    XCTAssertEqual(events, [.success(0)])
  }

  func test_singleUsing_makesTheResourceOnSubscriptionAndDisposesItAtTheEnd() {
    var resources: [Resource] = []
    var createdAt: [TestTime] = []
    let res = startOnNewScheduler { scheduler in
      Single.using(
        { () -> Resource in
          createdAt.append(scheduler.clock)
          let resource = Resource(id: resources.count + 7, scheduler: scheduler)
          resources.append(resource)
          return resource
        },
        primitiveSequenceFactory: { resource in
          scheduler.createColdObservable([.next(10, resource.id), .completed(10)]).asSingle()
        })
    }
    XCTAssertEqual(res.events, [.next(210, 7), .completed(210)])
    XCTAssertEqual(createdAt, [200])
    XCTAssertEqual(resources.map(\.disposedAt), [[210]])
  }

  func test_singleUsing_disposesTheResourceOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let resource = Resource(id: 1, scheduler: scheduler)
    let res = scheduler.start {
      Single<Int>.using(
        { resource },
        primitiveSequenceFactory: { _ in
          scheduler.createColdObservable([.error(15, TestError.boom)]).asSingle()
        })
    }
    XCTAssertEqual(res.events, [.error(215, TestError.boom)])
    XCTAssertEqual(resource.disposedAt, [215])
  }

  func test_singleUsing_disposesTheResourceWhenTheSubscriptionIsDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let resource = Resource(id: 1, scheduler: scheduler)
    let res = scheduler.start(disposed: 250) {
      Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in .never() })
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(resource.disposedAt, [250])
  }

  func test_singleUsing_throwingResourceFactoryFails() {
    var factoryCalls = 0
    let res = startOnNewScheduler { _ in
      Single<Int>.using(
        { () throws -> Resource in throw TestError.other(1) },
        primitiveSequenceFactory: { _ in
          factoryCalls += 1
          return .just(1)
        })
    }
    XCTAssertEqual(res.events, [.error(200, TestError.other(1))])
    XCTAssertEqual(factoryCalls, 0)
  }

  func test_singleUsing_throwingSequenceFactoryFailsAndDisposesTheResource() {
    let scheduler = TestScheduler(initialClock: 0)
    let resource = Resource(id: 1, scheduler: scheduler)
    let res = scheduler.start {
      Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in throw TestError.boom })
    }
    XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    XCTAssertEqual(resource.disposedAt, [200])
  }

  func test_maybeUsing_disposesTheResourceWhenItCompletesEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let resource = Resource(id: 1, scheduler: scheduler)
    let res = scheduler.start {
      Maybe<Int>.using(
        { resource },
        primitiveSequenceFactory: { _ in
          scheduler.createColdObservable([.completed(20)]).asMaybe()
        })
    }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(resource.disposedAt, [220])
  }

  func test_completableUsing_makesAResourcePerSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var resources: [Resource] = []
    let completable = Completable.using(
      { () -> Resource in
        let resource = Resource(id: resources.count, scheduler: scheduler)
        resources.append(resource)
        return resource
      },
      primitiveSequenceFactory: { _ in
        scheduler.createColdObservable([.completed(5)]).asCompletable()
      })
    let (first, second) = scheduler.startTwoObservers(
      of: completable, first: (200, 1000), second: (300, 1000))
    XCTAssertEqual(first.events, [.completed(205)])
    XCTAssertEqual(second.events, [.completed(305)])
    XCTAssertEqual(resources.map(\.disposedAt), [[205], [305]])
  }

  func test_theTraitObserverTypealiasesAreSendable() {
    // A stored trait observer can be handed to a @Sendable closure, as a
    // callback-based service keeps it until its reply arrives.
    let single: Single<Int>.SingleObserver = { _ in }
    let maybe: Maybe<Int>.MaybeObserver = { _ in }
    let completable: Completable.CompletableObserver = { _ in }
    let infallible: Infallible<Int>.InfallibleObserver = { _ in }
    let handOver: @Sendable () -> Void = {
      single(.success(1))
      maybe(.completed)
      completable(.completed)
      infallible(.completed)
    }
    handOver()
  }
}

/// An error of a type other than `TestError`.
private struct UnrelatedError: Error, Equatable {}

/// A resource that records when it is disposed.
private final class Resource: Disposable {
  let id: Int
  private let scheduler: TestScheduler
  private(set) var disposedAt: [TestTime] = []

  init(id: Int, scheduler: TestScheduler) {
    self.id = id
    self.scheduler = scheduler
  }

  func dispose() { disposedAt.append(scheduler.clock) }
}
