import Foundation
import Platform
import Streams

/// A ``Recording`` replayed into a reactor on virtual time, event by
/// event: each action sent at its recorded time, and the states the reactor
/// publishes compared with the recorded ones.
///
/// ``Recording/replay(into:scheduler:render:)`` plays a whole recording; a
/// `Replay` lets code act at each checkpoint:
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
/// let replay = try Replay(recording, into: CounterReactor(scheduler: scheduler),
///                         scheduler: scheduler)
/// while let event = replay.playNext() {
///   if case .checkpoint = event { replay.checkRender(screen.render()) }
/// }
/// replay.playToEnd()
/// try replay.verify()
/// ```
///
/// The scheduler's clock moves to each event's recorded offset from where
/// it started (never backwards), so delays, debounces and async sleeps on
/// it fall due as they did; async effects (`Observable.run`) run on its
/// executor, as under a `TestStore`. Actions are sent past
/// `transform(action:)`, and while the replay lives they are the only
/// actions the reactor handles: the recording holds every action the
/// recorded reactor handled, so one that reaches the reactor otherwise (from
/// its `transform(action:)`'s own sources, a view bound to it, code sending
/// to `reactor.action`) is dropped rather than handled twice. The replayed
/// reactor is logged by a ``SessionRecorder``'s own sink and the two logs
/// are compared in order: a state published a little earlier or later
/// still matches. Threading: drive a replay from one thread.
public final class Replay<R: Reactor, Converter: VirtualTimeConverterType> {
  /// The recording being replayed.
  public let recording: Recording
  /// The reactor the actions are sent to.
  public let reactor: R
  /// The virtual-time scheduler moved to each event's time.
  public let scheduler: VirtualTimeScheduler<Converter>

  /// The recorded actions, decoded; the state the replay started from; the
  /// shared values the reactor merged (``Recording/sharedValues``).
  package let actions: [R.Action]
  package let startState: R.State
  package let sharedValues: [MergedShared]
  /// What the replayed reactor published, logged as a recorder logs it.
  private let sink: RecordingSink<R>
  private let timeline: [Recording.Event]
  private let startClock: Converter.VirtualTimeUnit
  /// Recorded times are rounded to multiples of this many seconds.
  private let quantum: Double?
  private var nextIndex = 0
  private var lastCheckpoint: Int?
  private var isAtEnd = false
  private var renderDivergence: ReplayDivergence?
  /// The recorded changes of the shared values not made yet.
  private var sharedChanges: ArraySlice<RecordedSharedChange>
  /// The states played so far, each printed once however often asked.
  private var playedLines: [[String]] = []
  /// The recorded states in order, each with its step (0: the prelude) and
  /// its place among that step's states.
  private lazy var expected: [(lines: [String], step: Int, index: Int, count: Int)] =
    ([recording.prelude] + recording.steps.map(\.states)).enumerated().flatMap { step, states in
      states.enumerated().map { ($1.lines, step, $0, states.count) }
    }

  /// How many steps have been sent.
  public private(set) var position = 0

  /// Prepares a replay of `recording` into `reactor`, a fresh one (in the
  /// state the recording started from) whose action type is `Codable` and
  /// whose delays, debounces and async sleeps run on `scheduler` (a
  /// `TestScheduler` or `HistoricalScheduler`, from its clock). Nothing is
  /// sent until ``playNext()`` (or ``run(render:)``).
  ///
  /// - Throws: ``RecordingError/corrupt(file:reason:)`` (the file
  ///   `<recording>`) when it holds what no file may (a checkpoint after
  ///   the last step, a time beyond ``Recording/maximumTime``) or a shared
  ///   value that does not decode;
  ///   ``RecordingError/wrongReactor(recordedActionType:replayingActionType:)``,
  ///   ``RecordingError/undecodableAction(step:action:reason:)``,
  ///   ``RecordingError/wrongSharedValues(recorded:replaying:)``,
  ///   ``RecordingError/sharedValueNotCodable(reactorType:valueType:)``,
  ///   ``RecordingError/alreadyRecording(reactorType:)``.
  /// - Complexity: O(*n*) for *n* steps, each decoded.
  public convenience init(
    _ recording: Recording, into reactor: R, scheduler: VirtualTimeScheduler<Converter>
  ) throws(RecordingError) where R.Action: Codable {
    try self.init(checking: recording, into: reactor, scheduler: scheduler)
  }

