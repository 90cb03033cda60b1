import ReactorCore
import ReactorTesting
import Streams
import Testing

/// With no configuration, the store records Swift Testing issues inside a
/// `@Test`; `withKnownIssue(matching:)` checks each issue's comment (the
/// whole failure message) and source location.
@Suite struct TestStoreSwiftTestingTests {
  /// Whether `issue`'s comments are exactly `message` and it was recorded at
  /// `line` of this file.
  private static func matches(_ issue: Issue, _ message: String, line: Int) -> Bool {
    issue.comments.map(\.rawValue) == [message]
      && issue.sourceLocation?.line == line
      && issue.sourceLocation?.fileID == #fileID
  }

  @Test func correctExpectations_recordNoIssue() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)

    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    store.receive { $0.isLoading = false }
    store.send(.decrease) { $0.value = 0 }
    store.finish()

    #expect(store.state == CounterReactor.State(value: 0, isLoading: false))
  }

  @Test func intermediateStates_andPulse_recordNoIssue() {
    let listStore = TestStore(reactor: ListReactor(), scheduler: TestScheduler(initialClock: 0))
    listStore.send(
      .reload,
      states: { $0.isLoading = true },
      {
        $0.isLoading = false
        $0.items = ["a", "b"]
      })
    listStore.finish()

    let messageStore = TestStore(
      reactor: MessageReactor(), scheduler: TestScheduler(initialClock: 0))
    messageStore.send(.save) { $0.message = "Saved draft" }
    messageStore.send(.save)
    messageStore.finish()
  }

  @Test func wrongState_isRecordedAsAnIssueWithTheDiff() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
    let message = """
      State does not match the state after send(.decrease): (− expected, + actual)

        CounterReactor.State(
      −   value: 1,
      +   value: -1,
          isLoading: false
        )
      """

    withKnownIssue {
      store.send(.decrease) { $0.value = 1 }
    } matching: { [line = #line - 1] issue in
      Self.matches(issue, message, line: line)
    }
    store.finish()
  }

  @Test func wrongReceivedState_isRecordedAtTheReceiveLine() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))
    let message = """
      State does not match the received state: (− expected, + actual)

        CounterReactor.State(
      −   value: 5,
      +   value: 1,
          isLoading: true
        )
      """

    withKnownIssue {
      store.receive { $0.value = 5 }
    } matching: { [line = #line - 1] issue in
      Self.matches(issue, message, line: line)
    }
    store.receive { $0.isLoading = false }
    store.finish()
  }

  @Test func missedState_isRecordedAtTheNextSend() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    let message = """
      Must handle 1 received state before sending .decrease:

      CounterReactor.State(
        value: 1,
        isLoading: false
      )
      """

    withKnownIssue {
      store.send(.decrease) { $0.value = 0 }
    } matching: { [line = #line - 1] issue in
      Self.matches(issue, message, line: line)
    }
    store.finish()
  }

  @Test func streamInFlight_isRecordedAtFinish() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
    store.send(.increase) { $0.isLoading = true }
    let message =
      "1 mutate stream still in flight at the end of the test, started by: .increase. "
      + "Advance the scheduler until they complete."

    withKnownIssue {
      store.finish()
    } matching: { [line = #line - 1] issue in
      Self.matches(issue, message, line: line)
    }
  }

  @Test func wrongIntermediateState_isRecorded() {
    let store = TestStore(reactor: ListReactor(), scheduler: TestScheduler(initialClock: 0))

    withKnownIssue {
      store.send(.reload, states: { $0.isLoading = true }, { $0.isLoading = false })
    } matching: { issue in
      issue.comments.map(\.rawValue).first?.hasPrefix(
        "State does not match state 2 of 2 after send(.reload): (− expected, + actual)") ?? false
    }
    store.finish()
  }

  @Test func releasingAnUnfinishedStore_isRecordedAtTheInitLine() {
    let scheduler = TestScheduler(initialClock: 0)
    let message = """
      The store received 1 state that the test did not assert (use receive):

      CounterReactor.State(
        value: 1,
        isLoading: false
      )
      """

    withKnownIssue {
      let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
      store.send(.increase) { $0.isLoading = true }
      store.advance(by: .seconds(1))
      store.receive { $0.value = 1 }
    } matching: { [line = #line - 4] issue in
      Self.matches(issue, message, line: line)
    }
  }
}
