/// A ``PlatformLock`` in an object of its own, for state that closures
/// capture (an operator's per-subscription lock) or that several objects
/// share. A class guarding its own fields stores a ``PlatformLock`` inline
/// instead: one allocation less per instance.
///
/// Its owner documents which stored properties it guards. Never held while
/// user code runs.
@usableFromInline
package final class Lock: @unchecked Sendable {
  @usableFromInline
  let platform = PlatformLock()

  @usableFromInline
  package init() {}

  @inlinable @inline(__always)
  package func lock() { platform.lock() }

  @inlinable @inline(__always)
  package func unlock() { platform.unlock() }

  /// Runs `body` with the lock held. `body` must not run user code.
  @inlinable @inline(__always)
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    platform.lock()
    defer { platform.unlock() }
    return try body()
  }
}
