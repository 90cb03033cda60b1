import Foundation
import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import XCTest

/// `Recording.testStoreSource` writes `NotesSessionTests.swift` (beside
/// this file, compiled and run in this target): XCTest, every fallback.
final class NotesSessionSourceTests: XCTestCase {
  private static let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("NotesSessionTests.swift")

  func test_theCheckedInTestIsWhatTheRecordingMakes() throws {
    let source = try notesSessionSource()
    XCTAssertEqual(source, try String(contentsOf: Self.generated, encoding: .utf8))
  }

  func test_eachStateTakesTheFormItCanBeWrittenIn() throws {
    let source = try notesSessionSource()
    for expected in [
      "final class NotesSessionTests: XCTestCase {",
      "func test_replaysTheRecordedSession() throws {",
      ##"  try recordedAction(#"{"add":{"_0":{"isPinned":false,"title":"Groceries"}}}"#),"##,
      "  printing: [",
      "$0.notes[1].isPinned = true",
      "$0.mode = .editing(index: 0)",
      #"$0.tags = ["home", "work"]"#,
      #"$0.counts["b"] = 1"#,
      "store.advance(by: .milliseconds(1000))",
      "private func recordedAction(_ json: String) throws -> ",
    ] {
      XCTAssertTrue(source.contains(expected), "missing \(expected) in:\n\(source)")
    }
  }

  func test_aSessionThatDoesNotReplayWritesNoTest() throws {
    var recording = try recordedNotesSession()
    recording.steps[2].states[0].lines[0] = "notes[0].title: \"Shopping\""
    XCTAssertThrowsError(
      try recording.testStoreSource(
        replayingInto: NotesReactor(), scheduler: TestScheduler(initialClock: 0),
        reactorSource: "NotesReactor()", imports: [])
    ) {
      guard case .diverged(let divergence) = $0 as? RecordingError else { return XCTFail("\($0)") }
      XCTAssertEqual(divergence.step, 3)
    }
  }

  func test_aTestOfAReactorThatTakesAClock_declaresItWhenAsked() throws {
    let source = try recordedNotesSession().testStoreSource(
      replayingInto: NotesReactor(), scheduler: TestScheduler(initialClock: 0),
      reactorSource: "NotesReactor(clock: clock)", imports: [], declaresClock: true)
    let lines = source.split(separator: "\n").map(String.init)
    let scheduler = try XCTUnwrap(lines.firstIndex { $0.contains("let scheduler = ") })
    XCTAssertEqual(lines[scheduler + 1], "    let clock = TestClock(scheduler: scheduler)")
    XCTAssertEqual(lines[scheduler + 2], "    let reactor = NotesReactor(clock: clock)")
    let without = try recordedNotesSession().testStoreSource(
      replayingInto: NotesReactor(), scheduler: TestScheduler(initialClock: 0),
      reactorSource: "NotesReactor()", imports: [])
    XCTAssertFalse(without.contains("TestClock"))
  }

  func test_anActionWhoseJSONHoldsABackslashHash_cannotInterpolateIntoTheTest() throws {
    // `\#(` inside `#"…"#` would start an interpolation: code in the test.
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = NotesReactor()
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    reactor.action.onNext(.add(NotesReactor.Note(title: ##"\#(exit(1))"##)))
    let source = try recorder.stop().testStoreSource(
      replayingInto: NotesReactor(), scheduler: TestScheduler(initialClock: 0),
      reactorSource: "NotesReactor()", imports: [])
    let line = try XCTUnwrap(source.split(separator: "\n").first { $0.contains("recordedAction(") })
    XCTAssertTrue(line.contains(##"try recordedAction(##"{"##), String(line))
  }

  func test_anOptionalDictionaryValueSetToNil_isStoredNotRemoved() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = FlagsReactor()
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    reactor.action.onNext(.clear("a"))
    let recording = try recorder.stop()
    let source = try recording.testStoreSource(
      replayingInto: FlagsReactor(), scheduler: TestScheduler(initialClock: 0),
      reactorSource: "FlagsReactor()", imports: [])
    XCTAssertTrue(source.contains(#"$0.flags["a"] = .some(nil)"#), source)
  }

  func test_aReactorThatSendsItselfActionsFromTransformAction_getsNoTestThatWouldFail() throws {
    let recordingScheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let recorded = TickingReactor(scheduler: recordingScheduler)
    let recorder = try SessionRecorder(recorded, scheduler: recordingScheduler)
    recordingScheduler.advance(by: .milliseconds(250))
    let recording = try recorder.stop()
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    XCTAssertNoThrow(
      try recording.replay(into: TickingReactor(scheduler: scheduler), scheduler: scheduler),
      "the replay sends the recorded ticks and drops the timer's")
    let writing = TestScheduler(initialClock: 0, resolution: 0.001)
    XCTAssertThrowsError(
      try recording.testStoreSource(
        replayingInto: TickingReactor(scheduler: writing), scheduler: writing,
        reactorSource: "TickingReactor()", imports: [])
    ) {
      guard case .diverged(let divergence) = $0 as? RecordingError else { return XCTFail("\($0)") }
      XCTAssertTrue(divergence.detail.contains("sent itself .tick"), divergence.detail)
    }
  }
}

/// A reactor whose state maps keys to optional values: `clear` stores
/// `nil` under a key, which stays in the dictionary.
private final class FlagsReactor: Reactor {
  enum Action: Codable { case clear(String) }
  struct State: Equatable {
    var flags: [String: Bool?] = ["a": true, "b": false, "c": true, "d": nil]
  }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .clear(let key): state.flags[key] = .some(nil)
    }
    return state
  }
}
