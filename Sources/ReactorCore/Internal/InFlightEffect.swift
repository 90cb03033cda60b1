import Streams
import Synchronization

/// A `run` effect that `mutate` returned, started by the reactor itself
/// (`Observable.startEffect(reportingTo:)`) rather than subscribed: what
/// its task sends goes straight to the reactor's queue, as a subscribed
/// stream's mutations do, and this one object is both its record in
/// ``InFlightStreams`` and what cancels its task.
///
/// Used only where a subscription would add nothing: without
/// `transform(mutation:)`, whose stage needs the stream itself. The
/// behaviour is a subscription's: mutations sent after the effect was
/// disposed (the reactor torn down) are dropped, an error the operation
/// throws is reported as a failing `mutate` stream's, a cancelled effect
/// reports nothing.
///
/// Thread-safety: `send` may run on several threads at once (the
/// operation's child tasks), each mutation entering the reactor's queue on
/// its own. The record's life is one atomic word of flags (``Flags``), so
/// ending and disposing take no lock; `task` is written once, before its
/// flag is published, and read only by whoever saw that flag.
@usableFromInline
final class InFlightEffect<R: Reactor>: EffectTarget, InFlightStream, @unchecked Sendable {
  /// The bits of `flags`.
  @usableFromInline
  enum Flags {
    /// `task` is set.
    static var hasTask: UInt8 { 1 }
    /// The task ended by itself: nothing to cancel, nothing more to send.
    static var finished: UInt8 { 2 }
    /// Disposed (the reactor torn down): the task is cancelled, what it
    /// sends is dropped, its error is not reported.
    static var disposed: UInt8 { 4 }
  }

  @usableFromInline let storage: ReactorStorage<R>
  /// The storage's `receive`, made where the effect was started: code
  /// specialized for the reactor, reached without a generic call.
  @usableFromInline let deliver: (ReactorStorage<R>, R.Mutation) -> Void
  /// The action whose `mutate` returned the effect (for its error).
  @usableFromInline let action: R.Action
  private let flags = Atomic<UInt8>(0)
  /// Written once by ``started(_:)`` before `hasTask` is set; kept until
  /// the table forgets the record, which then frees the task's object on
  /// the drain that made it.
  private var task: Task<Void, Never>?

  @usableFromInline
  init(
    storage: ReactorStorage<R>, action: R.Action,
    deliver: @escaping (ReactorStorage<R>, R.Mutation) -> Void
  ) {
    self.storage = storage
    self.action = action
    self.deliver = deliver
  }

  /// Keeps the effect's task, to cancel it when disposed; cancels it at
  /// once when the effect was disposed before its task was made.
  @usableFromInline
  func started(_ task: Task<Void, Never>) {
    self.task = task
    let before = flags.bitwiseOr(Flags.hasTask, ordering: .acquiringAndReleasing).oldValue
    if before & Flags.disposed != 0 { task.cancel() }
  }

  // MARK: - EffectTarget

  @usableFromInline
  var isDisposed: Bool {
    flags.load(ordering: .acquiring) & (Flags.finished | Flags.disposed) != 0
  }

  @usableFromInline
  func send(_ mutation: R.Mutation) {
    if isDisposed { return }
    deliver(storage, mutation)
  }

  @usableFromInline
  func end(_ error: (any Error)?) {
    let before = flags.bitwiseOr(Flags.finished, ordering: .acquiringAndReleasing).oldValue
    // Disposed first (the reactor torn down): nothing more to report.
    guard before & Flags.disposed == 0, let error else { return }
    storage.report(error, stage: .mutate, action: "\(action)")
  }

  // MARK: - InFlightStream

  @usableFromInline
  var hasEnded: Bool { isDisposed }

  @usableFromInline
  func dispose() {
    let before = flags.bitwiseOr(Flags.disposed, ordering: .acquiringAndReleasing).oldValue
    // Cancelling takes the task's status lock: skipped when the task is
    // ending anyway. Without `hasTask`, `started` sees `disposed` and
    // cancels the task itself.
    guard before & (Flags.disposed | Flags.finished) == 0, before & Flags.hasTask != 0 else {
      return
    }
    task?.cancel()
  }
}
