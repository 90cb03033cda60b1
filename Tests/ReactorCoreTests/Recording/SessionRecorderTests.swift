import Foundation
import ReactorCore
import ReactorTesting
import Streams
import XCTest

final class SessionRecorderTests: XCTestCase {
  func test_recordsEachActionWithItsTimeAndTheStatesThatFollowed() throws {
    let recording = try recordedCounterSession()

    XCTAssertEqual(recording.reactorType, "DelayedCounter")
    XCTAssertEqual(recording.actionType, "DelayedCounter.Action")
    XCTAssertEqual(recording.initialState, ["value: 0", "isLoading: false", "name: \"\""])
    XCTAssertEqual(recording.steps.map(\.action), [".increase", ".add(5)", ".rename(to: \"Ann\")"])
    XCTAssertEqual(recording.steps.map(\.time), [0, 0.5, 0.7])
    XCTAssertEqual(
      recording.steps.map(\.actionJSON),
      [
        #"{"increase":{}}"#, #"{"add":{"_0":5}}"#, #"{"rename":{"to":"Ann"}}"#,
      ])
    let increase = recording.steps[0].states
    XCTAssertEqual(increase.map(\.isSynchronous), [true, false, false])
    XCTAssertEqual(increase.map(\.time), [0, 0.3, 0.3])
    XCTAssertEqual(
      increase.map(\.lines),
      [
        ["value: 0", "isLoading: true", "name: \"\""],
        ["value: 1", "isLoading: true", "name: \"\""],
        ["value: 1", "isLoading: false", "name: \"\""],
      ])
    XCTAssertEqual(
      recording.steps[1].states.map(\.lines),
      [
        ["value: 6", "isLoading: false", "name: \"\""]
      ])
    XCTAssertEqual(recording.checkpoints.map(\.label), ["increase", "add 5"])
    XCTAssertEqual(recording.checkpoints.map(\.stepsBefore), [1, 2])
    XCTAssertEqual(recording.duration, 1)
    XCTAssertEqual(
      recording.timeline, [.step(0), .checkpoint(0), .step(1), .checkpoint(1), .step(2)])
  }

  func test_theTimelinePutsEachCheckpointAfterTheStepsRecordedBeforeIt() throws {
    let scheduler = millisecondScheduler()
    let reactor = DelayedCounter(scheduler: scheduler)
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    recorder.checkpoint("start")
    reactor.action.onNext(.add(1))
    recorder.checkpoint("a")
    recorder.checkpoint("b")
    reactor.action.onNext(.add(2))
    reactor.action.onNext(.add(3))
    recorder.checkpoint("end")
    XCTAssertEqual(
      try recorder.stop().timeline,
      [
        .checkpoint(0), .step(0), .checkpoint(1), .checkpoint(2), .step(1), .step(2),
        .checkpoint(3),
      ])
  }

  func test_stopEndsTheRecordingAndReturnsTheSameRecordingAgain() throws {
    let scheduler = millisecondScheduler()
    let reactor = DelayedCounter(scheduler: scheduler)
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    reactor.action.onNext(.add(1))
    let first = try recorder.stop()
    reactor.action.onNext(.add(2))
    recorder.checkpoint("after stop")
    XCTAssertEqual(try recorder.stop(), first)
    XCTAssertEqual(first.steps.count, 1)
    XCTAssertEqual(first.checkpoints, [])
    XCTAssertEqual(recorder.actionCount, 1)
  }

  func test_aSecondRecorderOfTheSameReactorIsRefusedUntilTheFirstStops() throws {
    let scheduler = millisecondScheduler()
    let reactor = DelayedCounter(scheduler: scheduler)
    let first = try SessionRecorder(reactor, scheduler: scheduler)
    XCTAssertThrowsError(try SessionRecorder(reactor, scheduler: scheduler)) {
      XCTAssertEqual($0 as? RecordingError, .alreadyRecording(reactorType: "DelayedCounter"))
    }
    try first.stop()
    XCTAssertNoThrow(try SessionRecorder(reactor, scheduler: scheduler))
  }

  func test_releasingTheRecorderStopsRecording() throws {
    let scheduler = millisecondScheduler()
    let reactor = DelayedCounter(scheduler: scheduler)
    var recorder: SessionRecorder<DelayedCounter>? = try SessionRecorder(
      reactor, scheduler: scheduler)
    XCTAssertNotNil(recorder)
    recorder = nil
    XCTAssertNoThrow(try SessionRecorder(reactor, scheduler: scheduler))
  }

  func test_aReactorWhoseActionIsNotCodable_isRefusedWithAnErrorNamingTheType() {
    XCTAssertThrowsError(try SessionRecorder(checking: OpaqueActionReactor())) { error in
      XCTAssertEqual(
        error as? RecordingError,
        .actionNotCodable(
          reactorType: "OpaqueActionReactor", actionType: "OpaqueActionReactor.Action"))
      XCTAssertEqual(
        "\(error)",
        "cannot record or replay OpaqueActionReactor: its action type "
          + "OpaqueActionReactor.Action is not Codable; conform it to Codable "
          + "(`extension OpaqueActionReactor.Action: Codable {}`, with Codable payloads) so "
          + "that its actions can be written to a file and read back")
    }
  }

  func test_statesBeforeTheFirstActionAreThePrelude() throws {
    let scheduler = millisecondScheduler()
    let reactor = DelayedCounter(scheduler: scheduler)
    reactor.action.onNext(.increase)
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    scheduler.advance(to: 300)
    let recording = try recorder.stop()
    XCTAssertEqual(recording.initialState, ["value: 0", "isLoading: true", "name: \"\""])
    XCTAssertEqual(recording.prelude.map(\.lines.first), ["value: 1", "value: 1"])
    XCTAssertEqual(recording.prelude.map(\.isSynchronous), [false, false])
    XCTAssertEqual(recording.steps, [])
  }

  func test_recordingOffCostsNothingVisible_actionsStillFlow() throws {
    let scheduler = millisecondScheduler()
    let reactor = DelayedCounter(scheduler: scheduler)
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    try recorder.stop()
    reactor.action.onNext(.add(3))
    XCTAssertEqual(reactor.currentState.value, 3)
  }

  func test_aStateNestedThousandsOfLevels_isRecordedWithoutOverflowingTheStack() throws {
    final class ListReactor: Reactor {
      enum Action: Codable { case grow(Int) }
      struct State { var list = DeepList.end }
      let initialState = State()
      func reduce(state: State, mutation: Action) -> State {
        guard case .grow(let count) = mutation else { return state }
        return State(list: .of(count))
      }
    }
    let reactor = ListReactor()
    let recorder = try SessionRecorder(reactor, scheduler: millisecondScheduler())
    reactor.action.onNext(.grow(5_000))
    let recording = try recorder.stop()
    XCTAssertEqual(recording.steps.first?.states.first?.lines.count, 5_001)
  }
}
