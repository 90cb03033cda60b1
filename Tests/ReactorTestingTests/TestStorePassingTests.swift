import ReactorCore
import ReactorTesting
import Streams
import XCTest

/// Correct expectations pass: nothing is reported, not even when the store
/// is released.
final class TestStorePassingTests: XCTestCase {
  private var log: FailureLog!

  override func setUp() {
    super.setUp()
    log = FailureLog()
  }

  override func tearDown() {
    // Stores are released by now: their `deinit` reported nothing either.
    XCTAssertEqual(log.messages, [])
    log = nil
    super.tearDown()
  }

  private func makeStore<R: Reactor>(_ reactor: R, scheduler: TestScheduler) -> TestStore<R> {
    let store = TestStore(reactor: reactor, scheduler: scheduler)
    log.capture(store)
    return store
  }

  private func makeStore<R: Reactor>(_ reactor: R) -> TestStore<R> {
    makeStore(reactor, scheduler: TestScheduler(initialClock: 0))
  }

  // MARK: - send

  func test_send_closureDescribesTheChange() {
    let store = makeStore(ListReactor())

    store.send(.rename("Archive")) { $0.title = "Archive" }
    store.finish()

    XCTAssertEqual(store.state.title, "Archive")
  }

  func test_send_successiveClosuresStartFromTheStateAssertedBefore() {
    let store = makeStore(ProfileReactor())

    store.send(.setName("Grace")) { $0.user.name = "Grace" }
    store.send(.addTag("navy")) { $0.tags.append("navy") }
    store.send(.setScore("c", 3)) { $0.scores["c"] = 3 }
    store.send(.setMode(.moved(from: 1, to: 2))) { $0.mode = .moved(from: 1, to: 2) }
    store.finish()

    XCTAssertEqual(store.state, store.reactor.currentState)
  }

  func test_send_withoutClosure_passesWhenNoMutationArrives() {
    let store = makeStore(ListReactor())

    store.send(.doNothing)
    store.finish()
  }

  func test_send_withoutClosure_passesWhenTheMutationLeavesTheStateEqual() {
    let store = makeStore(ListReactor())

    store.send(.refreshQuietly)
    store.finish()
  }

  func test_send_assertsTheStateAfterEverySynchronousMutation() {
    let store = makeStore(ListReactor())

    // Two states arrive (loading, loaded); `send` with a trailing closure
    // asserts the last. (It used to resolve to `send(_:states:)` and assert
    // the first.)
    store.send(.reload) { $0.items = ["a", "b"] }
    store.finish()
  }

  func test_send_throwingClosureThatDoesNotThrowPasses() {
    let store = makeStore(ListReactor())

    store.send(.rename("Sent")) { state in
      guard state.items.isEmpty else { throw CancellationError() }
      state.title = "Sent"
    }
    store.finish()
  }

  // MARK: - send(_:states:)

  func test_sendStates_assertsEachIntermediateState() {
    let store = makeStore(ListReactor())

    store.send(
      .reload,
      states: { $0.isLoading = true },
      {
        $0.isLoading = false
        $0.items = ["a", "b"]
      })
    store.finish()

    XCTAssertEqual(store.state.items, ["a", "b"])
  }

  func test_sendStates_withOneState() {
    let store = makeStore(ListReactor())

    store.send(.rename("Later"), states: { $0.title = "Later" })
    store.finish()
  }

  func test_sendStates_showsTheSynchronousLoadingOfTheCounter() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = makeStore(CounterReactor(scheduler: scheduler), scheduler: scheduler)

