import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny lock for short critical sections that never run user code (a
/// queue append, a state copy): contention is brief, and a waiting thread
/// yields its time slice.
///
/// Inline in its owner (no allocation), unlike a pthread mutex, with an
/// inlinable uncontended path (one compare-and-swap in, one store out).
/// Built on atomics rather than `Synchronization.Mutex`, whose Linux futex
/// path the thread sanitizer cannot see (it reports false races).
@usableFromInline
package struct SpinLock: ~Copyable, Sendable {
  @usableFromInline
  let isLocked = Atomic<Bool>(false)

  package init() {}

  @inlinable @inline(__always)
  package func lock() {
    if !isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
      lockContended()
    }
  }

  @usableFromInline
  package func lockContended() {
    while true {
      while isLocked.load(ordering: .relaxed) { sched_yield() }
      if isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
        return
      }
    }
  }

  @inlinable @inline(__always)
  package func unlock() {
    isLocked.store(false, ordering: .releasing)
  }
}

extension SpinLock {
  /// Runs `body` with the lock held. `body` must not run user code.
  @inlinable @inline(__always)
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
