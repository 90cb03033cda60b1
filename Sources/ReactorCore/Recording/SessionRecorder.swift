import Platform
import Streams

/// Records a reactor's session: each action it processes, with its time,
/// and the states that follow, into a ``Recording`` that can be written to
/// a file and replayed.
///
/// ```swift
/// let recorder = try SessionRecorder(reactor)          // the Action is Codable
/// reactor.action.onNext(.increase)
/// recorder.checkpoint("tap +", render: screen.render())   // optional
/// let recording = try recorder.stop()
/// try recording.write(to: URL(fileURLWithPath: "session.json"))
/// ```
///
/// What is recorded is what the reactor processes, in order: the actions
/// after `transform(action:)` (a replay sends them past it), and the shared
/// values it merges (``Streams/ObservableType/merge(_:as:)``): each one's
/// value at the start and every change made by another than the reactor (a
/// change made while the reactor's code, its `mutate` or a `transform`, runs
/// on the changing thread is its own: the replayed reactor makes it again
/// by itself). Actions and states are kept as values and printed or encoded
/// when a recording is taken (``stop()``, ``snapshot()``): as in a
/// `TestStore`, a state holding a reference prints what it holds then. The
/// reactor's streams are started first, so a session records the same
/// whether or not they had started. One recorder at a time per reactor,
/// until ``stop()`` or its release.
///
/// Threading: any method, from any thread; the log's lock is never held
/// while user code (encoding, a state's mirror, the clock) runs. Cost: a
/// lock, a clock read and an append per action and state (`record.dispatch`
/// benchmark); with no recorder, one relaxed atomic load.
public final class SessionRecorder<R: Reactor>: @unchecked Sendable {
  private let storage: ReactorStorage<R>
  private let sink: RecordingSink<R>
  /// The recording `stop()` took, returned again by later calls.
  private let stopped = LockedState<Recording?>(nil)

  /// Starts recording `reactor`, whose action type is `Codable`, timed by
  /// `scheduler`'s clock (`now`): the main scheduler's real time by default,
  /// a test scheduler's virtual time in tests.
  ///
  /// - Throws: ``RecordingError/sharedValueNotCodable(reactorType:valueType:)``
  ///   when the reactor merges a shared value whose type is not `Codable`;
  ///   ``RecordingError/alreadyRecording(reactorType:)`` when another
  ///   recorder records `reactor`.
  public convenience init(
    _ reactor: R, scheduler: any SchedulerType = MainScheduler.instance
  ) throws(RecordingError) where R.Action: Codable {
    try self.init(checking: reactor, scheduler: scheduler)
  }

  /// Starts recording `reactor` when its action type may only be known at
  /// run time to be `Codable` (code holding reactors of any type, such as
  /// a sample runner).
  ///
  /// - Throws: ``RecordingError/actionNotCodable(reactorType:actionType:)``
  ///   when `R.Action` is not `Codable`, naming it, and what
  ///   ``init(_:scheduler:)`` throws.
  public init(
    checking reactor: R, scheduler: any SchedulerType = MainScheduler.instance
  ) throws(RecordingError) {
    guard let encode = JSONCoding<R.Action>.encoder else { throw .actionNotCodable(R.self) }
    storage = reactor.storage
    // Streams started first: what they publish on starting (a shared value
    // merged in `transform(mutation:)` catching up) is not part of the
    // session, whether they had started before or not.
    storage.setUpIfNeeded()
    if let shared = storage.mergedShared.first(where: { $0.encode == nil }) {
      throw .sharedValueNotCodable(
        reactorType: StateTree.typeName(ofType: R.self), valueType: shared.valueType)
    }
    sink = RecordingSink(reactor: reactor, scheduler: scheduler, encode: encode)
    try storage.attachRecording(sink)
  }

  deinit { storage.detachRecording(sink) }

  /// How many actions were recorded so far.
  public var actionCount: Int { sink.actionCount }

  /// Marks this moment in the recording: what happened (`label`) and, for
  /// a screen, what it shows (`render`, its `render()`), which a replay can
  /// compare (``Replay/checkRender(_:)``). Any thread; ignored after ``stop()``.
  public func checkpoint(_ label: String, render: String? = nil) {
    guard stopped.withLock({ $0 == nil }) else { return }
    sink.checkpoint(label, render: render)
  }

  /// The recording so far; recording goes on.
  ///
  /// - Throws: ``RecordingError/unencodableAction(step:action:reason:)`` if
  ///   an action's `encode(to:)` throws.
  /// - Complexity: O(*n*) for *n* actions, each encoded.
  public func snapshot() throws(RecordingError) -> Recording {
    if let recording = stopped.withLock({ $0 }) { return recording }
    return try sink.snapshot()
  }

  /// Stops recording and returns the recording; later calls return the
  /// same recording.
  ///
  /// - Throws: ``RecordingError/unencodableAction(step:action:reason:)`` if
  ///   an action's `encode(to:)` throws (recording has stopped all the same).
  /// - Complexity: O(*n*) for *n* actions, each encoded.
  @discardableResult
  public func stop() throws(RecordingError) -> Recording {
    if let recording = stopped.withLock({ $0 }) { return recording }
    storage.detachRecording(sink)
    let recording = try sink.snapshot()
    return stopped.withLock { stored in
      if let stored { return stored }
      stored = recording
      return recording
    }
  }
}
