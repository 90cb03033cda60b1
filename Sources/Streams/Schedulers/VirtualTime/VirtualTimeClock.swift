/// A `Clock` on a ``VirtualTimeScheduler``'s virtual time, for async work
/// (`Observable.run` effects, `Observable.task`): a sleep wakes when the
/// scheduler's clock reaches its deadline, together with the scheduler's
/// delays and timers, never by itself.
///
/// ```swift
/// let scheduler = HistoricalScheduler()
/// let clock = VirtualTimeClock(scheduler: scheduler)
/// let reactor = SearchReactor(scheduler: scheduler, clock: clock)
/// scheduler.advanceTo(scheduler.now.addingTimeInterval(0.3))   // the sleep wakes
/// ```
///
/// `ReactorTesting`'s `TestClock` is this clock on a `TestScheduler`, with
/// ways to move it from a test.
///
/// `now` is the scheduler's clock as the time since 1970
/// (``VirtualTimeConverterType/timeSince1970(_:)``). A sleep waits for the
/// first virtual time at or after its deadline
/// (``VirtualTimeConverterType/virtualTime(atOrAfter:)``); a deadline
/// already reached returns after a yield; a cancelled sleep throws
/// `CancellationError` at once and drops its wake-up.
///
/// Thread-safe (a value; the scheduler is thread-safe).
public struct VirtualTimeClock<Converter: VirtualTimeConverterType>: Clock, Sendable {
  /// A point on the scheduler's virtual time line.
  public struct Instant: InstantProtocol, Sendable {
    /// The time since the converter's zero (1970).
    public let offset: Duration

    /// The instant `offset` after the converter's zero.
    public init(offset: Duration) { self.offset = offset }

    /// This instant moved by `duration`.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  /// The scheduler whose clock this is.
  public let scheduler: VirtualTimeScheduler<Converter>

  /// The smallest step of the scheduler's clock.
  public let minimumResolution: Duration

  /// The clock of `scheduler`, whose clock moves in steps of
  /// `minimumResolution` (a microsecond for dates).
  public init(
    scheduler: VirtualTimeScheduler<Converter>, minimumResolution: Duration = .microseconds(1)
  ) {
    self.scheduler = scheduler
    self.minimumResolution = minimumResolution
  }

  /// The scheduler's current time.
  public var now: Instant {
    Instant(offset: scheduler.converter.timeSince1970(scheduler.clock))
  }

  /// The virtual time a sleep until `instant` wakes at.
  public func virtualTime(of instant: Instant) -> Converter.VirtualTimeUnit {
    scheduler.converter.virtualTime(atOrAfter: instant.offset)
  }

  /// Suspends until the scheduler's clock reaches `deadline`; throws
  /// `CancellationError` if the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await scheduler.suspendTask(until: virtualTime(of: deadline))
  }
}

extension Duration {
  /// The largest magnitude, in seconds, that a virtual clock turns into a
  /// `Duration` (whose attoseconds overflow `Int128` near 1.7e20 s): far
  /// beyond any date, and never a trap.
  package static let virtualClockLimit: Double = 1e18

  /// `seconds` as a duration, clamped to ±``virtualClockLimit`` (NaN is 0).
  package static func clampedSeconds(_ seconds: Double) -> Duration {
    guard !seconds.isNaN else { return .zero }
    return .seconds(min(max(seconds, -virtualClockLimit), virtualClockLimit))
  }

  /// The duration in seconds, as a `Double`.
  package var secondsValue: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
