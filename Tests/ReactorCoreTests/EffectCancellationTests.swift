import Dispatch
import Foundation
import Platform
import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import XCTest

/// Cancellation identifiers inside reactors: per reactor, cancelled by
/// `cancel(id:)` and by the reactor's release, race-free under threads.
final class EffectCancellationTests: XCTestCase {
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

  func test_cancelByIdStopsTheReactorsTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = TickerReactor(scheduler: scheduler)
    reactor.action.onNext(.start)
    scheduler.advance(by: .seconds(3))
    reactor.action.onNext(.stop)
    scheduler.advance(by: .seconds(10))
    XCTAssertEqual(reactor.currentState.ticks, 3)
    XCTAssertEqual(reactor.disposals.withLock { $0 }, 1)
    XCTAssertEqual(reactor.inFlightActions.count, 0, "the cancelled stream completed")
  }

  func test_startingAgainCancelsTheTimerInFlight() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = TickerReactor(scheduler: scheduler)
    reactor.action.onNext(.start)
    scheduler.advance(by: .seconds(2))
    reactor.action.onNext(.start)
    scheduler.advance(by: .seconds(2))
    XCTAssertEqual(reactor.currentState.ticks, 4)
    XCTAssertEqual(reactor.disposals.withLock { $0 }, 1)
    XCTAssertEqual(reactor.inFlightActions.count, 1)
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