    store.send(.increase, states: { $0.isLoading = true })
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    store.receive { $0.isLoading = false }
    store.finish()
  }

  // MARK: - receive

  func test_receive_consumesDelayedStatesInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = makeStore(CounterReactor(scheduler: scheduler), scheduler: scheduler)

    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    store.receive { $0.isLoading = false }
    store.send(.decrease) { $0.value = 0 }
    store.finish()
  }

  func test_receive_nothingArrivesBeforeTheDelayElapses() {
    // Millisecond ticks: with the default one-second ticks, 500 ms rounds
    // to a whole tick, the full delay.
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let store = makeStore(CounterReactor(scheduler: scheduler), scheduler: scheduler)

    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .milliseconds(500))
    // Still in flight: a synchronous action may be sent meanwhile.
    store.send(.decrease) { $0.value = -1 }
    store.advance(by: .milliseconds(500))
    store.receive { $0.value = 0 }
    store.receive { $0.isLoading = false }
    store.finish()
  }

  func test_receive_twoOverlappingRequests() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = makeStore(CounterReactor(scheduler: scheduler), scheduler: scheduler)

    store.send(.increase) { $0.isLoading = true }
    store.send(.increase)  // already loading: unchanged
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    store.receive { $0.isLoading = false }
    store.receive { $0.value = 2 }
    store.receive()  // loading was already off
    store.finish()
  }

  func test_advanceToAndByTicks_driveTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = makeStore(CounterReactor(scheduler: scheduler), scheduler: scheduler)

    store.send(.increase) { $0.isLoading = true }
    store.advance(by: 0)
    store.advance(to: 1)
    store.receive { $0.value = 1 }
    store.receive { $0.isLoading = false }
    store.send(.increase) { $0.isLoading = true }
    store.advance(by: 1)
    store.receive { $0.value = 2 }
    store.receive { $0.isLoading = false }
    store.finish()
    XCTAssertEqual(scheduler.clock, 2)
  }

  // MARK: - exhaustivity = .off

  func test_exhaustivityOff_sendChecksOnlyWhatTheClosureMentions() {
    let store = makeStore(ListReactor())
    store.exhaustivity = .off

    store.send(.rename("Other"))  // not mentioned: not checked
    store.send(.reload) { $0.items = ["a", "b"] }
    store.finish()

    XCTAssertEqual(store.state.title, "Other")
  }

  func test_exhaustivityOff_unreceivedStatesAndStreamsInFlightAreNotFailures() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = makeStore(CounterReactor(scheduler: scheduler), scheduler: scheduler)
    store.exhaustivity = .off

    store.send(.increase)
    store.send(.increase)
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    // One state left unreceived; the next send skips it.
    store.send(.decrease) { $0.value = 1 }
    store.send(.increase) { $0.isLoading = true }
    store.finish()  // `.increase` still in flight
  }

  func test_exhaustivityOff_sendStatesChecksOnlyTheStatesGiven() {
    let store = makeStore(ListReactor())
    store.exhaustivity = .off

    store.send(.reload, states: { $0.isLoading = true })
    store.finish()
  }

  // MARK: - @Pulse

  func test_pulse_isAssertedByItsValue() {
    let store = makeStore(MessageReactor())

    store.send(.save) { $0.message = "Saved draft" }
    // Assigned again, to the same value: a new pulse, an equal state.
    store.send(.save)
    store.send(.rename("final")) { $0.name = "final" }
    store.send(.save) { $0.message = "Saved final" }
    store.finish()
  }

  func test_pulse_theReactorStillEmitsEachAssignment() {
    let reactor = MessageReactor()
    let store = makeStore(reactor)
    var pulses: [String?] = []
    let subscription = reactor.pulse(\.$message).subscribe(onNext: { pulses.append($0) })
    defer { subscription.dispose() }

    store.send(.save) { $0.message = "Saved draft" }
    store.send(.save)
    store.finish()

    XCTAssertEqual(pulses, ["Saved draft", "Saved draft"])
  }

  // MARK: - Stub

  func test_stub_viewSendsActionsAndShowsStubbedState() {
    let reactor = CounterReactor(scheduler: TestScheduler(initialClock: 0))
    reactor.isStubEnabled = true
    let view = CounterView(reactor: reactor)

    view.tapPlus()
    view.tapPlus()
    view.tapMinus()
    XCTAssertEqual(reactor.stub.actions, [.increase, .increase, .decrease])
    XCTAssertEqual(view.label, "0")
    XCTAssertFalse(view.isSpinnerVisible)

    reactor.stub.state.value = CounterReactor.State(value: 10, isLoading: true)
    XCTAssertEqual(view.label, "10")
    XCTAssertTrue(view.isSpinnerVisible)
  }

  func test_stub_storeSeesStubbedStatesAndRecordsNoLogic() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = CounterReactor(scheduler: scheduler)
    reactor.isStubEnabled = true
    let store = makeStore(reactor, scheduler: scheduler)

    // The stub records the action instead of running `mutate`.
    store.send(.increase)
    XCTAssertEqual(reactor.stub.actions, [.increase])

    reactor.stub.state.accept(CounterReactor.State(value: 5, isLoading: false))
    store.receive { $0.value = 5 }
    store.finish()
  }
}

/// A headless view for the stub tests: shows the counter's state and sends
/// its actions.
private final class CounterView {
  private let reactor: CounterReactor
  private var subscription: Disposable?
  private(set) var label = ""
  private(set) var isSpinnerVisible = false

  init(reactor: CounterReactor) {
    self.reactor = reactor
    subscription = reactor.state.subscribe(onNext: { [weak self] state in
      self?.label = "\(state.value)"
      self?.isSpinnerVisible = state.isLoading
    })
  }

  deinit {
    subscription?.dispose()
  }

  func tapPlus() {
    reactor.action.onNext(.increase)
  }

  func tapMinus() {
    reactor.action.onNext(.decrease)
  }
}
