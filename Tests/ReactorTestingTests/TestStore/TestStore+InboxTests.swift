import Dispatch
import Foundation
import Platform
import ReactorCore
import Streams
import XCTest

@testable import ReactorTesting

/// A counter whose mutations arrive on a background queue, not on the
/// store's scheduler (a reactor that uses another scheduler).
private final class BackgroundCounter: Reactor {
  enum Action { case increase }
  struct State: Equatable { var count = 0 }
  let initialState = State()
  let queue = DispatchQueue(label: "BackgroundCounter")

  func mutate(action: Action) -> Observable<Action> {
    let queue = queue
    return Observable.create { observer in
      queue.async {
        observer.onNext(.increase)
        observer.onCompleted()
      }
      return Disposables.create()
    }
  }

  func reduce(state: State, mutation: Action) -> State {
    State(count: state.count + 1)
  }
}

/// A reactor whose `mutate` stream for `.fail(n)` fails with `Failure(n)`
/// on a thread of the global concurrent queue, then calls `reported(n)`.
private final class BackgroundFailer: Reactor {
  struct Failure: Error, Equatable { let number: Int }
  enum Action { case fail(Int) }
  struct State: Equatable {}
  let initialState = State()
  let reported: @Sendable (Int) -> Void

  init(reported: @escaping @Sendable (Int) -> Void) { self.reported = reported }

  func mutate(action: Action) -> Observable<Action> {
    guard case .fail(let number) = action else { return .empty() }
    let reported = reported
    return Observable.create { observer in
      DispatchQueue.global().async {
        observer.onError(Failure(number: number))
        // The store has taken the error by now: the reactor reports it
        // synchronously, on this thread.
        reported(number)
      }
      return Disposables.create()
    }
  }

  func reduce(state: State, mutation: Action) -> State { state }
}

/// The store appended received states from whatever
/// thread published them while the test's thread read them (a data race
/// the thread sanitizer reports).
final class TestStoreThreadingTests: XCTestCase {
  func test_statesPublishedOnAnotherThreadAreReceivedInOrderWithoutARace() {
    let store = TestStore(reactor: BackgroundCounter(), scheduler: TestScheduler(initialClock: 0))
    let log = FailureLog()
    log.capture(store)
    let total = 200
    // Sent past the store, so that every state is left for `receive`.
    for _ in 0..<total { store.reactor.action.onNext(.increase) }

    // Receives while the background queue is still publishing; a receive
    // that finds nothing yet is retried.
    let deadline = Date().addingTimeInterval(60)
    var received = 0
    while received < total, Date() < deadline {
      let before = store.state.count
      store.receive { $0.count += 1 }
      if store.state.count == before + 1 { received += 1 }
    }

    XCTAssertEqual(received, total)
    XCTAssertEqual(store.state.count, total)
    XCTAssertTrue(
      log.messages.allSatisfy { $0.hasPrefix("Expected to receive a state, but none arrived.") },
      "\(log.messages.filter { !$0.hasPrefix("Expected to receive") })")
  }

  func test_errorsReportedOnOtherThreadsAreReceivedWhileTheNextOneArrives() {
    let total = 100
    let reported = (0..<total).map { XCTestExpectation(description: "failure \($0) reported") }
    let expectations = UncheckedSendableBox(reported)
    let store = TestStore(
      reactor: BackgroundFailer { expectations.value[$0].fulfill() },
      scheduler: TestScheduler(initialClock: 0))
    let log = FailureLog()
    log.capture(store)
    var received: [Int] = []
    func receiveError() {
      store.receiveError { received.append(($0 as? BackgroundFailer.Failure)?.number ?? -1) }
    }

    // Each error is received on this thread while the next one is being
    // reported on another: both threads use the store's inbox at once.
    store.reactor.action.onNext(.fail(0))
    wait(for: [reported[0]], timeout: 60)
    for number in 1..<total {
      store.reactor.action.onNext(.fail(number))
      receiveError()
      wait(for: [reported[number]], timeout: 60)
    }
    receiveError()
    store.finish()

    XCTAssertEqual(received, Array(0..<total))
    XCTAssertEqual(log.messages, [])
  }
}

/// Hands values that are not `Sendable` (expectations, on this toolchain)
/// to the threads that fulfil them.
private struct UncheckedSendableBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A reactor whose `mutate` stream fails on demand, after a synchronous
/// mutation or after a delay on the store's scheduler (or on another one).
private final class LoadingReactor: Reactor {
  struct LoadFailed: Error, CustomStringConvertible {
    var description: String { "LoadFailed" }
  }
  enum Action { case load, loadLater, loadOnAnotherScheduler }
  enum Mutation { case setLoading(Bool) }
  struct State: Equatable { var isLoading = false }