  /// Prepares a replay of `recording` into `reactor` when its action type
  /// may only be known at run time to be `Codable` (code holding reactors of
  /// any type, such as a sample runner).
  ///
  /// - Throws: ``RecordingError/actionNotCodable(reactorType:actionType:)``,
  ///   and what ``init(_:into:scheduler:)`` throws.
  public convenience init(
    checking recording: Recording, into reactor: R, scheduler: VirtualTimeScheduler<Converter>
  ) throws(RecordingError) {
    try self.init(
      recording, reactor: reactor, scheduler: scheduler, actions: Self.decodedActions(of: recording)
    )
  }

  /// A replay of `actions`, the recording's decoded with
  /// ``decodedActions(of:)`` (once, however many replays use them).
  package init(
    _ recording: Recording, reactor: R, scheduler: VirtualTimeScheduler<Converter>,
    actions: [R.Action], quantum: Double? = nil
  ) throws(RecordingError) {
    self.recording = recording
    self.reactor = reactor
    self.scheduler = scheduler
    self.actions = actions
    self.quantum = quantum
    timeline = recording.timeline
    startClock = scheduler.clock
    // Started first, as a recorder starts it (see `SessionRecorder`), with
    // the effects its streams start on starting on the scheduler's executor.
    let storage = reactor.storage
    // Refused before anything changes, which the other recorder would log.
    guard !storage.isRecording else {
      throw .alreadyRecording(reactorType: StateTree.typeName(ofType: R.self))
    }
    Self.run(on: scheduler, storage.setUpIfNeeded)
    // The shared values it merged, as they were when the recording started
    // (before the replay's log starts, as the recorder's did).
    sharedValues = storage.mergedShared
    sharedChanges = try Self.setSharedValues(of: recording, into: sharedValues)[...]
    scheduler.runEffects()
    startState = reactor.currentState
    sink = RecordingSink(
      reactor: reactor, scheduler: scheduler, isReplay: true, encode: { _ in .null })
    try storage.attachRecording(sink)
  }

  deinit { reactor.storage.detachRecording(sink) }

  /// The actions of `recording`, checked (``Recording/problem``) and
  /// decoded as `R.Action`; throws as ``init(checking:into:scheduler:)``.
  package static func decodedActions(of recording: Recording) throws(RecordingError) -> [R.Action] {
    let actionType = StateTree.typeName(ofType: R.Action.self)
    guard let decode = JSONCoding<R.Action>.decoder else { throw .actionNotCodable(R.self) }
    // A recording made or changed in code is checked as a file is: its
    // indices and times are relied on below.
    try recording.check(file: "<recording>")
    guard recording.actionType == actionType else {
      throw .wrongReactor(
        recordedActionType: recording.actionType, replayingActionType: actionType)
    }
    return try recording.steps.enumerated().map { index, step throws(RecordingError) in
      do {
        return try decode(step.encodedAction)
      } catch {
        throw .undecodableAction(
          step: index + 1, action: step.action, reason: jsonErrorReason(error))
      }
    }
  }

  // MARK: - Playing

  /// The event ``playNext()`` plays, `nil` when all were played.
  public var nextEvent: Recording.Event? {
    nextIndex < timeline.count ? timeline[nextIndex] : nil
  }

  /// Plays the next event of the recording's ``Recording/timeline`` and
  /// returns it (`nil` when none is left): moves the scheduler to its
  /// recorded time, running what falls due, and for a step sends its action.
  @discardableResult
  public func playNext() -> Recording.Event? {
    guard let event = nextEvent else { return nil }
    nextIndex += 1
    switch event {
    case .step(let index):
      advance(to: recording.steps[index].time, allChanges: true)
      position = index + 1
      let storage = reactor.storage
      let action = actions[index]
      // Past `transform(action:)`, as the recorder saw it.
      Self.run(on: scheduler) { storage.enqueueProcess(action) }
    case .checkpoint(let index):
      advance(to: recording.checkpoints[index].time)
      lastCheckpoint = index
    }
    return event
  }

