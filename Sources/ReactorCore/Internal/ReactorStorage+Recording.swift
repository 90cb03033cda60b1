import Platform
import Streams
import Synchronization

// The taps of a ``SessionRecorder`` (or a ``Replay``): the action about to be
// processed, the end of its processing, each published state. Drain only;
// off, they cost one relaxed atomic load per action and per state.
extension ReactorStorage {
  /// Attaches `sink` and reports to it the changes of the shared values
  /// the reactor merged.
  ///
  /// - Throws: ``RecordingError/alreadyRecording(reactorType:)`` when
  ///   another sink is attached.
  func attachRecording(_ sink: RecordingSink<R>) throws(RecordingError) {
    // The slot, the shared values' logs and the flag change together, under
    // the slot's lock: a recorder detaching on another thread meanwhile
    // cannot clear the logs or the flag of the one attaching.
    let attached = extras.recording.withLock { slot in
      guard slot == nil else { return false }
      slot = sink
      for (index, shared) in sink.shared.enumerated() {
        shared.setLog { [weak sink] value in sink?.published(value, sharedIndex: index) }
      }
      recordingTap.store(
        sink.isReplay ? RecordingTap.replay : RecordingTap.recorder, ordering: .releasing)
      return true
    }
    guard attached else { throw .alreadyRecording(reactorType: StateTree.typeName(ofType: R.self)) }
  }

  /// Detaches `sink` if it is the one attached.
  func detachRecording(_ sink: RecordingSink<R>) {
    extrasReference.load()?.recording.withLock { slot in
      guard slot === sink else { return }
      slot = nil
      for shared in sink.shared { shared.setLog(nil) }
      recordingTap.store(RecordingTap.none, ordering: .releasing)
    }
  }

  /// Whether a sink is attached, a recorder's or a replay's: one relaxed
  /// load.
  @inlinable
  var isRecording: Bool {
    recordingTap.load(ordering: .relaxed) != RecordingTap.none
  }

  /// Whether a ``Replay`` plays into this reactor, in which case it handles
  /// only the actions the replay sends: `action`, which does not come from
  /// it, is dropped, and the replay's log notes the first such action. One
  /// read of the attached sink; asked only while a replay's is attached
  /// (see ``dropsForReplay(_:)``), and checked again here, under the slot's
  /// lock.
  @usableFromInline
  func droppedForReplay(_ action: R.Action) -> Bool {
    guard let sink = extrasReference.load()?.recording.withLock({ $0 }), sink.isReplay else {
      return false
    }
    sink.dropped(action)
    return true
  }

  /// The shared values the reactor merged (what a recording holds), in
  /// the order it merged them.
  var mergedShared: [MergedShared] {
    extrasReference.load()?.mergedShared.withLock { $0 } ?? []
  }

  /// Tells the attached sink that `action` is about to be processed and
  /// returns it, to be told when it was: one read of the sink per action,
  /// and both calls reach the same sink.
  @usableFromInline
  func recordActionWillProcess(_ action: R.Action) -> RecordingSink<R>? {
    let sink = extrasReference.load()?.recording.withLock { $0 }
    sink?.willProcess(action)
    return sink
  }

