/// A value and the ``PlatformLock`` that guards it, in one allocation: the
/// shape of swift-async-algorithms' `ManagedCriticalState`.
///
/// The value can only be reached inside ``withLock(_:)``, so nothing can
/// forget to lock. `body` must not run user code; to replace a value whose
/// release might run a `deinit`, return the old value out of `body` and let
/// it go after the lock is released.
package final class LockedState<State>: @unchecked Sendable {
  private let platform = PlatformLock()
  // Guarded by `platform`.
  private var state: State

  package init(_ initial: State) {
    state = initial
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    platform.lock()
    defer { platform.unlock() }
    return try body(&state)
  }

  /// Replaces the value and returns the old one, which the caller releases
  /// after the lock (its `deinit` may be user code).
  package func exchange(_ new: State) -> State {
    platform.lock()
    defer { platform.unlock() }
    var old = new
    swap(&old, &state)
    return old
  }
}