  /// Plays every event left, then moves the scheduler to the recording's
  /// end (its ``Recording/duration``).
  public func playToEnd() {
    while playNext() != nil {}
    advance(to: recording.duration, allChanges: true)
    isAtEnd = true
  }

  /// Plays events until `count` steps have been sent, then moves the
  /// scheduler to the time of the next step (or the end), playing the
  /// checkpoints before it: the reactor then shows what the recorded session
  /// showed just before that step's action.
  func play(untilPosition count: Int) {
    while position < count, playNext() != nil {}
    while case .checkpoint = nextEvent { playNext() }
    if count < recording.steps.count {
      advance(to: recording.steps[count].time)
    } else {
      playToEnd()
    }
  }

  /// Makes again the recorded changes of shared values made after as many
  /// steps as were sent (unless `allChanges`, only those made by `seconds`),
  /// each at its time, then moves the scheduler to `seconds` (``moveClock(to:)``).
  private func advance(to seconds: Double, allChanges: Bool = false) {
    while let next = sharedChanges.first, next.change.stepsBefore <= position,
      allChanges || next.change.time <= seconds
    {
      sharedChanges.removeFirst()
      moveClock(to: next.change.time)
      next.shared.set(next.value)
      scheduler.runEffects()
    }
    moveClock(to: seconds)
  }

  /// Moves the scheduler to `seconds` after the start, never backwards,
  /// running what falls due and the async effects it wakes.
  private func moveClock(to seconds: Double) {
    let converter = scheduler.converter
    let offset = converter.convertToVirtualTimeInterval(rounded(seconds))
    let target = converter.offsetVirtualTime(startClock, offset: offset)
    if converter.compareVirtualTime(target, scheduler.clock) == .lessThan {
      scheduler.runEffects()
    } else {
      scheduler.advanceTo(target)
    }
  }

  /// `seconds` rounded to the quantum, if any.
  package func rounded(_ seconds: Double) -> Double {
    guard let quantum else { return seconds }
    return (seconds / quantum).rounded() * quantum
  }

  /// Runs `body` with the async effects it starts on `scheduler`'s
  /// executor, then runs them.
  private static func run(on scheduler: VirtualTimeScheduler<Converter>, _ body: () -> Void) {
    EffectExecutor.preferred.with(scheduler.effectExecutor, body)
    scheduler.runEffects()
  }

  /// The first action the reactor was sent otherwise than by this replay,
  /// which dropped it (see the type's documentation), with how many steps
  /// had been sent before it; `nil` when none was.
  package var firstDroppedAction: (position: Int, action: String)? {
    sink.firstDroppedAction()
  }

  /// What the sink logged so far, each with how many steps had been sent.
  package var played: [(position: Int, state: LoggedState)] {
    sink.loggedStates().enumerated().flatMap { position, states in
      states.map { (position, $0) }
    }
  }

  // MARK: - Comparing

  /// Compares `render` (the screen's `render()` now) with the render
  /// recorded at the checkpoint played last, and remembers the first
  /// difference for ``divergence``.
  ///
  /// - Returns: the difference, or `nil` when they are equal (or nothing
  ///   was recorded to compare with).
  @discardableResult
  public func checkRender(_ render: String) -> ReplayDivergence? {
    guard let index = lastCheckpoint, case let checkpoint = recording.checkpoints[index],
      let recorded = checkpoint.render, recorded != render
    else { return nil }
    let divergence = makeDivergence(
      .render, step: checkpoint.stepsBefore,
      detail: "the screen at `\(checkpoint.label)` (\(ReplayDivergence.seconds(checkpoint.time))) "
        + "differs",
      recorded: LineDiff.lines(of: recorded), replayed: LineDiff.lines(of: render))
    if renderDivergence == nil { renderDivergence = divergence }
    return divergence
  }

