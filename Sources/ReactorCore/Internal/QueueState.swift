/// What the thread draining a reactor's action queue is doing: the queue's
/// explicit state machine.
///
/// One per reactor, in its ``ReactorQueue``, touched only by the thread
/// that drains it. Every step of processing an action
/// is a named ``Transition``; ``take(_:)`` refuses one that is not legal in
/// the current ``Phase`` and leaves the value unchanged, so that a broken
/// invariant is caught where it happens (the storage asserts on it). A pure
/// value: the queue owns it, the storage never touches it directly.
///
/// ```
/// idle ─startAction→ mutating ─startSubscribing→ subscribing ─finishAction→ idle
///                    mutating ───────────────finishAction──────────────────→ idle
/// idle | mutating | subscribing ─startReducing→ reducing
/// reducing ─startPublishingReduced→ publishing ─finishApply(P)→ P
/// reducing ─startTransformingState→ transformingState ─finishApply(P)→ P
/// transformingState ─startPublishingTransformed→ publishing
///                   ─finishPublishingTransformed→ transformingState
/// idle ─startPublishing→ publishing ─finishPublishing→ idle
/// ```
///
/// The phases `subscribing` and `transformingState` open a *synchronous
/// intake* (see ``intake``): a mutation that the `mutate` stream emits while
/// it is being subscribed to, or a state that `transform(state:)` emits
/// while it is handed a reduced state, comes back on the draining thread and
/// is reduced (or published) at once, in order, instead of being queued
/// behind actions that arrived later. Every other phase runs user code
/// (`mutate`, `reduce`, state observers) with the intake closed: what they
/// cause is queued.
@usableFromInline
struct QueueState: Equatable, Sendable {
  /// The step the draining thread is in.
  @usableFromInline
  enum Phase: UInt8, Equatable, Sendable, CustomStringConvertible {
    /// No action or mutation is being processed.
    case idle
    /// `reactor.mutate(action:)` runs.
    case mutating
    /// The `mutate` stream is being subscribed to (mutations intake open).
    case subscribing
    /// `reactor.reduce(state:mutation:)` runs.
    case reducing
    /// A reduced state is handed to `transform(state:)` (states intake open).
    case transformingState
    /// State observers receive a state (or the terminal event).
    case publishing

    @usableFromInline
    var description: String {
      switch self {
      case .idle: "idle"
      case .mutating: "mutating"
      case .subscribing: "subscribing"
      case .reducing: "reducing"
      case .transformingState: "transformingState"
      case .publishing: "publishing"
      }
    }
  }

  /// A step of the queue.
  @usableFromInline
  enum Transition: Equatable, Sendable {
    /// The drain takes the next action: `mutate` is about to run.
    case startAction
    /// `mutate` returned a stream whose elements are not known up front.
    case startSubscribing
    /// The action's stream was subscribed to (or its known elements
    /// reduced).
    case finishAction
    /// A mutation is about to be reduced.
    case startReducing
    /// The reduced state goes to observers.
    case startPublishingReduced
    /// The reduced state goes to `transform(state:)`.
    case startTransformingState
    /// The mutation is done; back to the phase it interrupted.
    case finishApply(resuming: Phase)
    /// `transform(state:)` emitted synchronously: publish it now.
    case startPublishingTransformed
    /// Back to the state transform.
    case finishPublishingTransformed
    /// A queued delivery (a transformed state that arrived later, a new
    /// observer's first state, the terminal event) starts.
    case startPublishing
    /// The queued delivery is done.
    case finishPublishing
  }

  /// Which synchronous intake the draining thread has open.
  @usableFromInline
  enum Intake: UInt, Equatable, Sendable {
    case none = 0
    /// Mutations emitted now are reduced at once.
    case mutations = 1
    /// States `transform(state:)` emits now are published at once.
    case states = 2
  }

  /// The current phase.
  @usableFromInline
  private(set) var phase: Phase = .idle

  @inlinable
  init() {}

  /// A machine in `phase` (``ReactorQueue`` stores only the phase).
  @inlinable
  init(phase: Phase) {
    self.phase = phase
  }

  /// The intake open in the current phase.
  @inlinable @inline(__always)
  var intake: Intake {
    switch phase {
    case .subscribing: .mutations
    case .transformingState: .states
    default: .none
    }
  }

  /// Takes `transition` if it is legal in the current phase; returns
  /// `false` (and changes nothing) otherwise.
  @inlinable @inline(__always)
  mutating func take(_ transition: Transition) -> Bool {
    guard let next = phase(after: transition) else { return false }
    phase = next
    return true
  }

  /// The phase `transition` leads to from the current one, or `nil` when it
  /// is not legal there.
  @inlinable @inline(__always)
  func phase(after transition: Transition) -> Phase? {
    switch (phase, transition) {
    case (.idle, .startAction): .mutating
    case (.mutating, .startSubscribing): .subscribing
    case (.mutating, .finishAction), (.subscribing, .finishAction): .idle
    case (.idle, .startReducing), (.mutating, .startReducing), (.subscribing, .startReducing):
      .reducing
    case (.reducing, .startPublishingReduced): .publishing
    case (.reducing, .startTransformingState): .transformingState
    case (.publishing, .finishApply(let resumed)), (.transformingState, .finishApply(let resumed)):
      Self.canBeInterruptedByApply(resumed) ? resumed : nil
    case (.transformingState, .startPublishingTransformed): .publishing
    case (.publishing, .finishPublishingTransformed): .transformingState
    case (.idle, .startPublishing): .publishing
    case (.publishing, .finishPublishing): .idle
    default: nil
    }
  }

  /// The phases in which a mutation may be reduced (and to which the queue
  /// then returns).
  @inlinable
  static func canBeInterruptedByApply(_ phase: Phase) -> Bool {
    phase == .idle || phase == .mutating || phase == .subscribing
  }
}
