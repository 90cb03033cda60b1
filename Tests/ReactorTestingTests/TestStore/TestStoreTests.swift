import ReactorCore
import ReactorTesting
import Streams
import XCTest

@testable import ReactorTesting

/// Correct expectations pass: nothing is reported, not even when the store
/// is released.
final class TestStorePassingTests: StoreFailureTestCase {
  override func tearDown() {
    // Stores are released by now: their `deinit` reported nothing either.
    XCTAssertEqual(log.messages, [])
    super.tearDown()
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

    sendReloadAssertingBothStates(to: store)
    store.finish()

    XCTAssertEqual(store.state.items, ["a", "b"])
  }

  func test_sendStates_withOneState() {
    let store = makeStore(ListReactor())

    store.send(.rename("Later"), states: { $0.title = "Later" })
    store.finish()
  }

  func test_sendStates_showsTheSynchronousLoadingOfTheCounter() {
    let store = makeCounterStore()

    store.send(.increase, states: { $0.isLoading = true })
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    store.receive { $0.isLoading = false }
    store.finish()
  }

  // MARK: - receive

  func test_receive_consumesDelayedStatesInOrder() {
    let store = makeCounterStore()

    increaseThenDecrease(store)
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
    let store = makeCounterStore()

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
    let store = makeCounterStore()

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
    XCTAssertEqual(store.scheduler.clock, 2)
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
    let store = makeCounterStore()
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

/// Each kind of mistake fails with the expected message, compared as a whole
/// (snapshot style), at the line of the call that made it.
final class TestStoreFailureTests: StoreFailureTestCase {
  // MARK: - Wrong state

  func test_wrongStateAfterSend_showsALineDiff() {
    let store = makeCounterStore()

    store.send(.decrease) { $0.value = 1 }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        CounterStates.decreaseExpectedToMakeOne
      ])
  }

