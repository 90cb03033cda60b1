import Dispatch
import Platform
import ReactorTesting
import Streams
import TestSupport
import XCTest

@testable import ReactorCore

/// A `run` effect that `mutate` returns is started by the reactor itself
/// (no subscription): it behaves as a subscribed stream does, for its
/// mutations, its error, its cancellation and the in-flight actions.
final class InFlightEffectTests: ErrorHookTestCase {
  private struct Failure: Error {}

  /// Each action's effect waits on the test clock (or throws, or sends
  /// from child tasks), then sends `.loaded`.
  final class EffectReactor: Reactor {
    enum Action: Equatable {
      /// Waits `seconds`, then sends `.loaded(seconds)`.
      case load(Int)
      /// Throws at once.
      case fail
      /// Sends `.loaded(1)`, throws; the catch handler sends `.loaded(-1)`.
      case recover
      /// Four child tasks send `.loaded` `count` times each, concurrently.
      case fan(count: Int)
      /// Waits 100 seconds; on cancellation, counts itself in `cancelled`.
      case wait
    }
    enum Mutation { case loaded(Int) }
    struct State { var loaded: [Int] = [] }

    let initialState = State()
    let clock: TestClock?
    /// The `.wait` effects that were cancelled.
    let cancelled = LockedState(0)

    init(clock: TestClock? = nil) { self.clock = clock }

    func mutate(action: Action) -> Observable<Mutation> {
      switch action {
      case .load(let seconds):
        return .run { [clock] send in
          try await clock?.sleep(for: .seconds(seconds))
          send(.loaded(seconds))
        }
      case .fail:
        return .run { _ in throw Failure() }
      case .recover:
        return .run { send in
          send(.loaded(1))
          throw Failure()
        } catch: { _, send in
          send(.loaded(-1))
        }
      case .wait:
        return .run { [clock, cancelled] send in
          do {
            try await clock?.sleep(for: .seconds(100))
            send(.loaded(100))
          } catch is CancellationError {
            cancelled.withLock { $0 += 1 }
          }
        }
      case .fan(let count):
        return .run { send in
          await withTaskGroup(of: Void.self) { group in
            for child in 0..<4 {
              group.addTask {
                for index in 0..<count { send(.loaded(child * count + index)) }
              }
            }
          }
        }
      }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      guard case .loaded(let value) = mutation else { return state }
      var state = state
      state.loaded.append(value)
      return state
    }
  }

  /// `EffectReactor` with a `transform(mutation:)` that negates what the
  /// effects send: the effects are subscribed through the stage.
  final class TransformedEffectReactor: Reactor {
    typealias Action = EffectReactor.Action
    typealias Mutation = EffectReactor.Mutation
    typealias State = EffectReactor.State

    let initialState = State()
    let inner: EffectReactor

    init(clock: TestClock) { inner = EffectReactor(clock: clock) }

    func mutate(action: Action) -> Observable<Mutation> { inner.mutate(action: action) }

