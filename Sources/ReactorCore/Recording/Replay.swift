import Foundation
import Platform
import Streams

/// A ``Recording`` replayed into a reactor on virtual time, event by
/// event: each action sent at its recorded time, and the states the reactor
/// publishes compared with the recorded ones.
///
/// ``Recording/replay(into:scheduler:render:)`` plays a whole recording; a
/// `Replay` lets code act at each checkpoint (a sample's runner compares
/// the screen):
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
/// The replay starts at the scheduler's clock and moves it to each event's
/// recorded offset (never backwards), so delays, debounces and async sleeps
/// on `scheduler` fall due as they did; async effects (`Observable.run`)
/// run on its executor, as under a `TestStore`. Actions are sent past
/// `transform(action:)`, as the recorder saw them. The replayed reactor is
/// logged by a ``SessionRecorder``'s own sink and the two logs are compared
/// in order, as printed lines (``Recording/stateLines(of:)``): a state
/// published a little earlier or later still matches. A reactor that
/// another recorder records is refused
/// (``RecordingError/alreadyRecording(reactorType:)``).
///
/// Threading: drive a replay from one thread; states published on other
/// threads are logged under the sink's lock.
public final class Replay<R: Reactor, Converter: VirtualTimeConverterType> {
  /// The recording being replayed.
  public let recording: Recording
  /// The reactor the actions are sent to.
  public let reactor: R
  /// The virtual-time scheduler moved to each event's time.
  public let scheduler: VirtualTimeScheduler<Converter>

  /// The recorded actions, decoded.
  package let actions: [R.Action]
  /// The state the replay started from.
  package let startState: R.State
  /// The shared values the reactor merged (``Recording/sharedValues``).
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
  /// The recorded changes of the shared values, and how many were made.
  private var sharedChanges: [RecordedSharedChange]
  private var nextSharedChange = 0
  /// The printed lines of the states played so far, each printed once
  /// however often ``divergence`` is asked (the sink's log only grows).
  private var playedLines: [[String]] = []
  /// The recorded states in order, each with its step (0: the prelude) and
  /// its place among that step's states.
  private lazy var expected: [(lines: [String], step: Int, index: Int, count: Int)] =
    ([recording.prelude] + recording.steps.map(\.states)).enumerated().flatMap { step, states in
      states.enumerated().map { ($1.lines, step, $0, states.count) }
    }

  /// How many steps have been sent.
  public private(set) var position = 0