  func test_wrongStateAfterSend_closureLess_showsWhatChanged() {
    let store = makeStore(ListReactor())

    store.send(.rename("Archive"))
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        """
        State does not match the state after send(.rename("Archive")): (− expected, + actual)

          ListReactor.State(
        −   title: "Inbox",
        +   title: "Archive",
            items: [],
            isLoading: false
          )
        """
      ])
  }

  func test_wrongStateAfterSend_continuesFromTheActualState() {
    let store = makeStore(ListReactor())

    store.send(.rename("A")) { $0.title = "B" }
    log.removeAll()
    // The next expectation starts from what the reactor really did.
    store.send(.reload) { $0.items = ["a", "b"] }
    store.finish()

    XCTAssertEqual(log.messages, [])
    XCTAssertEqual(store.state.title, "A")
  }

  func test_wrongNestedState_marksOnlyTheDifferingLines_andFoldsFarLines() {
    let store = makeStore(ProfileReactor())

    store.send(.setCity("Paris")) { $0.user.address.city = "Rome" }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        """
        State does not match the state after send(.setCity("Paris")): (− expected, + actual)

          ProfileReactor.State(
            user: ProfileReactor.User(
              name: "Ada",
              address: ProfileReactor.Address(
        −       city: "Rome",
        +       city: "Paris",
                zip: nil
              )
            ),
          …
        """
      ])
  }

  func test_wrongOptional_printsTheValueOrNil() {
    let store = makeStore(ProfileReactor())

    store.send(.setZip("75001")) { $0.user.address.zip = "75002" }
    store.send(.setZip(nil)) { $0.user.address.zip = "75001" }
    store.finish()

    XCTAssertEqual(log.messages.count, 2)
    XCTAssertEqual(
      log.messages.map {
        $0.split(separator: "\n").filter { $0.hasPrefix("−") || $0.hasPrefix("+") }
      },
      [
        [#"−       zip: "75002""#, #"+       zip: "75001""#],
        [#"−       zip: "75001""#, "+       zip: nil"],
      ])
  }

  func test_wrongEnumPayload_printsCaseAndLabels() {
    let store = makeStore(ProfileReactor())

    store.send(.setMode(.moved(from: 1, to: 2))) { $0.mode = .moved(from: 1, to: 3) }
    store.send(.setMode(.editing(field: "name"))) { $0.mode = .failed("name") }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        """
        State does not match the state after send(.setMode(.moved(from: 1, to: 2))): \
        (− expected, + actual)

          …
            ],
            mode: .moved(
              from: 1,
        −     to: 3
        +     to: 2
            )
          )
        """,
        """
        State does not match the state after send(.setMode(.editing(field: "name"))): \
        (− expected, + actual)

          …
              "a": 1,
              "b": 2
            ],
        −   mode: .failed("name")
        +   mode: .editing(field: "name")
          )
        """,
      ])
  }

  func test_wrongArrayAndDictionary_printElementsByIndexAndSortedKeys() {
    let store = makeStore(ProfileReactor())

    store.send(.addTag("navy")) { $0.tags = ["navy"] }
    store.send(.setScore("c", 3)) { $0.scores["c"] = 4 }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        """
        State does not match the state after send(.addTag("navy")): (− expected, + actual)

          …
                zip: nil
              )
            ),
        −   tags: [[0]: "navy"],
        +   tags: [
        +     [0]: "math",
        +     [1]: "navy"
        +   ],
            scores: [
              "a": 1,
              "b": 2
          …
        """,
        """
        State does not match the state after send(.setScore("c", 3)): (− expected, + actual)

          …
            scores: [
              "a": 1,
              "b": 2,
        −     "c": 4
        +     "c": 3
            ],
            mode: .viewing
          )
        """,
      ])
  }

  func test_exhaustivityOff_stillChecksWhatTheClosureMentions() {
    let store = makeStore(ListReactor())
    store.exhaustivity = .off

    store.send(.rename("Archive"))
    store.send(.reload) { $0.items = ["b"] }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        """
        State does not match the state after send(.reload): (− expected, + actual)

          ListReactor.State(
            title: "Archive",
        −   items: [[0]: "b"],
        +   items: [
        +     [0]: "a",
        +     [1]: "b"
        +   ],
            isLoading: false
          )
        """
      ])
  }

  func test_closureThatThrows_reportsTheError() {
    let store = makeStore(ListReactor())

    store.send(.rename("Archive")) { _ in throw StoreTestError.notExpected }
    store.finish()

    XCTAssertEqual(log.messages, ["Updating the expected state threw notExpected."])
  }

  func test_wrongPulse_printsThePulseValue() {
    let store = makeStore(MessageReactor())

    store.send(.save) { $0.message = "Saved" }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        saveMismatchMessage(expected: "Saved")
      ])
  }

  // MARK: - Received states

  func test_wrongReceivedState() {
    let store = makeCounterStore()

    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))
    store.receive { $0.value = 2 }
    store.receive { $0.isLoading = false }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        """
        State does not match the received state: (− expected, + actual)

          CounterReactor.State(
        −   value: 2,
        +   value: 1,
            isLoading: true,
            alertMessage: nil
          )
        """
      ])
  }

  func test_missedState_sendWhileAReceivedStateIsUnasserted() {
    let store = makeCounterStore()

    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))
    store.send(.decrease) { $0.value = 0 }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        "Must handle 2 received states before sending .decrease:\n\n" + CounterStates.loadingAtOne
          + "\n\n" + CounterStates.countedToOne
      ])
  }

  func test_missedState_oneLeft() {
    let store = makeCounterStore()

    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    store.send(.decrease) { $0.value = 0 }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        "Must handle 1 received state before sending .decrease:\n\n" + CounterStates.countedToOne
      ])
  }

  func test_extraStateLeftAtFinish() {
    let store = makeCounterStore()

    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        "The store received 1 state that the test did not assert (use receive):\n\n"
          + CounterStates.countedToOne
      ])
  }

  func test_streamInFlightAtFinish_namesTheAction() {
    let store = makeCounterStore()

    store.send(.increase) { $0.isLoading = true }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        "1 mutate stream still in flight at the end of the test, started by: .increase. "
          + "Advance the scheduler until they complete."
      ])
  }

  func test_streamsInFlightAtFinish_nameEveryAction() {
    let store = makeCounterStore()

    store.send(.increase) { $0.isLoading = true }
    store.send(.increase)
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        "2 mutate streams still in flight at the end of the test, started by: .increase, "
          + ".increase. Advance the scheduler until they complete."
      ])
  }

  func test_streamInFlight_andUnreceivedStates_atFinish() {
    // Millisecond ticks, so that the two requests end at different times.
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let store = makeStore(CounterReactor(scheduler: scheduler), scheduler: scheduler)

    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .milliseconds(500))
    store.send(.increase)
    store.advance(by: .milliseconds(500))  // the first request ends
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        "The store received 2 states that the test did not assert (use receive):\n\n"
          + CounterStates.loadingAtOne + "\n\n" + CounterStates.countedToOne,
        "1 mutate stream still in flight at the end of the test, started by: .increase. "
          + "Advance the scheduler until they complete.",
      ])
  }

  func test_receiveWithNothingReceived_namesWhatIsInFlight() {
    let store = makeCounterStore()

    store.send(.increase) { $0.isLoading = true }
    store.receive { $0.value = 1 }
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    store.receive { $0.isLoading = false }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        "Expected to receive a state, but none arrived. Still in flight: .increase; "
          + "advance the scheduler to let them emit."
      ])
  }

  func test_receiveWithNothingReceived_andNothingInFlight() {
    let store = makeStore(ListReactor())

    store.send(.rename("Archive")) { $0.title = "Archive" }
    store.receive { $0.title = "Archive" }
    store.finish()

    XCTAssertEqual(log.messages, ["Expected to receive a state, but none arrived."])
  }

  // MARK: - Intermediate states

  func test_wrongIntermediateState() {
    let store = makeStore(ListReactor())

    store.send(
      .reload,
      states: { $0.isLoading = false },
      {
        $0.isLoading = false
        $0.items = ["a", "b"]
      })
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        """
        State does not match state 1 of 2 after send(.reload): (− expected, + actual)

          ListReactor.State(
            title: "Inbox",
            items: [],
        −   isLoading: false
        +   isLoading: true
          )
        """
      ])
  }

  func test_wrongSecondIntermediateState() {
    let store = makeStore(ListReactor())

    store.send(.reload, states: { $0.isLoading = true }, { $0.isLoading = false })
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        """
        State does not match state 2 of 2 after send(.reload): (− expected, + actual)

          ListReactor.State(
            title: "Inbox",
        −   items: [],
        +   items: [
        +     [0]: "a",
        +     [1]: "b"
        +   ],
            isLoading: false
          )
        """
      ])
  }

  func test_tooFewIntermediateStates_listsTheUnassertedOnes() {
    let store = makeStore(ListReactor())

    store.send(.reload, states: { $0.isLoading = true })
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        """
        send(.reload) produced 2 states, but only 1 were asserted. Unasserted:

        ListReactor.State(
          title: "Inbox",
          items: [
            [0]: "a",
            [1]: "b"
          ],
          isLoading: false
        )
        """
      ])
    // The store continues from the last state.
    XCTAssertEqual(store.state.items, ["a", "b"])
  }

  func test_tooManyIntermediateStates() {
    let store = makeStore(ListReactor())

    store.send(
      .reload,
      states: { $0.isLoading = true },
      {
        $0.isLoading = false
        $0.items = ["a", "b"]
      },
      { $0.title = "Never" })
    store.finish()

    XCTAssertEqual(
      log.messages, ["send(.reload) produced 2 states, but 3 states were expected."])
  }

  func test_intermediateStatesExpectedButNoneProduced() {
    let store = makeStore(ListReactor())

    store.send(.doNothing, states: { $0.title = "Never" })
    store.finish()

    XCTAssertEqual(
      log.messages, ["send(.doNothing) produced 0 states, but 1 state were expected."])
  }

  // MARK: - Releasing an unfinished store

  func test_releasingAnUnfinishedStore_reportsWhatWasLeft_atTheInitLine() {
    let scheduler = TestScheduler(initialClock: 0)
    var initLine: UInt = 0
    do {
      let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
      initLine = #line - 1
      log.capture(store)
      store.send(.increase) { $0.isLoading = true }
      store.send(.decrease) { $0.value = -1 }
    }

    XCTAssertEqual(
      log.failures,
      [
        FailureLog.Failure(
          message: "1 mutate stream still in flight at the end of the test, started by: "
            + ".increase. Advance the scheduler until they complete.",
          file: #filePath, line: initLine)
      ])
  }

  func test_releasingAnUnfinishedStore_reportsUnreceivedStates() {
    let scheduler = TestScheduler(initialClock: 0)
    do {
      let store = makeStore(CounterReactor(scheduler: scheduler), scheduler: scheduler)
      store.send(.increase) { $0.isLoading = true }
      store.advance(by: .seconds(1))
    }

    XCTAssertEqual(
      log.messages,
      [
        "The store received 2 states that the test did not assert (use receive):\n\n"
          + CounterStates.loadingAtOne + "\n\n" + CounterStates.countedToOne
      ])
  }

  func test_releasingAFinishedStore_reportsNothingMore() {
    let scheduler = TestScheduler(initialClock: 0)
    do {
      let store = makeStore(CounterReactor(scheduler: scheduler), scheduler: scheduler)
      store.send(.increase) { $0.isLoading = true }
      store.finish()
    }

    XCTAssertEqual(log.messages.count, 1)
  }

  // MARK: - Dumps and diffs

  func test_stateDump_printsEachKindOfValue() {
    // `DumpSample` is private: its name prints without `(unknown context …)`.
    XCTAssertEqual(
      StateTree(of: DumpSample()).nestedLines.joined(separator: "\n"),
      """
      DumpSample(
        empty: [],
        emptyDictionary: [:],
        set: Set([
          "a",
          "b"
        ]),
        point: DumpSample.Point(
          x: 1,
          y: 2
        ),
        missing: nil,
        pair: (
          1,
          label: "x"
        ),
        pulse: 7,
        ints: [
          1: "one",
          3: "three"
        ]
      )
      """)
  }

  func test_stateDump_namesLocalTypesWithoutTheirUnknownContext() {
    struct Local {
      var a = 1
    }

    // Local types used to print `(unknown context at $…).(unknown context at $…).Local`;
    // now they read as nested in the enclosing type.
    XCTAssertEqual(
      StateTree(of: Local()).nestedLines, ["TestStoreFailureTests.Local(a: 1)"])
  }

  func test_lineDiff_ofEqualDumps_marksNothing() {
    let lines = ["A(", "  x: 1", ")"]

    XCTAssertEqual(LineDiff.render(expected: lines, actual: lines), ["  A(", "    x: 1", "  )"])
  }

  func test_lineDiff_foldsOnlyStretchesFarFromAChange() {
    let expected = (0..<20).map { "line \($0)" }
    var actual = expected
    actual[10] = "changed"

    XCTAssertEqual(
      LineDiff.render(expected: expected, actual: actual),
      [
        "  …",
        "  line 7", "  line 8", "  line 9",
        "− line 10",
        "+ changed",
        "  line 11", "  line 12", "  line 13",
        "  …",
      ])
  }

  func test_lineDiff_keepsALoneFarLineInsteadOfFoldingIt() {
    let expected = (0..<16).map { "line \($0)" }
    var actual = expected
    actual[4] = "changed"

    XCTAssertEqual(
      LineDiff.render(expected: expected, actual: actual).prefix(2),
      ["  line 0", "  line 1"])
  }

  // MARK: - Location

  func test_failureLocation_isTheSendCall() {
    let store = makeCounterStore()

    store.send(.decrease) { $0.value = 5 }
    let line: UInt = #line - 1
    store.finish()

    XCTAssertEqual(log.failures.map(\.line), [line])
    XCTAssertEqual(log.failures.map(\.file), ["\(#filePath)"])
  }

  func test_failureLocation_isTheReceiveCall() {
    let store = makeCounterStore()
    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))

    store.receive { $0.value = 5 }
    let line: UInt = #line - 1
    store.receive { $0.isLoading = false }
    store.finish()

    XCTAssertEqual(log.failures.map(\.line), [line])
    XCTAssertEqual(log.failures.map(\.file), ["\(#filePath)"])
  }

  func test_failureLocation_isTheFinishCall() {
    let store = makeCounterStore()
    store.send(.increase) { $0.isLoading = true }

    store.finish()
    let line: UInt = #line - 1

    XCTAssertEqual(log.failures.map(\.line), [line])
  }

  func test_failureLocation_ofAMissedState_isTheNextSend() {
    let store = makeCounterStore()
    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))

    store.send(.decrease) { $0.value = 0 }
    let line: UInt = #line - 1
    store.finish()

    XCTAssertEqual(log.failures.map(\.line), [line])
  }
}

/// An error thrown from an expectation closure.
enum StoreTestError: Error {
  case notExpected
}

/// One value of each kind the nested dump prints.
private struct DumpSample {
  struct Point {
    var x: Int
    var y: Int
  }

  var empty: [Int] = []
  var emptyDictionary: [String: Int] = [:]
  var set: Set<String> = ["b", "a"]
  var point: Point? = Point(x: 1, y: 2)
  var missing: Point?
  var pair = (1, label: "x")
  @Pulse var pulse: Int = 7
  var ints = [3: "three", 1: "one"]
}