    func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
      mutation.map { mutation in
        guard case .loaded(let value) = mutation else { return mutation }
        return .loaded(-value)
      }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      inner.reduce(state: state, mutation: mutation)
    }
  }

  func test_aRunEffectsMutationIsReducedWhenItsTaskSendsIt_andItsActionThenLeavesTheInFlightOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = EffectReactor(clock: TestClock(scheduler: scheduler))
    reactor.action.onNext(.load(2))
    XCTAssertEqual(reactor.inFlightActions, [.load(2)])
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(reactor.currentState.loaded, [])
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(reactor.currentState.loaded, [2])
    XCTAssertEqual(reactor.inFlightActions, [])
    XCTAssertEqual(reported.errors.count, 0)
  }

  func test_inFlightActionsListTheRunningEffectsOldestFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = EffectReactor(clock: TestClock(scheduler: scheduler))
    for seconds in [3, 1, 2] { reactor.action.onNext(.load(seconds)) }
    XCTAssertEqual(reactor.inFlightActions, [.load(3), .load(1), .load(2)])
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(reactor.inFlightActions, [.load(3), .load(2)])
    scheduler.advance(by: .seconds(2))
    XCTAssertEqual(reactor.inFlightActions, [])
    XCTAssertEqual(reactor.currentState.loaded, [1, 2, 3])
  }

  func test_anErrorARunEffectThrowsIsReportedWithItsAction_andTheReactorGoesOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = EffectReactor(clock: TestClock(scheduler: scheduler))
    reactor.action.onNext(.fail)
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(reported.errors.map(\.stage), [.mutate])
    XCTAssertEqual(reported.errors.map(\.action), ["fail"])
    XCTAssertTrue(reported.errors.first?.underlying is Failure)
    XCTAssertEqual(reactor.inFlightActions, [])
    reactor.action.onNext(.load(0))
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(reactor.currentState.loaded, [0])
  }

  func test_theCatchHandlerTurnsTheErrorIntoMutations_andNothingIsReported() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = EffectReactor(clock: TestClock(scheduler: scheduler))
    reactor.action.onNext(.recover)
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(reactor.currentState.loaded, [1, -1])
    XCTAssertEqual(reported.errors.count, 0)
    XCTAssertEqual(reactor.inFlightActions, [])
  }

  func test_aReleasedReactorCancelsItsRunEffect() {
    let scheduler = TestScheduler(initialClock: 0)
    var reactor: EffectReactor? = EffectReactor(clock: TestClock(scheduler: scheduler))
    let cancelled = reactor!.cancelled
    reactor!.action.onNext(.wait)
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(cancelled.withLock { $0 }, 0)
    reactor = nil
    // The table finds the reactor gone: its streams are torn down, which
    // cancels the effect's sleep; the task ends without sending.
    _ = StorageTable.shared.sweepAll()
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(cancelled.withLock { $0 }, 1)
    XCTAssertFalse(scheduler.hasPendingWork, "the cancelled sleep left nothing scheduled")
    XCTAssertEqual(reported.errors.count, 0, "a cancelled effect reports nothing")
  }

  func test_mutationsSentFromManyChildTasksAtOnceAreEachReducedOnce() {
    let reactor = EffectReactor()
    let count = 500
    let done = expectation(description: "every mutation reduced")
    let subscription = reactor.state.filter { $0.loaded.count == 4 * count }.take(1)
      .subscribe(onNext: { _ in done.fulfill() })
    let action = reactor.action
    DispatchQueue.global().async { action.onNext(.fan(count: count)) }
    wait(for: [done], timeout: 30)
    waitUntilHandedDrainsFinish()
    XCTAssertEqual(reactor.currentState.loaded.sorted(), Array(0..<4 * count))
    subscription.dispose()
  }

  func test_withTransformMutationTheEffectIsSubscribedThroughTheStage() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = TransformedEffectReactor(clock: TestClock(scheduler: scheduler))
    reactor.action.onNext(.load(1))
    XCTAssertEqual(reactor.inFlightActions, [.load(1)])
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(reactor.currentState.loaded, [-1])
    XCTAssertEqual(reactor.inFlightActions, [])
  }

  func test_aRecordDisposedBeforeItsTaskIsMadeCancelsTheTaskItIsThenGiven() async {
    let reactor = EffectReactor()
    let storage = reactor.storage
    let record = InFlightEffect(storage: storage, action: .load(0)) { $0.receive($1) }
    record.dispose()
    XCTAssertTrue(record.hasEnded)
    // Ends early only if cancelled.
    let task = Task<Void, Never> { try? await Task.sleep(for: .seconds(600)) }
    record.started(task)
    await task.value
    XCTAssertTrue(task.isCancelled)
  }

  func test_whatARecordIsSentAfterItEndedIsDropped() {
    let reactor = EffectReactor()
    let record = InFlightEffect(storage: reactor.storage, action: .load(0)) { $0.receive($1) }
    record.send(.loaded(1))
    record.end(nil)
    record.send(.loaded(2))
    XCTAssertEqual(reactor.currentState.loaded, [1])
    XCTAssertTrue(record.hasEnded)
  }
}