  /// The first difference so far between the replay and the recording: the
  /// initial state, the states in order (once ``playToEnd()`` ran, a state
  /// missing or in excess too), and the screens given to
  /// ``checkRender(_:)``; `nil` when none.
  public var divergence: ReplayDivergence? {
    // The state's first on a tie: `min` keeps the first of equal ones.
    [stateDivergence(), renderDivergence].compactMap { $0 }.min { $0.step < $1.step }
  }

  /// Throws the first difference (``divergence``).
  ///
  /// - Throws: ``RecordingError/diverged(_:)``.
  public func verify() throws(RecordingError) {
    if let divergence { throw .diverged(divergence) }
  }

  /// Plays the whole recording, comparing `render()` at every checkpoint
  /// that recorded a screen, then throws the first difference.
  ///
  /// - Throws: ``RecordingError/diverged(_:)``.
  public func run(render: (() -> String)? = nil) throws(RecordingError) {
    while let event = playNext() {
      if case .checkpoint = event, let render { checkRender(render()) }
    }
    playToEnd()
    try verify()
  }

  private func stateDivergence() -> ReplayDivergence? {
    let initialLines = Recording.stateLines(of: startState)
    if initialLines != recording.initialState {
      return makeDivergence(
        .initialState, step: 0, detail: "the initial state differs",
        recorded: recording.initialState, replayed: initialLines)
    }
    let actual = played.filter { $0.state.sharedIndex == nil }
    for got in actual.dropFirst(playedLines.count) { playedLines.append(got.state.lines) }
    for (want, lines) in zip(expected, playedLines) where want.lines != lines {
      return makeDivergence(
        .state, step: want.step,
        detail: "state \(want.index + 1) of \(want.count) after it differs",
        recorded: want.lines, replayed: lines)
    }
    guard isAtEnd else { return nil }
    if actual.count < expected.count {
      let want = expected[actual.count]
      return makeDivergence(
        .missingState, step: want.step,
        detail: "the recording has \(want.count) states after it, and the replay did not "
          + "publish state \(want.index + 1)",
        recorded: want.lines, replayed: [])
    }
    if actual.count > expected.count {
      let got = actual[expected.count]
      return makeDivergence(
        .extraState, step: got.position,
        detail: "the replay published a state the recording does not have",
        recorded: [], replayed: playedLines[expected.count])
    }
    return nil
  }

  /// A divergence at `step` (from 1; 0: before the first action), named by
  /// the recorded step's action and time.
  package func makeDivergence(
    _ kind: ReplayDivergence.Kind, step: Int, detail: String, recorded: [String],
    replayed: [String]
  ) -> ReplayDivergence {
    // The reactor handles only the actions the replay sends (see the type's
    // documentation), so `step` is at most the steps' count; a divergence
    // past them is still reported, never a trap.
    let recordedStep = recording.steps.indices.contains(step - 1) ? recording.steps[step - 1] : nil
    return ReplayDivergence(
      kind: kind, step: step, stepCount: recording.steps.count, action: recordedStep?.action,
      time: recordedStep?.time, detail: detail, recorded: recorded, replayed: replayed)
  }
}

extension Recording {
  /// Replays this recording into `reactor`, a fresh reactor whose
  /// time-based work runs on `scheduler`, comparing every state, and
  /// `render()` (what its screen shows now) at each checkpoint that
  /// recorded a screen: a ``Replay``'s ``Replay/run(render:)``.
  ///
  /// - Throws: ``RecordingError/diverged(_:)`` at the first difference
  ///   (step, action, recorded and replayed lines); the errors of
  ///   ``Replay/init(_:into:scheduler:)``.
  public func replay<R: Reactor, Converter>(
    into reactor: R, scheduler: VirtualTimeScheduler<Converter>, render: (() -> String)? = nil
  ) throws(RecordingError) where R.Action: Codable {
    try Replay(self, into: reactor, scheduler: scheduler).run(render: render)
  }
}