  let initialState = State()
  let scheduler: SchedulerType
  let otherScheduler = ConcurrentDispatchQueueScheduler(qos: .default)

  init(scheduler: SchedulerType) { self.scheduler = scheduler }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .load:
      return .concat(.just(.setLoading(true)), .error(LoadFailed()))
    case .loadLater:
      return Observable<Int>.timer(.seconds(1), scheduler: scheduler)
        .flatMap { _ in Observable<Mutation>.error(LoadFailed()) }
    case .loadOnAnotherScheduler:
      return Observable.just(.setLoading(true)).delay(.seconds(3_600), scheduler: otherScheduler)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    switch mutation {
    case .setLoading(let isLoading): State(isLoading: isLoading)
    }
  }
}

/// Errors of a reactor's streams in a `TestStore` test: they fail the test,
/// naming the action and the error, unless asserted with `receiveError`;
/// and a state that cannot arrive because the reactor uses another
/// scheduler is explained.
final class TestStoreErrorTests: StoreFailureTestCase {
  private func makeStore() -> TestStore<LoadingReactor> {
    let scheduler = TestScheduler(initialClock: 0)
    let store = TestStore(reactor: LoadingReactor(scheduler: scheduler), scheduler: scheduler)
    log.capture(store)
    return store
  }

  func test_unassertedErrorOfAMutateStreamFailsTheTestNamingTheActionAndTheError() {
    let store = makeStore()

    store.send(.load) { $0.isLoading = true }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        "mutate(action: load) failed with LoadFailed, and the test did not assert it "
          + "(use receiveError) before the end of the test."
      ])
  }

  func test_errorAssertedWithReceiveErrorPasses() {
    let store = makeStore()

    store.send(.load) { $0.isLoading = true }
    store.receiveError { error in XCTAssertTrue(error is LoadingReactor.LoadFailed) }
    store.finish()

    XCTAssertEqual(log.messages, [])
  }

  func test_unassertedErrorFailsAtTheNextSend() {
    let store = makeStore()

    store.send(.load) { $0.isLoading = true }
    store.send(.load)

    XCTAssertEqual(log.messages.count, 1)
    XCTAssertTrue(log.messages[0].hasSuffix("before sending .load."), log.messages[0])
    store.receiveError()
    store.finish()
  }

  func test_errorThatArrivesWhenTheSchedulerAdvancesIsReceived() {
    let store = makeStore()

    store.send(.loadLater)
    store.advance(by: .seconds(1))
    store.receiveError()
    store.finish()

    XCTAssertEqual(log.messages, [])
  }

  func test_receiveErrorWhenNoStreamFailedFails() {
    let store = makeStore()

    store.receiveError()
    store.finish()

    XCTAssertEqual(
      log.messages, ["Expected to receive an error, but no stream of the reactor failed."])
  }

  func test_receiveWithNothingScheduledSaysTheReactorMayUseAnotherScheduler() {
    let store = makeStore()

    store.send(.loadOnAnotherScheduler)
    store.advance(by: .seconds(1))
    store.receive { $0.isLoading = true }

    XCTAssertEqual(
      log.messages,
      [
        "Expected to receive a state, but none arrived. Still in flight: .loadOnAnotherScheduler, "
          + "but nothing is scheduled on the store's scheduler: the reactor's streams may run on "
          + "another scheduler (MainScheduler, a dispatch queue) than the TestScheduler given "
          + "to the TestStore."
      ])
    store.exhaustivity = .off
  }

  func test_errorsGoBackToTheGlobalHandlerOnceTheStoreIsGone() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = LoadingReactor(scheduler: scheduler)
    var reported: [String] = []
    let previous = Hooks.reactorError
    let collected = LockedErrors()
    Hooks.reactorError = { collected.append("\($0.underlying)") }
    defer { Hooks.reactorError = previous }
    do {
      let store = TestStore(reactor: reactor, scheduler: scheduler)
      log.capture(store)
      store.send(.load) { $0.isLoading = true }
      store.receiveError()
    }
    reactor.action.onNext(.load)
    reported = collected.values
    XCTAssertEqual(reported, ["LoadFailed"])
  }
}

/// Errors collected by a replaced global handler (which is `@Sendable`).
private final class LockedErrors: @unchecked Sendable {
  private let lock = Lock()
  private var stored: [String] = []
  var values: [String] { lock.withLock { stored } }
  func append(_ value: String) { lock.withLock { stored.append(value) } }
}
