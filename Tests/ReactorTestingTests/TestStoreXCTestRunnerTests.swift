import ReactorCore
import ReactorTesting
import Streams
import XCTest

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
          description: """
            failed - State does not match the state after send(.decrease): (− expected, + actual)

              CounterReactor.State(
            −   value: 1,
            +   value: -1,
                isLoading: false,
                alertMessage: nil
              )
            """,
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
          description: """
            failed - The store received 1 state that the test did not assert (use receive):

            CounterReactor.State(
              value: 1,
              isLoading: false,
              alertMessage: nil
            )
            """,
          file: #filePath, line: line)
      ])
  }

  func test_correctExpectations_recordNothing() {
    let scheduler = TestScheduler(initialClock: 0)

    let failures = capturingFailures {
      let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
      store.send(.increase) { $0.isLoading = true }
      store.advance(by: .seconds(1))
      store.receive { $0.value = 1 }
      store.receive { $0.isLoading = false }
      store.send(.decrease) { $0.value = 0 }
    }

    XCTAssertEqual(failures, [])
  }
}
