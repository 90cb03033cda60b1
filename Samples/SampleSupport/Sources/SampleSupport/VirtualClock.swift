import Foundation
import HeadlessReactor
import Platform

/// A `Clock` on a ``HistoricalScheduler``'s virtual time, for the async
/// sleeps of a sample replayed on virtual time: a sleep wakes when the
/// scheduler's clock reaches its deadline, as the scheduler's own delays do.
///
/// `now` is the scheduler's date as an offset from 1970. A deadline already
/// reached returns after a yield; a cancelled sleep throws
/// `CancellationError` at once and drops its wake-up.
///
/// Thread-safe (a value; the scheduler is thread-safe).
struct VirtualClock: Clock, Sendable {
  /// A point on the scheduler's time line: the time since 1970.
  struct Instant: InstantProtocol, Sendable {
    let offset: Duration

    func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  let scheduler: HistoricalScheduler

  var now: Instant { Instant(offset: .seconds(scheduler.clock.timeIntervalSince1970)) }

  var minimumResolution: Duration { .microseconds(1) }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let (seconds, attoseconds) = deadline.offset.components
    try await scheduler.suspendTask(
      until: Date(timeIntervalSince1970: Double(seconds) + Double(attoseconds) * 1e-18))
  }
}
