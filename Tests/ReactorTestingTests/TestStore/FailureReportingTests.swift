import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import Testing
import XCTest

@testable import ReactorTesting

/// With no configuration, the store reports through XCTest inside an XCTest
/// test: the failures are captured here by overriding
/// `recordFailure(withDescription:inFile:atLine:expected:)` (swift-corelibs-
/// xctest has no `record(_: XCTIssue)`), instead of failing the test.
final class TestStoreXCTestRunnerTests: FailureCapturingTestCase {
  func test_wrongState_isRecordedAsAnXCTestFailureAtTheSendLine() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
    var line = 0

    let failures = capturingFailures {
      store.send(.decrease) { $0.value = 1 }
      line = #line - 1
    }
    store.finish()

    XCTAssertEqual(
      failures,
      [
        RecordedFailure(
          description: "failed - " + CounterStates.decreaseExpectedToMakeOne,
          file: #filePath, line: line)
      ])
  }

  func test_wrongReceivedState_isRecordedAtTheReceiveLine() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))
    var line = 0

    let failures = capturingFailures {
      store.receive { $0.value = 3 }
      line = #line - 1
    }
    store.receive { $0.isLoading = false }
    store.finish()

    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(failures.map(\.file), [#filePath])
    XCTAssertTrue(
      failures.first?.description.hasPrefix(
        "failed - State does not match the received state: (− expected, + actual)") ?? false,
      failures.first?.description ?? "no failure")
  }

  func test_streamInFlightAtFinish_isRecordedAtTheFinishLine() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
    store.send(.increase) { $0.isLoading = true }
    var line = 0

    let failures = capturingFailures {
      store.finish()
      line = #line - 1
    }

    XCTAssertEqual(
      failures,
      [
        RecordedFailure(
          description: "failed - 1 mutate stream still in flight at the end of the test, "
            + "started by: .increase. Advance the scheduler until they complete.",
          file: #filePath, line: line)
      ])
  }

  func test_releasingAnUnfinishedStore_isRecordedAtTheInitLine() {
    let scheduler = TestScheduler(initialClock: 0)
    var line = 0

    let failures = capturingFailures {
      let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
      line = #line - 1
      store.send(.increase) { $0.isLoading = true }
      store.advance(by: .seconds(1))
      store.receive { $0.value = 1 }
    }

    XCTAssertEqual(
      failures,
      [
        RecordedFailure(
          description:
            "failed - The store received 1 state that the test did not assert (use receive):\n\n"
            + CounterStates.countedToOne,
          file: #filePath, line: line)
      ])
  }

  func test_correctExpectations_recordNothing() {
    let scheduler = TestScheduler(initialClock: 0)

    let failures = capturingFailures {
      increaseThenDecrease(
        TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler))
    }

    XCTAssertEqual(failures, [])
  }
}

/// The store inside Swift Testing `@Test`s. One test checks that, with no
/// configuration, a failure becomes a Swift Testing issue at the call (a
/// deliberate, one-line known issue, labelled as expected in the output);
/// the others capture the store's failures, so that a passing run prints no
/// failure diffs a newcomer could mistake for real ones.
@Suite struct TestStoreSwiftTestingTests {
  /// The failures a store reported: message and line.
  private final class Captured {
    var failures: [(message: String, line: Int)] = []
    var messages: [String] { failures.map(\.message) }
    var lines: [Int] { failures.map(\.line) }
  }

  /// A store of the README counter whose failures are captured.
  /// `captured` holds one failure: `message`, at `line`.
  private static func expectOneFailure(
    _ captured: Captured, _ message: String, at line: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(captured.messages == [message], sourceLocation: sourceLocation)
    #expect(captured.lines == [line], sourceLocation: sourceLocation)
  }

  private static func counterStore() -> (TestStore<CounterReactor>, Captured) {
    let scheduler = TestScheduler(initialClock: 0)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
    return (store, capture(store))
  }

  private static func capture<R: Reactor>(_ store: TestStore<R>) -> Captured {
    let captured = Captured()
    store.failureHandler = { message, location in
      captured.failures.append((message, Int(location.line)))
    }
    return captured
  }

