import Platform
import Streams

/// The recorder attached to a reactor's storage, as ``StorageExtras`` holds
/// it under its lock.
struct RecordingSlot<R: Reactor> {
  var sink: RecordingSink<R>?
}

// The taps of a ``SessionRecorder``: the action about to be processed, the
// end of its processing, each published state. Drain only; off, they cost
// one relaxed atomic load per action and per state.
extension ReactorStorage {
  /// Attaches `sink`, unless another one is attached, and reports to it
  /// the changes of the shared values the reactor merged.
  ///
  /// - Returns: whether `sink` was attached.
  func attachRecording(_ sink: RecordingSink<R>) -> Bool {
    let attached = extras.recording.withLock { slot in
      guard slot.sink == nil else { return false }
      slot.sink = sink
      return true
    }
    guard attached else { return false }
    for (index, shared) in sink.shared.enumerated() {
      shared.setLog { [weak sink] value in sink?.sharedChanged(index, to: value) }
    }
    isRecording.store(true, ordering: .releasing)
    return true
  }

  /// Detaches `sink` if it is the one attached.
  func detachRecording(_ sink: RecordingSink<R>) {
    guard let extras = extrasReference.load() else { return }
    let detached = extras.recording.withLock { slot in
      guard slot.sink === sink else { return false }
      slot.sink = nil
      return true
    }
    guard detached else { return }
    for shared in sink.shared { shared.setLog(nil) }
    isRecording.store(false, ordering: .releasing)
  }

  /// The shared values the reactor merged (what a recording holds), in
  /// the order it merged them.
  var mergedShared: [MergedShared] {
    extrasReference.load()?.mergedShared.withLock { $0 } ?? []
  }

  /// The attached sink, read under the lock.
  private var recordingSink: RecordingSink<R>? {
    extrasReference.load()?.recording.withLock { $0.sink }
  }

  /// Tells the attached sink that `action` is about to be processed and
  /// returns it, for ``recordActionDidProcess(_:)``: one read of the sink
  /// per action, and both calls reach the same sink.
  @usableFromInline
  func recordActionWillProcess(_ action: R.Action) -> RecordingSink<R>? {
    let sink = recordingSink
    sink?.willProcess(action)
    return sink
  }

  @usableFromInline
  func recordActionDidProcess(_ sink: RecordingSink<R>) {
    sink.didProcess()
  }

  @usableFromInline
  func recordPublished(_ state: R.State) {
    recordingSink?.published(state)
  }
}

extension ReactorStorage: MergedSharedOwner {
  func mergedShared(_ shared: AnyObject, make: () -> MergedShared) -> MergedShared? {
    extras.mergedShared.withLock { list in
      if list.contains(where: { $0.holds(shared) }) { return nil }
      let made = make()
      list.append(made)
      return made
    }
  }
}

/// What a ``SessionRecorder`` (or a ``Replay``) has logged so far, fed by
/// the reactor's drain, which calls `willProcess`, `published` and
/// `didProcess` one at a time; the rest comes from any thread. Threading
/// and cost are as ``SessionRecorder`` says: values and times are logged
/// under the lock, and printed or encoded outside it when a recording is
/// taken (`snapshot`).
@usableFromInline
final class RecordingSink<R: Reactor>: @unchecked Sendable {
  private let scheduler: any SchedulerType
  private let start: RxTime
  private let encode: (R.Action) throws -> JSONValue

  private let log: LockedState<RecordingLog>
  /// The shared values the reactor merged that the recording holds.
  let shared: [MergedShared]
  /// Their values when the recording started.
  private let sharedStart: [Any?]

  init(
    reactor: R, scheduler: any SchedulerType, encode: @escaping (R.Action) throws -> JSONValue
  ) {
    self.scheduler = scheduler
    self.encode = encode
    start = scheduler.now
    shared = reactor.storage.mergedShared
    sharedStart = shared.map(\.value)
    log = LockedState(
      RecordingLog(
        base: Recording(
          reactorType: StateTree.typeName(ofType: R.self),
          actionType: StateTree.typeName(ofType: R.Action.self),
          initialState: Recording.stateLines(of: reactor.currentState))))
  }

  /// Seconds since the recording started, on the scheduler's clock, to
  /// the microsecond (a `Date` holds about seven digits after the point).
  private var elapsed: Double {
    Recording.microseconds(scheduler.now.timeIntervalSince(start))
  }

  /// How many actions were recorded.
  var actionCount: Int { log.withLock { $0.drafts.count } }

  func willProcess(_ action: R.Action) {
    let time = elapsed
    log.withLock { log in
      log.drafts.append(RecordingLog.Draft(time: time, action: action))
      log.isProcessing = true
    }
  }

  func didProcess() {
    log.withLock { $0.isProcessing = false }
  }

  func published(_ state: R.State) {
    let time = elapsed
    log.withLock { log in
      log.append(LoggedState(time: time, isSynchronous: log.isProcessing, state: state))
    }
  }

