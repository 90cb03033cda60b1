import Streams

/// What a replay drives: a reactor, the virtual-time scheduler its delays
/// run on, and what its screen shows (when a screen is bound to it).
public struct ReplayTarget<R: Reactor, Converter: VirtualTimeConverterType> {
  /// The reactor the recorded actions are sent to.
  public var reactor: R
  /// The scheduler its delays, debounces and async sleeps use.
  public var scheduler: VirtualTimeScheduler<Converter>
  /// The screen's `render()`, or `nil`: the closure keeps the screen alive.
  public var render: (() -> String)?

  /// Creates a target.
  public init(
    reactor: R, scheduler: VirtualTimeScheduler<Converter>, render: (() -> String)? = nil
  ) {
    self.reactor = reactor
    self.scheduler = scheduler
    self.render = render
  }
}

/// Steps back and forth through a recorded session: the state (and screen)
/// after any number of its actions, for a test or a debugger.
///
/// ```swift
/// let travel = try TimeTravel(recording) {
///   let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
///   return ReplayTarget(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
/// }
/// travel.step(to: 2)                 // after the second action
/// XCTAssertEqual(travel.currentState.value, 1)
/// travel.stepBack()                  // after the first
/// ```
///
/// Position *k* is the session just before its action *k* + 1 was sent
/// (0: before the first, ``count``: the end, at the recording's duration),
/// where ``recordedState`` and ``recordedRender`` are what it showed.
///
/// Cost: a step back calls `make` for a fresh reactor (and scheduler, and
/// screen) and sends the first *k* actions again, O(*k*), decoded once for
/// all replays (a payload holding a class instance that a reactor changes
/// is sent changed); a step forward is O(1) per action. The reactor it
/// drives handles only the recorded actions, as a ``Replay``'s does: a tap
/// on its screen does not move the session. Threading: one thread (a
/// screen's, for `render`).
public final class TimeTravel<R: Reactor, Converter: VirtualTimeConverterType> {
  /// The session travelled through.
  public let recording: Recording
  private let make: () -> ReplayTarget<R, Converter>
  /// The recording's actions, decoded once for every replay.
  private let actions: [R.Action]
  private var target: ReplayTarget<R, Converter>
  private var replay: Replay<R, Converter>

  /// How many of the recording's actions have been replayed (0 to ``count``).
  public private(set) var position = 0

  /// How many times a fresh reactor was made (1, plus one per step back).
  public private(set) var replayCount = 1

  /// Prepares to travel through `recording`, at position 0 (before its first
  /// action). `make` makes a fresh reactor, the virtual-time scheduler its
  /// delays run on and, optionally, its screen's render; it is called now
  /// and at every step back.
  ///
  /// - Throws: what ``Replay/init(_:into:scheduler:)`` throws.
  public init(
    _ recording: Recording, make: @escaping () -> ReplayTarget<R, Converter>
  ) throws(RecordingError) where R.Action: Codable {
    self.recording = recording
    self.make = make
    actions = try Replay<R, Converter>.decodedActions(of: recording)
    target = make()
    replay = try Replay(
      recording, reactor: target.reactor, scheduler: target.scheduler, actions: actions)
    replay.play(untilPosition: 0)
  }

  /// How many actions the recording has: the last position.
  public var count: Int { recording.steps.count }

  /// The reactor of the current replay (a new one after a step back).
  public var reactor: R { target.reactor }

  /// The reactor's state at this position.
  public var currentState: R.State { target.reactor.currentState }

  /// What the screen shows at this position, when the target has one.
  public var currentRender: String? { target.render?() }

  /// The state the recording shows at this position, as
  /// ``Recording/stateLines(of:)`` prints it.
  public var recordedState: [String] {
    let groups = [recording.prelude] + recording.steps.prefix(position).map(\.states)
    return groups.last(where: { !$0.isEmpty })?.last?.lines ?? recording.initialState
  }

  /// The screen the recording shows at this position: the render of the
  /// last checkpoint before the next action, if one recorded a screen.
  public var recordedRender: String? {
    recording.checkpoints.last { $0.stepsBefore <= position && $0.render != nil }?.render
  }

  /// The first difference between the states replayed so far and the
  /// recorded ones, if any (see ``Replay/divergence``).
  public var divergence: ReplayDivergence? { replay.divergence }

  /// Replays the next action; returns `false` (doing nothing) at the end.
  @discardableResult
  public func stepForward() -> Bool {
    guard position < count else { return false }
    step(to: position + 1)
    return true
  }

  /// Goes back one action, by replaying the ones before it on a fresh
  /// reactor; returns `false` (doing nothing) at the start.
  @discardableResult
  public func stepBack() -> Bool {
    guard position > 0 else { return false }
    step(to: position - 1)
    return true
  }

  /// Goes to position `requested`: forward by replaying the next actions,
  /// back by replaying the first `requested` actions on a fresh reactor. A
  /// position outside `0...count` goes to the nearest end; a fresh reactor
  /// that cannot be replayed into (another recorder records it) leaves the
  /// position as it is; both with a ``ReactorWarning`` (``Streams/Hooks/reactorWarning``).
  ///
  /// - Complexity: O(*k*) actions replayed, *k* the distance forward, or
  ///   the position reached going back.
  public func step(to requested: Int) {
    func warn(_ what: String) {
      Hooks.report(ReactorWarning(.other, "TimeTravel.step(to: \(requested)): \(what)"))
    }
    let position = min(max(requested, 0), count)
    if position != requested {
      warn("the recording has positions 0 to \(count); went to \(position)")
    }
    if position < self.position {
      let target = make()
      do {
        replay = try Replay(
          recording, reactor: target.reactor, scheduler: target.scheduler, actions: actions)
      } catch {
        // Only a `make` that returned a reactor recorded elsewhere gets here.
        return warn(
          "the fresh reactor cannot be replayed into (\(error)); stayed at \(self.position)")
      }
      self.target = target
      replayCount += 1
    }
    replay.play(untilPosition: position)
    self.position = position
  }
}
