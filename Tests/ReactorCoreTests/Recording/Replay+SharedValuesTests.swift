import Foundation
import ReactorCore
import ReactorTesting
import Streams
import XCTest

/// A search box whose query is shared: typing sets the shared value, and
/// the reactor's state follows the shared value (merged in
/// `transform(mutation:)`), as a screen sharing settings does.
private final class SharedQueryReactor: Reactor {
  enum Action: Codable, Equatable { case type(String) }
  enum Mutation { case setQuery(String) }
  struct State: Equatable { var query: String }

  let query: Shared<String>
  let initialState: State

  init(query: Shared<String>) {
    self.query = query
    initialState = State(query: query.value)
  }

  func mutate(action: Action) -> Observable<Mutation> {
    guard case .type(let text) = action else { return .empty() }
    query.set(text)
    return .empty()
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation.merge(query, as: Mutation.setQuery)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    guard case .setQuery(let query) = mutation else { return state }
    return State(query: query)
  }
}

/// A reactor that merges a `Shared` and changes it during the session
/// records and replays into a fresh reactor whether or not its streams had
/// started (the shared value's catch-up state is not part of the session),
/// and its own changes are made again by the replay's reactor, not by the
/// replay.
final class SharedRecordingTests: XCTestCase {
  private func record(subscribingFirst: Bool) throws -> Recording {
    let scheduler = millisecondScheduler()
    let reactor = SharedQueryReactor(query: Shared(""))
    let bag = DisposeBag()
    if subscribingFirst { reactor.state.subscribe().disposed(by: bag) }
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    reactor.action.onNext(.type("a"))
    scheduler.advance(to: 100)
    reactor.action.onNext(.type("b"))
    scheduler.advance(to: 200)
    return try recorder.stop()
  }

  func test_aSessionRecordedFromAFreshStart_replaysIntoAFreshReactor() throws {
    try assertReplays(try record(subscribingFirst: false))
  }

  func test_aSessionRecordedAfterTheStreamsStarted_replaysIntoAFreshReactor() throws {
    try assertReplays(try record(subscribingFirst: true))
  }

  func test_bothRecordingsAreTheSame() throws {
    XCTAssertEqual(try record(subscribingFirst: false), try record(subscribingFirst: true))
  }

  private func assertReplays(
    _ recording: Recording, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    XCTAssertEqual(recording.prelude, [], "no catch-up state before the first action")
    XCTAssertEqual(
      recording.steps.map { $0.states.map(\.lines) }, [[["query: \"a\""]], [["query: \"b\""]]],
      file: file, line: line)
    let scheduler = millisecondScheduler()
    let reactor = SharedQueryReactor(query: Shared(""))
    XCTAssertNoThrow(
      try recording.replay(into: reactor, scheduler: scheduler), file: file, line: line)
    XCTAssertEqual(reactor.currentState.query, "b", file: file, line: line)
  }
}

/// A list whose filter is shared with another screen, which changes it:
/// the reactor only reads it (merged in `transform(mutation:)`).
private final class FilteredListReactor: Reactor {
  enum Action: Codable, Equatable { case add(Int) }
  enum Mutation {
    case add(Int)
    case setFilter(Filter)
  }
  struct State: Equatable {
    var items: [Int] = []
    var filter: Filter
  }

  let filter: Shared<Filter>
  let initialState: State

  init(filter: Shared<Filter>) {
    self.filter = filter
    initialState = State(filter: filter.value)
  }

  func mutate(action: Action) -> Observable<Mutation> {
    guard case .add(let item) = action else { return .empty() }
    return .just(.add(item))
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    // Merged twice: its changes are still recorded once.
    mutation.merge(filter, as: Mutation.setFilter).merge(filter, as: Mutation.setFilter)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .add(let item): state.items.append(item)
    case .setFilter(let filter): state.filter = filter
    }
    return state
  }
}

/// What the other screen shares.
private struct Filter: Codable, Equatable {
  var minimum = 0
  var isOn = false
}

/// A shared value no recording can hold.
private struct Uncodable: Equatable { var value = 0 }

private final class UncodableSharedReactor: Reactor {
  enum Action: Codable { case none }
  typealias Mutation = Uncodable
  typealias State = Uncodable
  let shared = Shared(Uncodable())
  let initialState = Uncodable()

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation.merge(shared, as: { $0 })
  }
}

