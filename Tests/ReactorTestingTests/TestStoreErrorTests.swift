import Platform
import ReactorCore
import Streams
import XCTest

@testable import ReactorTesting

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
final class TestStoreErrorTests: XCTestCase {
  private var log: FailureLog!

  override func setUp() {
    super.setUp()
    log = FailureLog()
  }

  override func tearDown() {
    log = nil
    super.tearDown()
  }

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
