import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny lock for a reactor's current state: held only to copy a state in
/// or out (never while user code runs), so contention is brief; a waiting
/// thread yields its time slice.
///
/// Inline in its owner (no allocation), unlike a pthread mutex, and with an
/// inlinable uncontended path (one compare-and-swap in, one store out).
@usableFromInline
struct SpinLock: ~Copyable, Sendable {
  @usableFromInline
  let isLocked = Atomic<Bool>(false)

  init() {}

  @inlinable @inline(__always)
  func lock() {
    if !isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
      lockContended()
    }
  }

  @usableFromInline
  func lockContended() {
    while true {
      while isLocked.load(ordering: .relaxed) { sched_yield() }
      if isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
        return
      }
    }
  }

  @inlinable @inline(__always)
  func unlock() {
    isLocked.store(false, ordering: .releasing)
  }
}
