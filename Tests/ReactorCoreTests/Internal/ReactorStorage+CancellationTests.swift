import Dispatch
import Foundation
import Platform
import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import XCTest

/// Every `cancellable` stream a reactor makes is in the reactor's own
/// cancellation scope: made in `transform(mutation:)`, or made in `mutate`
/// and subscribed later on a scheduler, as well as made in `mutate` and
/// subscribed at once (the tests below).
final class ReactorStorageCancellationTests: XCTestCase {
  /// Polls from `transform(mutation:)`, replacing any poll in flight;
  /// `.stop` cancels the poll.
  final class TransformPollingReactor: Reactor {
    enum Action { case stop }
    enum Mutation { case tick }
    struct State { var ticks = 0 }
    struct PollID: Hashable, Sendable {}

    let initialState = State()
    let scheduler: SchedulerType

    init(scheduler: SchedulerType) { self.scheduler = scheduler }

    func mutate(action: Action) -> Observable<Mutation> {
      .cancel(id: PollID())
    }

    func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
      .merge(
        mutation,
        Observable<Int>.interval(.seconds(1), scheduler: scheduler)
          .map { _ in .tick }
          .cancellable(id: PollID(), cancelInFlight: true))
    }

    func reduce(state: State, mutation: Mutation) -> State {
      State(ticks: state.ticks + 1)
    }
  }

  /// Starts a poll a second after `.start`, made late either way: in
  /// `mutate`, subscribed after a `delay` on the scheduler, or in
  /// `transform(mutation:)`, for the `.started` mutation `mutate` sends a
  /// second later (replacing any poll in flight). `.stop` cancels it.
  final class LatePollingReactor: Reactor {
    /// Where the poll is made.
    enum Maker {
      case mutateAfterADelay
      case transformOnStarted
    }
    enum Action {
      case start
      case stop
    }
    enum Mutation {
      case started
      case tick
    }
    struct State { var ticks = 0 }
    struct PollID: Hashable, Sendable {}

    let initialState = State()
    let scheduler: SchedulerType
    let maker: Maker

    init(scheduler: SchedulerType, pollMadeIn maker: Maker) {
      self.scheduler = scheduler
      self.maker = maker
    }

    func mutate(action: Action) -> Observable<Mutation> {
      switch action {
      case .start:
        let started = Observable.just(Mutation.started).delay(.seconds(1), scheduler: scheduler)
        guard maker == .mutateAfterADelay else { return started }
        return .concat(started, Self.poll(on: scheduler, cancelInFlight: false))
      case .stop:
        return .cancel(id: PollID())
      }
    }

    func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
      guard maker == .transformOnStarted else { return mutation }
      return mutation.flatMap { [scheduler] mutation -> Observable<Mutation> in
        guard case .started = mutation else { return .just(mutation) }
        return Self.poll(on: scheduler, cancelInFlight: true)
      }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      guard case .tick = mutation else { return state }
      return State(ticks: state.ticks + 1)
    }

    /// A tick a second, under `PollID`.
    private static func poll(
      on scheduler: SchedulerType, cancelInFlight: Bool
    ) -> Observable<Mutation> {
      Observable<Int>.interval(.seconds(1), scheduler: scheduler)
        .map { _ in .tick }
        .cancellable(id: PollID(), cancelInFlight: cancelInFlight)
    }
  }

  func test_twoReactorsPollingFromTransformMutationWithCancelInFlightNeverCancelEachOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = TransformPollingReactor(scheduler: scheduler)
    let second = TransformPollingReactor(scheduler: scheduler)
    // Using `state` sets each reactor up: its poll starts.
    _ = first.state
    _ = second.state
    scheduler.advance(by: .seconds(3))
    XCTAssertEqual(first.currentState.ticks, 3, "the second reactor's poll cancelled the first's")
    XCTAssertEqual(second.currentState.ticks, 3)
    first.action.onNext(.stop)
    second.action.onNext(.stop)
  }

  func test_cancelByIdInMutateReachesThePollMadeInTransformMutation() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = TransformPollingReactor(scheduler: scheduler)
    _ = reactor.state
    scheduler.advance(by: .seconds(2))
    reactor.action.onNext(.stop)
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(reactor.currentState.ticks, 2)
    XCTAssertFalse(scheduler.hasPendingWork, "the poll is cancelled")
  }

  func test_aPollMadeInTransformMutationForADelayedMutationIsTheReactors() {
    // Both polls start at 1 s, on the scheduler, outside any `mutate`.
    assertTwoReactorsPollsAreEachTheirOwn(
      madeIn: .transformOnStarted, secondTicksAfter: .seconds(3), secondTicks: 5)
  }

  /// Two reactors whose polls are made in `maker`, started together, the
  /// first stopped at 3 s: the first ticked twice, the second, neither
  /// cancelled by the other's start nor stop, `secondTicks` times by
  /// `secondTicksAfter` later; once it stops too, nothing is left to run.
  private func assertTwoReactorsPollsAreEachTheirOwn(
    madeIn maker: LatePollingReactor.Maker, secondTicksAfter later: RxTimeInterval,
    secondTicks: Int, line: UInt = #line
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let first = LatePollingReactor(scheduler: scheduler, pollMadeIn: maker)
    let second = LatePollingReactor(scheduler: scheduler, pollMadeIn: maker)
    first.action.onNext(.start)
    second.action.onNext(.start)
    scheduler.advance(by: .seconds(3))
    first.action.onNext(.stop)
    scheduler.advance(by: later)
    XCTAssertEqual(first.currentState.ticks, 2, "stopped at 3 s", line: line)
    XCTAssertEqual(
      second.currentState.ticks, secondTicks, "neither cancelled by the other's start nor stop",
      line: line)
    second.action.onNext(.stop)
    XCTAssertFalse(scheduler.hasPendingWork, line: line)
  }

  /// Passes whatever ran before it: no state of the process (such as
  /// whether identifiers were used before) decides a stream's scope. (When
  /// a reactor ran `mutate` in its scope only once identifiers had been
  /// used in the process, this failed as the process's first use, e.g. run
  /// alone: the poll went to the process scope.)
  func test_aPollMadeInMutateAndSubscribedAfterADelayIsCancelledByTheReactor() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = LatePollingReactor(scheduler: scheduler, pollMadeIn: .mutateAfterADelay)
    reactor.action.onNext(.start)
    // Subscribed at 1 s; ticks at 2 s and 3 s.
    scheduler.advance(by: .seconds(3))
    reactor.action.onNext(.stop)
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(reactor.currentState.ticks, 2)
    XCTAssertFalse(scheduler.hasPendingWork, "the poll is cancelled")
    XCTAssertEqual(reactor.inFlightActions.count, 0)
  }

  func test_twoReactorsPollsMadeInMutateAndSubscribedLateAreEachTheirOwn() {
    assertTwoReactorsPollsAreEachTheirOwn(
      madeIn: .mutateAfterADelay, secondTicksAfter: .seconds(2), secondTicks: 4)
  }

  func test_aRequestMadeInAnOperatorClosureOfMutateLaterIsCancelledByItsReactor() {
    for shape in RequestingReactor.Shape.allCases {
      let scheduler = TestScheduler(initialClock: 0)
      let reactor = RequestingReactor(scheduler: scheduler, shape: shape)
      reactor.action.onNext(.start)
      scheduler.advance(by: .seconds(2))
      XCTAssertTrue(scheduler.hasPendingWork, "\(shape): the request is in flight")
      reactor.action.onNext(.cancelRequest)
      scheduler.advance(by: .seconds(10))
      XCTAssertEqual(reactor.currentState.loads, 0, "\(shape)")
    }
  }

  func test_twoReactorsRequestsMadeInOperatorClosuresNeverCancelEachOther() {
    for shape in RequestingReactor.Shape.allCases {
      let scheduler = TestScheduler(initialClock: 0)
      let first = RequestingReactor(scheduler: scheduler, shape: shape)
      let second = RequestingReactor(scheduler: scheduler, shape: shape)
      first.action.onNext(.start)
      second.action.onNext(.start)
      scheduler.advance(by: .seconds(10))
      XCTAssertEqual(first.currentState.loads, 1, "\(shape)")
      XCTAssertEqual(second.currentState.loads, 1, "\(shape)")
    }
  }

  func test_aRequestMadeInAFlatMapOnAnotherReactorsDeliveryIsItsOwnReactors() {
    let scheduler = TestScheduler(initialClock: 0)
    let trigger = PublishSubject<Void>()
    let firing = FiringReactor(trigger: trigger)
    let requesting = TriggeredReactor(trigger: trigger, scheduler: scheduler)
    requesting.action.onNext(.start)
    // The request is made in `requesting`'s flatMap, while `firing` runs.
    firing.action.onNext(.fire)
    XCTAssertTrue(scheduler.hasPendingWork, "the request is in flight")
    requesting.action.onNext(.cancelRequest)
    scheduler.advance(by: .seconds(10))
    XCTAssertEqual(requesting.currentState.loads, 0)
    XCTAssertFalse(scheduler.hasPendingWork)
  }

  /// Sends on a subject from its `mutate`.
  final class FiringReactor: Reactor {
    enum Action { case fire }
    struct State {}
    let initialState = State()
    let trigger: PublishSubject<Void>
    init(trigger: PublishSubject<Void>) { self.trigger = trigger }

    func mutate(action: Action) -> Observable<Action> {
      trigger.onNext(())
      return .empty()
    }
  }

  /// Starts a request (`cancelInFlight`) each time the subject sends.
  final class TriggeredReactor: Reactor {
    enum Action { case start, cancelRequest }
    enum Mutation { case loaded }
    struct State { var loads = 0 }
    struct RequestID: Hashable, Sendable {}
    let initialState = State()
    let trigger: PublishSubject<Void>
    let scheduler: TestScheduler

    init(trigger: PublishSubject<Void>, scheduler: TestScheduler) {
      self.trigger = trigger
      self.scheduler = scheduler
    }

    func mutate(action: Action) -> Observable<Mutation> {
      guard case .start = action else { return .cancel(id: RequestID()) }
      return trigger.flatMap { [scheduler] in
        Observable.just(Mutation.loaded).delay(.seconds(5), scheduler: scheduler)
          .cancellable(id: RequestID(), cancelInFlight: true)
      }
    }

    func reduce(state: State, mutation: Mutation) -> State { State(loads: state.loads + 1) }
  }

  /// Starts a request (a delayed mutation, `cancelInFlight`) from an
  /// operator's closure that runs a second after `mutate`, on the
  /// scheduler's tick: outside any call of the reactor's.
  final class RequestingReactor: Reactor {
    enum Shape: CaseIterable {
      case flatMap, flatMapLatest, flatMapFirst, concatMap, `catch`
      /// `flatMap` made in `mutate`, subscribed a second later.
      case flatMapSubscribedLate
      /// `map { request }.merge(maxConcurrent: 1)`.
      case mergeMaxConcurrent
      /// A request made in `init` (outside any reactor call), the fallback
      /// of a `timeout` or the second of a `catch(sequence:)`.
      case timeoutFallback, catchSequence
      /// The request made in `init`, subscribed a second later by
      /// `delaySubscription`, by `subscribe(on:)` (when the test advances),
      /// or by a `deferred` that `retry` subscribes again after the timer.
      case delaySubscription, subscribeOn, deferred
    }
    enum Action { case start, cancelRequest }
    enum Mutation { case loaded }
    struct State { var loads = 0 }
    struct RequestID: Hashable, Sendable {}
    struct Failure: Error {}

    let initialState = State()
    let scheduler: TestScheduler
    let shape: Shape
    let madeInInit: Observable<Mutation>

    init(scheduler: TestScheduler, shape: Shape) {
      self.scheduler = scheduler
      self.shape = shape
      madeInInit = Observable.just(Mutation.loaded).delay(.seconds(5), scheduler: scheduler)
        .cancellable(id: RequestID(), cancelInFlight: true)
    }

    func mutate(action: Action) -> Observable<Mutation> {
      guard case .start = action else { return .cancel(id: RequestID()) }
      let tick = Observable<Int>.timer(.seconds(1), scheduler: scheduler)
      let request = { [scheduler] in
        Observable.just(Mutation.loaded).delay(.seconds(5), scheduler: scheduler)
          .cancellable(id: RequestID(), cancelInFlight: true)
      }
      switch shape {
      case .flatMap: return tick.flatMap { _ in request() }
      case .flatMapLatest: return tick.flatMapLatest { _ in request() }
      case .flatMapFirst: return tick.flatMapFirst { _ in request() }
      case .concatMap: return tick.concatMap { _ in request() }
      case .catch:
        return tick.flatMap { _ in Observable<Mutation>.error(Failure()) }.catch { _ in request() }
      case .flatMapSubscribedLate:
        return Observable<Int>.just(0).flatMap { _ in request() }
          .delaySubscription(.seconds(1), scheduler: scheduler)
      case .mergeMaxConcurrent:
        return tick.map { _ in request() }.merge(maxConcurrent: 1)
      case .timeoutFallback:
        return Observable<Mutation>.never()
          .timeout(.seconds(1), other: madeInInit, scheduler: scheduler)
      case .catchSequence:
        let failing = Observable<Mutation>.error(Failure())
          .delaySubscription(.seconds(1), scheduler: scheduler)
        return .catch(sequence: [failing, madeInInit])
      case .delaySubscription:
        return madeInInit.delaySubscription(.seconds(1), scheduler: scheduler)
      case .subscribeOn:
        return madeInInit.subscribe(on: scheduler)
      case .deferred:
        // The first attempt fails on the timer's tick; `retry` then
        // subscribes the deferred again there, and it makes the request.
        let attempts = LockedState(0)
        let failing = tick.map { _ -> Mutation in throw Failure() }
        return Observable.deferred { [madeInInit] in
          attempts.withLock { count -> Int in
            count += 1
            return count
          } == 1 ? failing : madeInInit
        }
        .retry(2)
      }
    }

    func reduce(state: State, mutation: Mutation) -> State { State(loads: state.loads + 1) }
  }

  final class TickerReactor: Reactor {
    enum Action {
      case start
      case stop
    }
    enum Mutation { case tick }
    struct State { var ticks = 0 }
    struct TickID: Hashable, Sendable {}

    let initialState = State()
    let scheduler: SchedulerType
    let disposals = LockedState(0)

    init(scheduler: SchedulerType) { self.scheduler = scheduler }

    func mutate(action: Action) -> Observable<Mutation> {
      switch action {
      case .start:
        return Observable<Int>.interval(.seconds(1), scheduler: scheduler)
          .map { _ in .tick }
          .do(onDispose: { [disposals] in disposals.withLock { $0 += 1 } })
          .cancellable(id: TickID(), cancelInFlight: true)
      case .stop:
        return .cancel(id: TickID())
      }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      State(ticks: state.ticks + 1)
    }
  }

  /// `.slow` answers after a second, `.fast` at once with `cancelInFlight`
  /// under the same identifier: a mutation of known elements, which the
  /// reactor reduces without subscribing to it.
  final class ReplacingReactor: Reactor {
    enum Action { case slow, fast }
    enum Mutation { case set(String) }
    struct State { var answer = "" }
    struct AnswerID: Hashable, Sendable {}
    let initialState = State()
    let scheduler: TestScheduler
    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    func mutate(action: Action) -> Observable<Mutation> {
      switch action {
      case .slow:
        return Observable.just(.set("slow")).delay(.seconds(1), scheduler: scheduler)
          .cancellable(id: AnswerID())
      case .fast:
        return Observable.just(.set("fast")).cancellable(id: AnswerID(), cancelInFlight: true)
      }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      guard case .set(let answer) = mutation else { return state }
      return State(answer: answer)
    }
  }

  func test_aMutationOfKnownElementsWithCancelInFlightCancelsTheOneInFlight() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ReplacingReactor(scheduler: scheduler)
    reactor.action.onNext(.slow)
    reactor.action.onNext(.fast)
    XCTAssertEqual(reactor.currentState.answer, "fast")
    scheduler.advance(by: .seconds(2))
    XCTAssertEqual(reactor.currentState.answer, "fast", "the slow answer was cancelled")
  }

  /// A ticker started and left ticking for `seconds`, on its scheduler.
  private func tickerStarted(tickingFor seconds: Int) -> (TestScheduler, TickerReactor) {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = TickerReactor(scheduler: scheduler)
    reactor.action.onNext(.start)
    scheduler.advance(by: .seconds(seconds))
    return (scheduler, reactor)
  }

  /// `reactor` ticked `ticks` times, disposed one timer and has
  /// `inFlight` actions in flight.
  private func assertTicker(
    _ reactor: TickerReactor, ticked ticks: Int, inFlight: Int, _ message: String = "",
    line: UInt = #line
  ) {
    XCTAssertEqual(reactor.currentState.ticks, ticks, line: line)
    XCTAssertEqual(reactor.disposals.withLock { $0 }, 1, line: line)
    XCTAssertEqual(reactor.inFlightActions.count, inFlight, message, line: line)
  }

  func test_cancelByIdStopsTheReactorsTimer() {
    let (scheduler, reactor) = tickerStarted(tickingFor: 3)
    reactor.action.onNext(.stop)
    scheduler.advance(by: .seconds(10))
    assertTicker(reactor, ticked: 3, inFlight: 0, "the cancelled stream completed")
  }

  func test_startingAgainCancelsTheTimerInFlight() {
    let (scheduler, reactor) = tickerStarted(tickingFor: 2)
    reactor.action.onNext(.start)
    scheduler.advance(by: .seconds(2))
    assertTicker(reactor, ticked: 4, inFlight: 1)
    reactor.action.onNext(.stop)
  }

  func test_twoReactorsWithTheSameIdNeverCancelEachOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = TickerReactor(scheduler: scheduler)
    let second = TickerReactor(scheduler: scheduler)
    first.action.onNext(.start)
    second.action.onNext(.start)
    second.action.onNext(.stop)
    scheduler.advance(by: .seconds(3))
    XCTAssertEqual(first.currentState.ticks, 3)
    XCTAssertEqual(second.currentState.ticks, 0)
    first.action.onNext(.stop)
  }

  func test_aReleasedReactorCancelsWhatItStarted() {
    let scheduler = TestScheduler(initialClock: 0)
    var reactor: TickerReactor? = TickerReactor(scheduler: scheduler)
    let disposals = reactor!.disposals
    reactor!.action.onNext(.start)
    scheduler.advance(by: .seconds(1))
    reactor = nil
    // The next tick finds the reactor gone: its streams are torn down and
    // its cancellation scope closed.
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(disposals.withLock { $0 }, 1)
    XCTAssertFalse(scheduler.hasPendingWork, "the timer is gone")
  }

  /// Eight threads start and stop one reactor's timer at once (real
  /// dispatch timers): afterwards one stop leaves nothing running and the
  /// ticks stop.
  func test_startsAndStopsFromManyThreadsLeaveNothingRunningAfterAStop() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let reactor = TickerReactor(scheduler: scheduler)
    let action = reactor.action
    concurrently(8) { thread in
      for round in 0..<200 {
        action.onNext((thread + round).isMultiple(of: 2) ? .start : .stop)
      }
    }
    reactor.action.onNext(.stop)
    waitUntilHandedDrainsFinish()
    XCTAssertEqual(reactor.inFlightActions.count, 0)
    let starts = 8 * 200 / 2
    XCTAssertEqual(
      reactor.disposals.withLock { $0 }, starts, "every timer started was disposed once")
  }

  func test_anAsyncEffectOnRealThreadsSendsItsMutation() {
    final class Loader: Reactor {
      enum Action { case load }
      enum Mutation { case set(String) }
      struct State { var text = "" }
      let initialState = State()
      func mutate(action: Action) -> Observable<Mutation> {
        .run { send in
          try await Task.sleep(for: .milliseconds(1))
          send(.set("loaded"))
        }
      }
      func reduce(state: State, mutation: Mutation) -> State {
        guard case .set(let text) = mutation else { return state }
        return State(text: text)
      }
    }
    let reactor = Loader()
    let loaded = expectation(description: "loaded")
    let subscription = reactor.state.map(\.text).filter { $0 == "loaded" }.take(1)
      .subscribe(onNext: { _ in loaded.fulfill() })
    let action = reactor.action
    DispatchQueue.global().async { action.onNext(.load) }
    wait(for: [loaded], timeout: 10)
    subscription.dispose()
  }
}
