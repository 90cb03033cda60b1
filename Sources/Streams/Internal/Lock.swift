#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A non-recursive mutual-exclusion lock with explicit `lock()` / `unlock()`.
///
/// `Synchronization.Mutex` wants the value returned from `withLock` to be
/// `sending`, which rules out handing non-`Sendable` observer lists out of the
/// critical section; this lock leaves that invariant to its owner, who must
/// document which stored properties it guards.
@usableFromInline
package final class Lock: @unchecked Sendable {
  @usableFromInline
  let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  @inlinable @inline(__always)
  package func lock() { pthread_mutex_lock(mutex) }

  @inlinable @inline(__always)
  package func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` with the lock held.
  @inlinable @inline(__always)
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
