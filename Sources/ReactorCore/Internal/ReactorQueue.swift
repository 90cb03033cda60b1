import Foundation
import Platform
import Synchronization

/// A reactor's action queue and the thread that drains it: the one place
/// that says how a reactor drains.
///
/// - **Who drains.** A thread that sends an action while nobody drains the
///   queue becomes the drain (``run(_:owner:queued:)``, the one way work
///   enters the queue, when it found the queue idle): before its `onNext`
///   returns it also runs what other threads queue meanwhile, in order.
/// - **How long.** At most ``senderDrainBound``: 16,384 of other threads'
///   items (its own re-entrant ones do not count), or 1 ms spent on them,
///   whichever comes first; then it hands the rest of the drain, still
///   owned and in order, to a thread of its own and returns (README,
///   "Threading", states the measured worst case). A dispatch queue would
///   not do: its workers may all be blocked waiting for this very reactor.
/// - **Which step.** The drain takes each step of processing an action as a
///   ``QueueState`` transition (``enter(_:)``); the phase is the queue's,
///   touched by the drain only. A step that opens a synchronous *intake*
///   (``QueueState/Intake``) publishes it, with the drain's thread id, so
///   that a `mutate` stream or `transform(state:)` emitting on the drain's
///   thread during it is handled at once (``isTakingInline(_:)``).
///
/// What runs in the queue (`mutate`, `reduce`, publishing) is the storage's
/// (`ReactorStorage+Processing.swift`); the transition rules are
/// ``QueueState``'s; the lock-free ownership protocol is ``Serializer``'s.
/// A reactor's `transform` stages drain through one of these too.
///
/// Thread-safety: every method may be called from any thread; ``enter(_:)``
/// and ``phase`` only by the drain. Non-copyable, stored inline in its
/// owner (no allocation of its own).
@usableFromInline
struct ReactorQueue: ~Copyable, @unchecked Sendable {
  @usableFromInline let serializer = Serializer()
  /// `currentThreadID() | intake.rawValue` while an intake is open, else 0.
  @usableFromInline let openIntake = Atomic<UInt>(0)
  /// The raw value of the drain's ``QueueState/Phase``. Atomic only to be
  /// storable in a shared object: the drain alone reads and writes it
  /// (relaxed, a plain load and store).
  @usableFromInline let phaseValue = Atomic<UInt8>(QueueState.Phase.idle.rawValue)
  /// The drain thread's ``Platform/ForeignWork`` depth when it opened the
  /// intake, saturated at 255 (where nothing is taken inline: the queue
  /// still keeps the order); written and read by the drain only (other
  /// threads' identifiers never match `openIntake`), so relaxed. One byte,
  /// beside `phaseValue`: no larger reactor.
  @usableFromInline let intakeDepth = Atomic<UInt8>(0)

  @usableFromInline
  init() {}

  // MARK: - Owning the queue

  /// Runs `work` in turn: at once on this thread when nobody drains (then
  /// this thread is the drain until it returns, running what others queue
  /// meanwhile, bounded), otherwise queued behind what is running. All
  /// work of a reactor's storage and of its `transform` stages enters the
  /// queue here.
  ///
  /// Only the queued case needs an escaping closure: `queued` makes it
  /// (doing what `work` does) and is called only then, so that the
  /// uncontended path (one compare-and-swap in, one atomic subtraction out)
  /// allocates nothing.
  @inlinable @inline(__always)
  func run(_ work: () -> Void, owner: some DrainOwner, queued: () -> () -> Void) {
    if serializer.tryEnter() {
      work()
      leave(owner: owner)
    } else {
      enqueue(queued(), owner: owner)
    }
  }

  /// ``run(_:owner:queued:)`` for what a stream emits while the drain may
  /// have `intake` open: when the calling thread is that drain, emitting
  /// synchronously (``isTakingInline(_:)``), `inline` runs at once, inside
  /// the step the drain is in; otherwise `work` runs in turn.
  @inlinable @inline(__always)
  func run(
    _ work: () -> Void, owner: some DrainOwner, queued: () -> () -> Void,
    takingInlineDuring intake: QueueState.Intake, inline: () -> Void
  ) {
    if isTakingInline(intake) {
      inline()
    } else {
      run(work, owner: owner, queued: queued)
    }
  }

  /// Leaves the queue after the caller's work, running what others queued
  /// meanwhile, bounded; hands the rest to `owner` on a thread of its own
  /// when the bound is reached.
  @inlinable @inline(__always)
  func leave(owner: some DrainOwner) {
    if let handed = serializer.leave(handingOffAfter: senderDrainBound) {
      handOver(handed, to: owner)
    }
  }

