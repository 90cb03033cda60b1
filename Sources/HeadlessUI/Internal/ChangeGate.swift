import Dispatch
import Platform

/// Runs a list's or a navigation stack's change at once on the main
/// thread, and queues one asked for off it on the main queue.
///
/// Views and controllers are main-actor only. A label's text written off
/// the main thread is reported (``ViewWarning/Kind/offMainThread``) and
/// written in place. A table's or collection's change, or a push, pop,
/// presentation or dismissal, cannot be made in place: it runs main-actor
/// closures through the standard library (`map`, `sorted`, …), which Swift
/// 6 checks at run time and stops off the main thread, and it calls the
/// user's data source, delegate and appearance methods. So it is reported
/// and queued on the main queue, where a `Binder` would have delivered it:
/// it happens when the main queue next runs (after an `await`, or a turn
/// of the run loop), after the changes the same thread queued before it.
///
/// A change asked on the main thread (or the main queue) always runs at
/// once, including one made inside a queued change: its results (a popped
/// controller, a thrown validation error) stay what they are on the main
/// thread, whatever other threads queued.
enum ChangeGate {
  /// Whether a change asked now runs at once: this is the main thread or
  /// the main queue (see `MainContext`).
  ///
  /// Cost: a thread-id comparison.
  static var allowsNow: Bool { MainContext.isCurrent }

  /// Reports `call` of `owner` (a view or a controller) as made off the
  /// main thread and queues `change` on the main queue; `owner` stays alive
  /// until `change` has run.
  @MainActor
  static func queue(_ call: String, of owner: AnyObject, _ change: @escaping @MainActor () -> Void)
  {
    reportOffMainCall(owner, call)
    // Handed to the main queue and used only there.
    let handOver = UncheckedSendable((owner, change))
    DispatchQueue.main.async {
      MainActor.assumeIsolated { handOver.value.1() }
      withExtendedLifetime(handOver.value.0) {}
    }
  }
}
