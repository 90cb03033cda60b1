import Foundation
import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ReplayTests: XCTestCase {
  func test_replayOnVirtualTime_reproducesEveryState() throws {
    let recording = try recordedCounterSession()
    let scheduler = millisecondScheduler()
    let reactor = DelayedCounter(scheduler: scheduler)
    try recording.replay(into: reactor, scheduler: scheduler)
    XCTAssertEqual(reactor.currentState, .init(value: 6, isLoading: false, name: "Ann"))
    XCTAssertEqual(scheduler.clock, 1000, "the replay ends at the recording's end")
  }

  func test_replaySendsEachActionAtItsRecordedTime() throws {
    let recording = try recordedCounterSession()
    let scheduler = millisecondScheduler()
    let reactor = DelayedCounter(scheduler: scheduler)
    let replay = try Replay(recording, into: reactor, scheduler: scheduler)
    XCTAssertEqual(replay.playNext(), .step(0))
    XCTAssertEqual(reactor.currentState.isLoading, true)
    XCTAssertEqual(replay.playNext(), .checkpoint(0))
    XCTAssertEqual(replay.playNext(), .step(1))
    XCTAssertEqual(scheduler.clock, 500)
    XCTAssertEqual(reactor.currentState.value, 6, "the delayed change arrived at 300")
    replay.playToEnd()
    XCTAssertNil(replay.divergence)
  }

  func test_aTamperedAction_divergesAtItsStepWithALineDiff() throws {
    var recording = try recordedCounterSession()
    let text = String(decoding: try recording.encoded(), as: UTF8.self)
      .replacingOccurrences(of: #""_0" : 5"#, with: #""_0" : 4"#)
    recording = try Recording(json: Data(text.utf8))
    let scheduler = millisecondScheduler()
    XCTAssertThrowsError(
      try recording.replay(into: DelayedCounter(scheduler: scheduler), scheduler: scheduler)
    ) { error in
      guard case .diverged(let divergence) = error as? RecordingError else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(divergence.kind, .state)
      XCTAssertEqual(divergence.step, 2)
      XCTAssertEqual(
        "\(error)",
        """
        replay diverged at step 2 of 3 (.add(5), sent at 0.500 s): state 1 of 1 after it \
        differs (− recorded, + replayed):
        − value: 6
        + value: 5
          isLoading: false
          name: ""
        """)
    }
  }

  func test_aMissingAndAnExtraState_areReported() throws {
    let recording = try recordedCounterSession()
    var shorter = recording
    shorter.steps[2].states.append(shorter.steps[2].states[0])
    let scheduler = millisecondScheduler()
    XCTAssertThrowsError(
      try shorter.replay(into: DelayedCounter(scheduler: scheduler), scheduler: scheduler)
    ) {
      guard case .diverged(let divergence) = $0 as? RecordingError else { return XCTFail("\($0)") }
      XCTAssertEqual(divergence.kind, .missingState)
      XCTAssertEqual(divergence.step, 3)
      XCTAssertEqual(
        divergence.detail,
        "the recording has 2 states after it, and the replay did not publish state 2")
    }

    var longer = recording
    longer.steps[1].states = []
    let other = millisecondScheduler()
    XCTAssertThrowsError(
      try longer.replay(into: DelayedCounter(scheduler: other), scheduler: other)
    ) {
      guard case .diverged(let divergence) = $0 as? RecordingError else { return XCTFail("\($0)") }
      XCTAssertEqual(divergence.kind, .state, "the states shift: the next one differs")
      XCTAssertEqual(divergence.step, 3)
    }
  }

  func test_anotherInitialState_divergesBeforeTheFirstAction() throws {
    let recording = try recordedCounterSession()
    let scheduler = millisecondScheduler()
    XCTAssertThrowsError(
      try recording.replay(
        into: DelayedCounter(value: 10, scheduler: scheduler), scheduler: scheduler)
    ) {
      XCTAssertEqual(
        "\($0)",
        """
        replay diverged before the first action: the initial state differs (− recorded, + replayed):
        − value: 0
        + value: 10
          isLoading: false
          name: ""
        """)
    }
  }

  func test_checkRender_comparesTheScreenAtACheckpoint() throws {
    let scheduler = millisecondScheduler()
    let reactor = DelayedCounter(scheduler: scheduler)
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    reactor.action.onNext(.add(2))
    recorder.checkpoint("add 2", render: "value 2")
    let recording = try recorder.stop()

    let replayScheduler = millisecondScheduler()
    let replay = try Replay(
      recording, into: DelayedCounter(scheduler: replayScheduler), scheduler: replayScheduler)
    replay.playNext()
    replay.playNext()
    let divergence = try XCTUnwrap(replay.checkRender("value 3"))
    XCTAssertEqual(
      divergence.description,
      """
      replay diverged at step 1 of 1 (.add(2), sent at 0.000 s): the screen at `add 2` \
      (0.000 s) differs (− recorded, + replayed):
      − value 2
      + value 3
      """)
    XCTAssertThrowsError(try replay.verify())
  }

  func test_aRecordingOfAnotherReactor_isRefused() throws {
    let recording = try recordedCounterSession()
    XCTAssertThrowsError(
      try Replay(
        checking: recording, into: OpaqueActionReactor(), scheduler: millisecondScheduler())
    ) {
      XCTAssertEqual(
        $0 as? RecordingError,
        .actionNotCodable(
          reactorType: "OpaqueActionReactor", actionType: "OpaqueActionReactor.Action"))
    }
    var renamed = recording
    renamed.actionType = "OtherReactor.Action"
    let scheduler = millisecondScheduler()
    XCTAssertThrowsError(
      try Replay(renamed, into: DelayedCounter(scheduler: scheduler), scheduler: scheduler)
    ) {
      XCTAssertEqual(
        $0 as? RecordingError,
        .wrongReactor(
          recordedActionType: "OtherReactor.Action", replayingActionType: "DelayedCounter.Action"))
    }
  }

  func test_anActionThatNoLongerDecodes_namesItsStep() throws {
    let text = String(decoding: try recordedCounterSession().encoded(), as: UTF8.self)
      .replacingOccurrences(of: #""rename" : {"#, with: #""renamed" : {"#)
    let recording = try Recording(json: Data(text.utf8))
    let scheduler = millisecondScheduler()
    XCTAssertThrowsError(
      try Replay(recording, into: DelayedCounter(scheduler: scheduler), scheduler: scheduler)
    ) {
      guard case .undecodableAction(let step, let action, _) = $0 as? RecordingError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(step, 3)
      XCTAssertEqual(action, ".rename(to: \"Ann\")")
    }
  }

  func test_anActionSentToTheReplayedReactor_isDroppedNotAStepPastTheRecording() throws {
    let recording = try recordedCounterSession()
    let scheduler = millisecondScheduler()
    let reactor = DelayedCounter(scheduler: scheduler)
    let replay = try Replay(recording, into: reactor, scheduler: scheduler)
    replay.playNext()
    reactor.action.onNext(.add(100))
    replay.playToEnd()
    reactor.action.onNext(.add(1))
    XCTAssertNil(replay.divergence, "the recording holds every action the reactor handled")
    XCTAssertEqual(reactor.currentState.value, 6)
  }

  func test_actionsMergedInByTransformAction_areReplayedOnceFromTheRecording() throws {
    let recordingScheduler = millisecondScheduler()
    let recorded = TickingReactor(scheduler: recordingScheduler)
    let recorder = try SessionRecorder(recorded, scheduler: recordingScheduler)
    recordingScheduler.advance(to: 250)
    recorded.action.onNext(.reset)
    recordingScheduler.advance(to: 550)
    let recording = try recorder.stop()
    XCTAssertEqual(
      recording.steps.map(\.action), [".tick", ".tick", ".reset", ".tick", ".tick", ".tick"])

    let scheduler = millisecondScheduler()
    let reactor = TickingReactor(scheduler: scheduler)
    try recording.replay(into: reactor, scheduler: scheduler)
    XCTAssertEqual(reactor.currentState, recorded.currentState)
  }

  func test_afterTheReplayIsFreedTheReactorHandlesActionsAgain() throws {
    let recording = try recordedCounterSession()
    let scheduler = millisecondScheduler()
    let reactor = DelayedCounter(scheduler: scheduler)
    try recording.replay(into: reactor, scheduler: scheduler)
    reactor.action.onNext(.add(1))
    XCTAssertEqual(reactor.currentState.value, 7)
  }
}
