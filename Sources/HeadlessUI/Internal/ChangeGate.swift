import Dispatch
import Platform
import Synchronization

/// Lets a list's or a navigation stack's changes run at once on the main
/// thread, and queues those asked for off it on the main queue, in the
/// order they were asked.
///
/// Views and controllers are main-actor only. A label's text written off
/// the main thread is reported (``ViewWarning/Kind/offMainThread``) and
/// written in place. A table's or collection's change, or a push, pop,
/// presentation or dismissal, cannot be made in place: it runs main-actor
/// closures through the standard library (`map`, `sorted`, …), which Swift
/// 6 checks at run time and stops off the main thread, and it calls the
/// user's data source, delegate and appearance methods. So it is reported
/// and queued on the main queue, where a `Binder` would have delivered it.
///
/// One gate for the process (``shared``), so that every queued change keeps
/// its place: a change asked on the main thread while queued changes wait
/// is queued behind them; one asked from inside a queued change (a batch's
/// operations, a push's appearance methods) runs at once.
///
/// Thread-safe: `queued` is shared; `running` is written on the main queue
/// and read on the main thread only.
final class ChangeGate: Sendable {
  /// The process's gate.
  static let shared = ChangeGate()

  /// Changes handed to the main queue and not yet finished.
  private let queued = Atomic<Int>(0)
  /// Whether a queued change is running now (main thread only).
  private let running = Atomic<Bool>(false)

  /// Whether a change asked now may run at once, on this thread: the main
  /// thread with no queued change waiting, or inside one.
  ///
  /// Cost: a thread-id comparison and an atomic load.
  var allowsNow: Bool {
    MainContext.isCurrent
      && (queued.load(ordering: .acquiring) == 0 || running.load(ordering: .relaxed))
  }

  /// Queues `change` on the main queue behind the changes queued earlier;
  /// asked off the main thread, `call` of `owner` (a view or a controller)
  /// is first reported as made off it. `owner` stays alive until `change`
  /// has run.
  @MainActor
  func queue(_ call: String, of owner: AnyObject, _ change: @escaping @MainActor () -> Void) {
    if !MainContext.isCurrent { reportOffMainCall(owner, call) }
    queued.wrappingAdd(1, ordering: .acquiringAndReleasing)
    // Handed to the main queue and used only there.
    let handOver = UncheckedSendable((owner, change))
    DispatchQueue.main.async {
      self.running.store(true, ordering: .relaxed)
      MainActor.assumeIsolated { handOver.value.1() }
      self.running.store(false, ordering: .relaxed)
      self.queued.wrappingSubtract(1, ordering: .releasing)
      withExtendedLifetime(handOver.value.0) {}
    }
  }
}