  /// A change of `shared[index]` made by another than the reactor.
  func sharedChanged(_ index: Int, to value: Any) {
    let time = elapsed
    log.withLock { log in
      log.append(LoggedState(time: time, isSynchronous: false, state: value, sharedIndex: index))
    }
  }

  func checkpoint(_ label: String, render: String?) {
    let time = elapsed
    log.withLock { log in
      log.base.checkpoints.append(
        Recording.Checkpoint(
          time: time, stepsBefore: log.drafts.count, label: label, render: render))
    }
  }

  /// The states logged so far, in groups: those before the first action,
  /// then those after each action (what a replay compares and writes).
  func loggedStates() -> [[LoggedState]] {
    log.withLock { [$0.prelude] + $0.drafts.map(\.states) }
  }

  /// The recording so far, its states printed and actions encoded now.
  func snapshot() throws(RecordingError) -> Recording {
    let time = elapsed
    var (recording, prelude, drafts) = log.withLock { ($0.base, $0.prelude, $0.drafts) }
    recording.duration = time
    recording.prelude = prelude.compactMap(\.record)
    recording.sharedValues = try sharedValues(changes: [prelude] + drafts.map(\.states))
    recording.steps.reserveCapacity(drafts.count)
    for (index, draft) in drafts.enumerated() {
      // Stored by `willProcess` as an `R.Action`.
      let action = draft.action as! R.Action
      let description = StateTree(of: action).singleLine
      let encoded: JSONValue
      do {
        encoded = try encode(action)
      } catch {
        throw .unencodableAction(
          step: index + 1, action: description, reason: jsonErrorReason(error))
      }
      recording.steps.append(
        Recording.Step(
          time: draft.time, action: description, encodedAction: encoded,
          states: draft.states.compactMap(\.record)))
    }
    drafts.removeAll()
    return recording
  }

  /// The shared values with their changes, each group of `changes` after
  /// as many steps as come before it.
  private func sharedValues(
    changes: [[LoggedState]]
  ) throws(RecordingError) -> [Recording.SharedValue] {
    func encoded(_ value: Any?, of shared: MergedShared) throws(RecordingError) -> JSONValue {
      // A recorder's values encode (`SessionRecorder` checked).
      guard let value, let encode = shared.encode else { return .null }
      do {
        return try encode(value)
      } catch {
        throw .unencodableSharedValue(valueType: shared.valueType, reason: jsonErrorReason(error))
      }
    }
    var values: [Recording.SharedValue] = []
    for (shared, start) in zip(shared, sharedStart) {
      values.append(
        .init(valueType: shared.valueType, value: try encoded(start, of: shared), changes: []))
    }
    for (stepsBefore, group) in changes.enumerated() {
      for change in group {
        guard let index = change.sharedIndex else { continue }
        values[index].changes.append(
          .init(
            time: change.time, stepsBefore: stepsBefore,
            value: try encoded(change.state, of: shared[index])))
      }
    }
    return values
  }
}

/// One state a reactor published, as a ``RecordingSink`` logs it (for a
/// recorder and a replay alike): printed only when a recording is taken or
/// a replay compared.
package struct LoggedState {
  /// Seconds since the recording (or replay) started.
  package var time: Double
  /// Whether it was published while an action was being processed.
  package var isSynchronous: Bool
  /// The state, as `Any` (see ``RecordingLog``); for a change of a shared
  /// value, its new value.
  package var state: Any
  /// For a change of a shared value the reactor merged, made by another
  /// than the reactor: the index of the shared value (see
  /// ``Recording/sharedValues``). `nil` for a state.
  package var sharedIndex: Int? = nil

  /// The state as a recording keeps it; `nil` for a shared value's change.
  var record: Recording.State? {
    sharedIndex == nil
      ? Recording.State(time: time, isSynchronous: isSynchronous, lines: lines) : nil
  }

  /// The state's printed lines (``Recording/stateLines(of:)``).
  package var lines: [String] { Recording.stateLines(of: state) }
}

/// What a ``RecordingSink`` logs, with the actions and states as `Any`: not
/// generic, so that logging from unspecialized code looks up no generic
/// metadata (an action or a small state fits an existential's inline
/// buffer, without an allocation).
private struct RecordingLog {
  /// One processed action and the states after it, printed and encoded
  /// when a recording is taken.
  struct Draft {
    var time: Double
    var action: Any
    var states: [LoggedState] = []
  }

  var base: Recording
  var prelude: [LoggedState] = []
  var drafts: [Draft] = []
  /// Whether an action is being processed: its states are synchronous.
  var isProcessing = false

  /// Logs `state` after the last action, or in the prelude before the first.
  mutating func append(_ state: LoggedState) {
    if drafts.isEmpty {
      prelude.append(state)
    } else {
      drafts[drafts.count - 1].states.append(state)
    }
  }
}