  /// Prepares a replay of `recording` into `reactor`, whose action type is
  /// `Codable`: nothing is sent until ``playNext()`` (or ``run(render:)``).
  ///
  /// - Parameters:
  ///   - recording: what to replay.
  ///   - reactor: a fresh reactor, in the state the recording started from,
  ///     whose delays, debounces and async sleeps run on `scheduler`.
  ///   - scheduler: the virtual-time scheduler (`TestScheduler`,
  ///     `HistoricalScheduler`); the replay starts at its clock.
  /// - Throws: ``RecordingError/corrupt(file:reason:)`` (the file
  ///   `<recording>`) when the recording holds what no recording can (a
  ///   checkpoint after its last step, a time that is negative, not finite
  ///   or beyond ``Recording/maximumTime``);
  ///   ``RecordingError/wrongReactor(recordedActionType:replayingActionType:)``
  ///   when the recording is of another action type;
  ///   ``RecordingError/undecodableAction(step:action:reason:)`` when an
  ///   action cannot be decoded.
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
      recording, reactor: reactor, scheduler: scheduler,
      actions: Self.decodedActions(of: recording), quantum: nil)
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
    EffectExecutor.preferred.with(scheduler.effectExecutor) { storage.setUpIfNeeded() }
    scheduler.runEffects()
    // The shared values it merged, as they were when the recording started
    // (before the replay's log starts, as the recorder's did).
    sharedValues = storage.mergedShared
    sharedChanges = try Self.setSharedValues(of: recording, into: sharedValues)
    scheduler.runEffects()
    startState = reactor.currentState
    sink = RecordingSink(reactor: reactor, scheduler: scheduler, encode: { _ in .null })
    guard storage.attachRecording(sink) else {
      throw .alreadyRecording(reactorType: StateTree.typeName(ofType: R.self))
    }
  }

  deinit {
    reactor.storage.detachRecording(sink)
  }

  /// The actions of `recording`, checked (``Recording/problem``) and
  /// decoded as `R.Action`; throws as ``init(checking:into:scheduler:)``.
  package static func decodedActions(of recording: Recording) throws(RecordingError) -> [R.Action] {
    guard let decode = JSONCoding<R.Action>.decoder else {
      throw .actionNotCodable(
        reactorType: StateTree.typeName(ofType: R.self),
        actionType: StateTree.typeName(ofType: R.Action.self))
    }
    // A recording made or changed in code is checked as a file is: its
    // indices and times are relied on below.
    try recording.check(file: "<recording>")
    let actionType = StateTree.typeName(ofType: R.Action.self)
    guard recording.actionType == actionType else {
      throw .wrongReactor(
        recordedActionType: recording.actionType, replayingActionType: actionType)
    }
    var actions: [R.Action] = []
    actions.reserveCapacity(recording.steps.count)
    for (index, step) in recording.steps.enumerated() {
      do {
        actions.append(try decode(step.encodedAction))
      } catch {
        throw .undecodableAction(
          step: index + 1, action: step.action, reason: jsonErrorReason(error))
      }
    }
    return actions
  }

  // MARK: - Playing

  /// The event ``playNext()`` plays, `nil` when all were played.
  public var nextEvent: Recording.Event? {
    nextIndex < timeline.count ? timeline[nextIndex] : nil
  }

  /// Plays the next event of the recording's ``Recording/timeline``: moves
  /// the scheduler to its recorded time (running what falls due), and for a
  /// step sends its action.
  ///
  /// - Returns: the event played, `nil` when none is left.
  @discardableResult
  public func playNext() -> Recording.Event? {
    guard let event = nextEvent else { return nil }
    nextIndex += 1
    switch event {
    case .step(let index):
      advance(to: recording.steps[index].time, allChanges: true)
      send(actions[index], position: index + 1)
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
  /// steps as were sent (unless `allChanges`, only those made by
  /// `seconds`), each at its time, then moves the scheduler to `seconds`
  /// after the start (never backwards), running what falls due and the
  /// async effects it wakes.
  private func advance(to seconds: Double, allChanges: Bool = false) {
    while nextSharedChange < sharedChanges.count {
      let next = sharedChanges[nextSharedChange]
      guard next.change.stepsBefore <= position, allChanges || next.change.time <= seconds
      else { break }
      nextSharedChange += 1
      moveClock(to: next.change.time)
      next.shared.set(next.value)
      scheduler.runEffects()
    }
    moveClock(to: seconds)
  }

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

  /// Sends `action` past `transform(action:)`, with async effects on the
  /// scheduler's executor.
  private func send(_ action: R.Action, position: Int) {
    self.position = position
    let storage = reactor.storage
    EffectExecutor.preferred.with(scheduler.effectExecutor) { storage.enqueueProcess(action) }
    scheduler.runEffects()
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
    guard let index = lastCheckpoint, let recorded = recording.checkpoints[index].render else {
      return nil
    }
    guard recorded != render else { return nil }
    let checkpoint = recording.checkpoints[index]
    let divergence = makeDivergence(
      .render, step: checkpoint.stepsBefore,
      detail: "the screen at `\(checkpoint.label)` (\(ReplayDivergence.seconds(checkpoint.time))) "
        + "differs",
      recorded: Self.lines(recorded), replayed: Self.lines(render))
    if renderDivergence == nil { renderDivergence = divergence }
    return divergence
  }

  /// The first difference so far between the replay and the recording: the
  /// initial state, the states in order (once ``playToEnd()`` ran, a state
  /// missing or in excess too), and the screens given to
  /// ``checkRender(_:)``; `nil` when none.
  public var divergence: ReplayDivergence? {
    let state = stateDivergence()
    guard let render = renderDivergence else { return state }
    guard let state else { return render }
    return state.step <= render.step ? state : render
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

  private func makeDivergence(
    _ kind: ReplayDivergence.Kind, step: Int, detail: String, recorded: [String],
    replayed: [String]
  ) -> ReplayDivergence {
    // `step` is at most the steps' count: the recording was checked.
    let recordedStep = step > 0 ? recording.steps[step - 1] : nil
    return ReplayDivergence(
      kind: kind, step: step, stepCount: recording.steps.count, action: recordedStep?.action,
      time: recordedStep?.time, detail: detail, recorded: recorded, replayed: replayed)
  }

  private static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

extension Recording {
  /// Replays this recording into `reactor` on virtual time, comparing every
  /// state, and `render()` at each checkpoint that recorded a screen.
  ///
  /// ```swift
  /// let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
  /// try recording.replay(into: CounterReactor(scheduler: scheduler), scheduler: scheduler)
  /// ```
  ///
  /// - Parameters:
  ///   - reactor: a fresh reactor whose time-based work runs on `scheduler`.
  ///   - scheduler: the virtual-time scheduler the replay moves.
  ///   - render: what the screen shows now, when the reactor drives one.
  /// - Throws: ``RecordingError/diverged(_:)`` at the first difference
  ///   (step, action, recorded and replayed lines); the errors of
  ///   ``Replay/init(_:into:scheduler:)``.
  public func replay<R: Reactor, Converter>(
    into reactor: R, scheduler: VirtualTimeScheduler<Converter>, render: (() -> String)? = nil
  ) throws(RecordingError) where R.Action: Codable {
    try Replay(self, into: reactor, scheduler: scheduler).run(render: render)
  }
}