  /// Queues `work`; drains (bounded) when this thread becomes the drain.
  @usableFromInline
  func enqueue(_ work: @escaping () -> Void, owner: some DrainOwner) {
    if let handed = serializer.enqueue(work, handingOffAfter: senderDrainBound) {
      handOver(handed, to: owner)
    }
  }

  /// Finishes a drain handed over by ``handOver(_:to:)``, to the end.
  func finish(_ handed: HandedDrain) {
    serializer.finish(handed)
  }

  /// Finishes `handed` on a thread of its own: the sender returns, the
  /// queue stays owned (in order) until the drain ends there. The owner is
  /// kept alive meanwhile.
  @usableFromInline
  func handOver(_ handed: HandedDrain, to owner: some DrainOwner) {
    handOverDrain(handed) { owner.finishDrain($0) }
  }

  // MARK: - Steps of the drain

  /// The drain's current phase. Drain only.
  @inlinable @inline(__always)
  var phase: QueueState.Phase {
    QueueState.Phase(rawValue: phaseValue.load(ordering: .relaxed)) ?? .idle
  }

  /// Takes `transition` and publishes the intake it opens or closes;
  /// returns `false` (and changes nothing) when it is not legal in the
  /// current phase. Drain only.
  @inlinable @inline(__always)
  func enter(_ transition: QueueState.Transition) -> Bool {
    var state = QueueState(phase: phase)
    let before = state.intake
    guard state.take(transition) else { return false }
    phaseValue.store(state.phase.rawValue, ordering: .relaxed)
    if state.intake != before { publishIntake(state.intake) }
    return true
  }

  /// Tells the threads on which streams emit which intake the drain (the
  /// calling thread) has open.
  @usableFromInline
  func publishIntake(_ kind: QueueState.Intake) {
    if kind != .none { intakeDepth.store(UInt8(clamping: ForeignWork.depth), ordering: .relaxed) }
    openIntake.store(kind == .none ? 0 : currentThreadID() | kind.rawValue, ordering: .releasing)
  }

  /// Whether the calling thread is the drain with `kind` open, emitting
  /// synchronously: not running an element another thread queued on some
  /// serializer this thread owns (``Platform/ForeignWork``), which must wait
  /// its turn behind what was queued before it.
  @usableFromInline
  func isTakingInline(_ kind: QueueState.Intake) -> Bool {
    guard openIntake.load(ordering: .acquiring) == currentThreadID() | kind.rawValue else {
      return false
    }
    let depth = intakeDepth.load(ordering: .relaxed)
    return depth < .max && UInt(depth) == ForeignWork.depth
  }
}

/// The drains handed to threads of their own and not finished yet.
private let handedDrains = DispatchGroup()

/// Finishes `handed` on a thread of its own with `finish` (which keeps
/// what owns the drain alive): how a reactor's queue and a ``Shared``
/// value's writers hand over the rest of a bounded drain.
func handOverDrain(_ handed: HandedDrain, finish: @escaping @Sendable (HandedDrain) -> Void) {
  handedDrains.enter()
  Thread.detachNewThread {
    finish(handed)
    handedDrains.leave()
  }
}

/// Waits until every drain a sender handed to a thread of its own, in any
/// reactor, has finished, including drains handed over meanwhile (a handed
/// drain that sends to another reactor, a child's parent, may hand over in
/// turn).
///
/// Once the threads that sent actions have returned, this is when all they
/// sent has been processed: a sender that reached ``senderDrainBound`` on
/// other threads' actions returned with some still queued. For tests.
package func waitUntilHandedDrainsFinish() {
  handedDrains.wait()
}

/// What holds a ``ReactorQueue``: finishes a drain handed over to another
/// thread (with the queue's ``ReactorQueue/finish(_:)``).
@usableFromInline
protocol DrainOwner: AnyObject, Sendable {
  /// Finishes `handed` on the owner's queue. Called once, on the thread the
  /// drain was handed to.
  func finishDrain(_ handed: HandedDrain)
}

/// How much of other threads' actions and mutations a sender processes
/// before it hands the drain over (its own re-entrant ones do not count):
/// 16,384 of them, or 1 ms spent on them, whichever comes first. The same
/// for a reactor's queue and its `transform` stages.
///
/// The count keeps a sender of fast actions (about 1 µs each) to about
/// 15 ms under 16-thread contention in a release build; the time keeps a
/// sender of slow ones (a `reduce` of 200 µs would make 16,384 of them 3 s)
/// to about 1 ms plus one action. 1 ms is an eighth of a 120 Hz frame, so
/// a main-thread sender stays responsive, and about 40 times what handing
/// over costs (starting a thread, 20–40 µs on the 2-core Linux machine the
/// benchmarks run on), so a sender that hands over on every drain spends a
/// few percent of it at most on the hand-over.
@usableFromInline
let senderDrainBound = DrainBound(items: 16_384, nanoseconds: 1_000_000)
