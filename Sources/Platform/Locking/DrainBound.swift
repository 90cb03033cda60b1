import Dispatch
import Synchronization

/// How much of other threads' work a thread that drains a ``Serializer``
/// runs before it hands the rest over (``Serializer/leave(handingOffAfter:)``):
/// a number of items and a time, whichever comes first.
///
/// The time is counted from the start of the first item of another thread
/// (the drain's own re-entrant items before it do not count) and checked
/// after that thread's 1st, 2nd, 4th, … 64th item, then after every 64th:
/// a slow item (a `reduce` of 200 µs) is caught after a few, while a fast
/// one (under a microsecond) pays one clock read per 64 items. A drain that
/// runs no other thread's item reads no clock.
@usableFromInline
package struct DrainBound: Sendable {
  /// Other threads' items the drain runs at most.
  @usableFromInline package var items: Int
  /// Nanoseconds the drain may spend from the first item of another
  /// thread on; `UInt64.max` for no time bound (no clock is read).
  @usableFromInline package var nanoseconds: UInt64

  /// A bound of `items` other threads' items and, unless `nanoseconds` is
  /// `UInt64.max`, of `nanoseconds` spent on them.
  @usableFromInline
  package init(items: Int, nanoseconds: UInt64 = .max) {
    self.items = items
    self.nanoseconds = nanoseconds
  }

  /// Whether a drain that has run `othersRun` of other threads' items
  /// (at least 1) checks the clock now: after 1, 2, 4, … 64, then every 64.
  static func checksClock(after othersRun: Int) -> Bool {
    othersRun & 63 == 0 || othersRun & (othersRun - 1) == 0
  }
}

/// The monotonic clock, in nanoseconds, that bounded drains measure their
/// time with. A `package` hook: tests install a clock of their own to make
/// a time bound deterministic (or to lift it).
package enum DrainClock {
  /// Now, on the installed clock (the system's monotonic clock unless a
  /// test installed one).
  package static func now() -> UInt64 {
    // One atomic load when no test clock is installed: every draining
    // thread reads the clock, and a lock here would be one they all share.
    if isInstalled.load(ordering: .acquiring),
      let installed = installedClock.withLock({ $0 }).now
    {
      return installed()
    }
    return DispatchTime.now().uptimeNanoseconds
  }

  /// Runs `body` with `clock` as every drain's clock, then restores the
  /// system's. For tests, one at a time: the clock is process-wide.
  package static func withClock<Result>(
    _ clock: @escaping @Sendable () -> UInt64, _ body: () throws -> Result
  ) rethrows -> Result {
    let previous = installedClock.exchange(InstalledClock(now: clock))
    isInstalled.store(true, ordering: .releasing)
    defer {
      isInstalled.store(previous.now != nil, ordering: .releasing)
      withExtendedLifetime(installedClock.exchange(previous)) {}
    }
    return try body()
  }
}

/// The clock a test installed, or `nil`.
private let installedClock = LockedState(InstalledClock(now: nil))
/// Whether `installedClock` may hold a clock: `false` outside tests that
/// install one, so that reading the system's clock takes no lock.
private let isInstalled = Atomic<Bool>(false)

/// A clock as ``LockedState`` holds it: in a non-generic struct, so that
/// reads do not wrap the closure in reabstraction thunks.
private struct InstalledClock {
  let now: (@Sendable () -> UInt64)?
}