  @Test(.enabled(if: FailureReportingChecks.areOn))
  func failureWithoutConfiguration_isASwiftTestingIssueAtTheCall() {
    let store = TestStore(
      reactor: CounterReactor(scheduler: TestScheduler(initialClock: 0)),
      scheduler: TestScheduler(initialClock: 0))
    let line = #line + 2
    withKnownIssue("Expected: a deliberate failure, checking that it reaches Swift Testing") {
      store.receive()
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Expected to receive a state, but none arrived."]
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == #fileID
    }
    store.finish()
  }

  @Test func correctExpectations_recordNoIssue() {
    let (store, captured) = Self.counterStore()

    increaseThenDecrease(store)

    #expect(store.state == CounterReactor.State(value: 0, isLoading: false))
    #expect(captured.messages.isEmpty)
  }

  @Test func intermediateStates_andPulse_recordNoIssue() {
    let listStore = TestStore(reactor: ListReactor(), scheduler: TestScheduler(initialClock: 0))
    sendReloadAssertingBothStates(to: listStore)
    listStore.finish()

    let messageStore = TestStore(
      reactor: MessageReactor(), scheduler: TestScheduler(initialClock: 0))
    messageStore.send(.save) { $0.message = "Saved draft" }
    messageStore.send(.save)
    messageStore.finish()
  }

  @Test func wrongState_isRecordedAsAnIssueWithTheDiff() {
    let (store, captured) = Self.counterStore()
    let message = CounterStates.decreaseExpectedToMakeOne

    let line = #line + 1
    store.send(.decrease) { $0.value = 1 }
    Self.expectOneFailure(captured, message, at: line)
    store.finish()
  }

  @Test func wrongReceivedState_isRecordedAtTheReceiveLine() {
    let (store, captured) = Self.counterStore()
    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))
    let message = """
      State does not match the received state: (− expected, + actual)

        CounterReactor.State(
      −   value: 5,
      +   value: 1,
          isLoading: true,
          alertMessage: nil
        )
      """

    let line = #line + 1
    store.receive { $0.value = 5 }
    Self.expectOneFailure(captured, message, at: line)
    store.receive { $0.isLoading = false }
    store.finish()
  }

  @Test func missedState_isRecordedAtTheNextSend() {
    let (store, captured) = Self.counterStore()
    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    let message =
      "Must handle 1 received state before sending .decrease:\n\n" + CounterStates.countedToOne

    let line = #line + 1
    store.send(.decrease) { $0.value = 0 }
    Self.expectOneFailure(captured, message, at: line)
    store.finish()
  }

  @Test func streamInFlight_isRecordedAtFinish() {
    let (store, captured) = Self.counterStore()
    store.send(.increase) { $0.isLoading = true }
    let message =
      "1 mutate stream still in flight at the end of the test, started by: .increase. "
      + "Advance the scheduler until they complete."

    let line = #line + 1
    store.finish()
    Self.expectOneFailure(captured, message, at: line)
  }

  @Test func wrongIntermediateState_isRecorded() {
    let store = TestStore(reactor: ListReactor(), scheduler: TestScheduler(initialClock: 0))
    let captured = Self.capture(store)

    store.send(.reload, states: { $0.isLoading = true }, { $0.isLoading = false })
    #expect(captured.messages.count == 1)
    #expect(
      captured.messages.first?.hasPrefix(
        "State does not match state 2 of 2 after send(.reload): (− expected, + actual)") ?? false)
    store.finish()
  }

  @Test func releasingAnUnfinishedStore_isRecordedAtTheInitLine() {
    let scheduler = TestScheduler(initialClock: 0)
    let message =
      "The store received 1 state that the test did not assert (use receive):\n\n"
      + CounterStates.countedToOne

    var captured: Captured?
    let line = #line + 2
    do {
      let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
      captured = Self.capture(store)
      store.send(.increase) { $0.isLoading = true }
      store.advance(by: .seconds(1))
      store.receive { $0.value = 1 }
    }
    #expect(captured?.messages == [message])
    #expect(captured?.lines == [line])
  }
}