  @usableFromInline
  func recordPublished(_ state: R.State) {
    extrasReference.load()?.recording.withLock { $0 }?.published(state)
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

/// Which sink taps a reactor (its storage's `recordingTap`): the values of
/// one atomic byte.
@usableFromInline
enum RecordingTap {
  /// Nothing records: one relaxed load per action and per state.
  @inlinable static var none: UInt8 { 0 }
  /// A ``SessionRecorder``'s sink.
  @inlinable static var recorder: UInt8 { 1 }
  /// A ``Replay``'s sink: the reactor handles only the actions it sends.
  @inlinable static var replay: UInt8 { 2 }
}

/// What a ``SessionRecorder`` (or a ``Replay``) has logged so far: values
/// and times under the lock, printed or encoded outside it by `snapshot`.
/// The reactor's drain calls `willProcess`, `published` and `didProcess`
/// one at a time; the rest comes from any thread.
@usableFromInline
final class RecordingSink<R: Reactor>: @unchecked Sendable {
  private let scheduler: any SchedulerType
  private let start: RxTime
  private let encode: (R.Action) throws -> JSONValue
  private let log: LockedState<RecordingLog>
  /// The shared values the reactor merged, and their values when the
  /// recording started.
  let shared: [MergedShared]
  private let sharedStart: [Any?]
  /// Whether a ``Replay`` logs with this sink (rather than a recorder).
  let isReplay: Bool

  init(
    reactor: R, scheduler: any SchedulerType, isReplay: Bool = false,
    encode: @escaping (R.Action) throws -> JSONValue
  ) {
    self.scheduler = scheduler
    self.isReplay = isReplay
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

  /// Seconds since the recording started, on the scheduler's clock, to the
  /// microsecond (a `Date` far from 2001 holds about seven decimals).
  private var elapsed: Double {
    (scheduler.now.timeIntervalSince(start) * 1_000_000).rounded() / 1_000_000
  }

  /// How many actions were recorded.
  var actionCount: Int { log.withLock { $0.actions.count } }

  func willProcess(_ action: R.Action) {
    let time = elapsed
    log.withLock { log in
      log.actions.append((time, action))
      log.states.append([])
      log.isProcessing = true
    }
  }

  @usableFromInline
  func didProcess() { log.withLock { $0.isProcessing = false } }

  /// Logs a state the reactor published or, with `sharedIndex`, a change of
  /// `shared[sharedIndex]` made by another than the reactor.
  func published(_ value: Any, sharedIndex: Int? = nil) {
    let time = elapsed
    log.withLock { log in
      let isSynchronous = sharedIndex == nil && log.isProcessing
      log.states[log.states.count - 1].append(
        LoggedState(
          time: time, isSynchronous: isSynchronous, state: value, sharedIndex: sharedIndex))
    }
  }

  func checkpoint(_ label: String, render: String?) {
    let time = elapsed
    log.withLock { log in
      log.base.checkpoints.append(
        Recording.Checkpoint(
          time: time, stepsBefore: log.actions.count, label: label, render: render))
    }
  }

  /// Notes the first action a replay dropped (see ``ReactorStorage/droppedForReplay(_:)``).
  func dropped(_ action: R.Action) {
    log.withLock { log in
      if log.firstDropped == nil { log.firstDropped = (log.actions.count, action) }
    }
  }

  /// The first action dropped while a replay played, printed, with how
  /// many actions had been processed before it.
  func firstDroppedAction() -> (position: Int, action: String)? {
    log.withLock { $0.firstDropped }.map { ($0.position, StateTree(of: $0.action).singleLine) }
  }

  /// The states logged so far, in groups: those before the first action,
  /// then those after each action (what a replay compares and writes).
  func loggedStates() -> [[LoggedState]] {
    log.withLock { $0.states }
  }

  /// The recording so far, its states printed and actions encoded now.
  func snapshot() throws(RecordingError) -> Recording {
    let time = elapsed
    let (base, actions, states) = log.withLock { ($0.base, $0.actions, $0.states) }
    // The states as a recording keeps them, without the shared values' changes.
    let records = states.map { group in
      group.filter { $0.sharedIndex == nil }.map {
        Recording.State(time: $0.time, isSynchronous: $0.isSynchronous, lines: $0.lines)
      }
    }
    var recording = base
    recording.duration = time
    recording.prelude = records[0]
    recording.sharedValues = try sharedValues(changes: states)
    recording.steps = try actions.enumerated().map { index, logged throws(RecordingError) in
      // Stored by `willProcess` as an `R.Action`.
      let action = logged.action as! R.Action
      let description = StateTree(of: action).singleLine
      do {
        return Recording.Step(
          time: logged.time, action: description, encodedAction: try encode(action),
          states: records[index + 1])
      } catch {
        throw .unencodableAction(
          step: index + 1, action: description, reason: jsonErrorReason(error))
      }
    }
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
    var values = try zip(shared, sharedStart).map { shared, start throws(RecordingError) in
      Recording.SharedValue(
        valueType: shared.valueType, value: try encoded(start, of: shared), changes: [])
    }
    for (stepsBefore, group) in changes.enumerated() {
      for change in group {
        guard let index = change.sharedIndex else { continue }
        let value = try encoded(change.state, of: shared[index])
        values[index].changes.append(
          .init(time: change.time, stepsBefore: stepsBefore, value: value))
      }
    }
    return values
  }
}

/// One state a reactor published, or a change of a shared value it merged,
/// as a ``RecordingSink`` logs it (for a recorder and a replay alike):
/// printed only when a recording is taken or a replay compared.
package struct LoggedState {
  /// Seconds since the recording (or replay) started.
  package var time: Double
  /// Whether it was published while an action was being processed.
  package var isSynchronous: Bool
  /// The state (see ``RecordingLog``), or the shared value's new value.
  package var state: Any
  /// For a change of a shared value made by another than the reactor, the
  /// value's index in ``Recording/sharedValues``; `nil` for a state.
  package var sharedIndex: Int?

  /// The state's printed lines (``Recording/stateLines(of:)``).
  package var lines: [String] { Recording.stateLines(of: state) }
}

/// What a ``RecordingSink`` logs, with the actions and states as `Any`: not
/// generic, so that logging from unspecialized code looks up no generic
/// metadata (an action or a small state fits an existential's inline
/// buffer, without an allocation).
private struct RecordingLog {
  var base: Recording
  /// Each processed action, with its time.
  var actions: [(time: Double, action: Any)] = []
  /// The states in groups: those before the first action, then those after
  /// each action.
  var states: [[LoggedState]] = [[]]
  /// Whether an action is being processed: its states are synchronous.
  var isProcessing = false
  /// The first action a replay dropped, after how many processed ones.
  var firstDropped: (position: Int, action: Any)?
}