/// The shared values a reactor merges are in its recording: their values
/// when it started and every change another made, which a replay makes
/// again at their times.
final class SharedValueRecordingTests: XCTestCase {
  /// Recorded from a filter that another screen had already changed, and
  /// changes during the session, between and after the actions.
  private func record() throws -> Recording {
    let scheduler = millisecondScheduler()
    let filter = Shared(Filter(minimum: 2, isOn: true))
    let reactor = FilteredListReactor(filter: filter)
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    scheduler.advance(to: 50)
    filter.withLock { $0.minimum = 3 }
    scheduler.advance(to: 100)
    reactor.action.onNext(.add(1))
    scheduler.advance(to: 150)
    filter.withLock { $0.isOn = false }
    reactor.action.onNext(.add(2))
    scheduler.advance(to: 300)
    filter.set(Filter())
    scheduler.advance(to: 400)
    return try recorder.stop()
  }

  func test_aRecordingHoldsTheSharedValueAndTheChangesOthersMade() throws {
    let recording = try record()
    XCTAssertEqual(recording.sharedValues.map(\.valueType), ["Filter"])
    let shared = try XCTUnwrap(recording.sharedValues.first)
    XCTAssertEqual(shared.valueJSON, #"{"isOn":true,"minimum":2}"#)
    XCTAssertEqual(shared.changes.map(\.stepsBefore), [0, 1, 2], "once each, merged twice")
    XCTAssertEqual(shared.changes.map(\.time), [0.05, 0.15, 0.3])
    XCTAssertEqual(
      shared.changes.map(\.valueJSON),
      [
        #"{"isOn":true,"minimum":3}"#, #"{"isOn":false,"minimum":3}"#,
        #"{"isOn":false,"minimum":0}"#,
      ])
    // The states the changes made are recorded as any state.
    XCTAssertEqual(recording.prelude.map(\.isSynchronous), [false, false])
  }

  func test_aReplayIntoAFreshReactorMakesTheChangesAgainAtTheirTimes() throws {
    let recording = try record()
    let scheduler = millisecondScheduler()
    let filter = Shared(Filter())
    let reactor = FilteredListReactor(filter: filter)
    let replay = try Replay(recording, into: reactor, scheduler: scheduler)
    XCTAssertEqual(filter.value, Filter(minimum: 2, isOn: true), "set as the recording started")
    XCTAssertEqual(reactor.currentState.filter, Filter(minimum: 2, isOn: true))
    replay.playNext()
    XCTAssertEqual(filter.value, Filter(minimum: 3, isOn: true))
    XCTAssertEqual(scheduler.clock, 100)
    try replay.run()
    XCTAssertEqual(filter.value, Filter())
    XCTAssertEqual(reactor.currentState.items, [1, 2])
  }

  func test_aRecordingReadBackReplaysTheSame() throws {
    let recording = try record()
    let read = try Recording(json: recording.encoded())
    XCTAssertEqual(read, recording)
    let scheduler = millisecondScheduler()
    XCTAssertNoThrow(
      try read.replay(into: FilteredListReactor(filter: Shared(Filter())), scheduler: scheduler))
  }

  func test_aChangeTheReactorMakesItselfIsNotRecorded_theReplaysReactorMakesIt() throws {
    let scheduler = millisecondScheduler()
    let reactor = SharedQueryReactor(query: Shared(""))
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    reactor.action.onNext(.type("a"))
    let recording = try recorder.stop()
    XCTAssertEqual(recording.sharedValues.map(\.changes), [[]])
    let query = Shared("")
    try recording.replay(into: SharedQueryReactor(query: query), scheduler: millisecondScheduler())
    XCTAssertEqual(query.value, "a")
  }

  func test_aSharedValueThatIsNotCodable_isRefusedWhenRecordingStarts() {
    XCTAssertThrowsError(try SessionRecorder(UncodableSharedReactor())) { error in
      XCTAssertEqual(
        error as? RecordingError,
        .sharedValueNotCodable(reactorType: "UncodableSharedReactor", valueType: "Uncodable"))
      XCTAssertTrue("\(error)".contains("extension Uncodable: Codable {}"), "\(error)")
    }
  }

  func test_aReplayIntoAReactorMergingOtherSharedValues_isRefused() throws {
    let recording = try record()
    XCTAssertThrowsError(
      try Replay(
        recording, into: SharedQueryReactor(query: Shared("")), scheduler: millisecondScheduler())
    ) { error in
      XCTAssertEqual(
        error as? RecordingError,
        .wrongReactor(
          recordedActionType: "FilteredListReactor.Action",
          replayingActionType: "SharedQueryReactor.Action"))
    }
    var other = try record()
    other.sharedValues[0].valueType = "Settings"
    XCTAssertThrowsError(
      try Replay(
        other, into: FilteredListReactor(filter: Shared(Filter())),
        scheduler: millisecondScheduler())
    ) { error in
      XCTAssertEqual(
        error as? RecordingError, .wrongSharedValues(recorded: ["Settings"], replaying: ["Filter"]))
    }
  }

  /// The recording of ``record()`` with its first change's value no
  /// `Filter` (`"minimum": "three"`).
  private func recordingWithAnUndecodableChange() throws -> Recording {
    let json = String(decoding: try record().encoded(), as: UTF8.self)
      .replacingOccurrences(of: #""minimum" : 3"#, with: #""minimum" : "three""#)
    return try Recording(json: Data(json.utf8))
  }

  func test_aRecordedChangeThatDoesNotDecode_isCorruptNamingItsKey() throws {
    let recording = try recordingWithAnUndecodableChange()
    XCTAssertThrowsError(
      try Replay(
        recording, into: FilteredListReactor(filter: Shared(Filter())),
        scheduler: millisecondScheduler())
    ) { error in
      guard case .corrupt(_, let reason) = error as? RecordingError else {
        return XCTFail("\(error)")
      }
      XCTAssertTrue(reason.hasPrefix("sharedValues[0].changes[0].value is not a Filter"), reason)
    }
  }

  func test_aRecordingWhoseChangeDoesNotDecode_leavesTheSharedValueAsItWas() throws {
    let recording = try recordingWithAnUndecodableChange()
    let filter = Shared(Filter())
    XCTAssertThrowsError(
      try Replay(
        recording, into: FilteredListReactor(filter: filter), scheduler: millisecondScheduler()))
    XCTAssertEqual(filter.value, Filter(), "every value is decoded before any is set")
  }

  func test_aReplayIntoAReactorAnotherRecorderRecords_isRefusedBeforeChangingIt() throws {
    let recording = try record()
    let filter = Shared(Filter())
    let reactor = FilteredListReactor(filter: filter)
    let recorder = try SessionRecorder(reactor, scheduler: millisecondScheduler())
    XCTAssertThrowsError(try Replay(recording, into: reactor, scheduler: millisecondScheduler())) {
      XCTAssertEqual($0 as? RecordingError, .alreadyRecording(reactorType: "FilteredListReactor"))
    }
    XCTAssertEqual(filter.value, Filter(), "the shared value is as it was")
    XCTAssertEqual(try recorder.stop().sharedValues.map(\.changes), [[]], "nothing was logged")
  }

  /// Why a replay refuses `recording` as corrupt, if it does.
  private func corruptReason(_ recording: Recording) -> String? {
    do {
      _ = try Replay(
        recording, into: FilteredListReactor(filter: Shared(Filter())),
        scheduler: millisecondScheduler())
      return nil
    } catch {
      guard case .corrupt(_, let reason) = error else { return "\(error)" }
      return reason
    }
  }

  func test_aChangeAfterTheLastStepOrOutOfOrder_isCorrupt() throws {
    var late = try record()
    late.sharedValues[0].changes[2].stepsBefore = 3
    XCTAssertEqual(
      corruptReason(late),
      "sharedValues[0].changes[2].stepsBefore is 3, but the recording has 2 steps")
    var backwards = try record()
    backwards.sharedValues[0].changes[1].stepsBefore = 0
    backwards.sharedValues[0].changes[0].stepsBefore = 1
    XCTAssertEqual(
      corruptReason(backwards),
      "sharedValues[0].changes[1].stepsBefore is 0, less than the 1 before it "
        + "(they are in time order)")
    var negative = try record()
    negative.sharedValues[0].changes[0].time = -1
    XCTAssertEqual(
      corruptReason(negative),
      "sharedValues[0].changes[0].time is -1.0: a time must be between 0 and 1000000000 seconds")
    var named = try record()
    named.sharedValues[0].valueType = "Filter\n}"
    XCTAssertEqual(
      corruptReason(named)?.hasPrefix("sharedValues[0].valueType holds the control character"), true
    )
  }
}
