import Platform
import Streams

/// A `Clock` on a ``TestScheduler``'s virtual time, for async effects: a
/// reactor given it (`SearchReactor(clock: TestClock(scheduler: scheduler))`)
/// sleeps in `Observable.run` effects until the test advances the scheduler,
/// together with the reactor's Rx time operators.
///
/// ```swift
/// return .run { [clock] send in
///   try await clock.sleep(for: .milliseconds(300))   // a debounce
///   send(.setQuery(query))
/// }
/// .cancellable(id: DebounceID(), cancelInFlight: true)
/// ```
///
/// `now` is the scheduler's clock (ticks × resolution since tick 0). A sleep
/// wakes when the scheduler reaches the first tick at or after its deadline,
/// never earlier; a deadline already reached returns after a yield. A
/// cancelled sleep throws `CancellationError` at once. Effects started by a
/// `TestStore` send, or by the scheduler's own work, run on the scheduler's
/// executor: a woken sleep continues, and sends, before `advance` returns.
///
/// Thread-safe (a value; the scheduler is thread-safe).
public struct TestClock: Clock, Sendable {
  /// A point on the scheduler's virtual time line.
  public struct Instant: InstantProtocol, Sendable {
    /// The time since tick 0.
    public let offset: Duration

    /// The instant `offset` after tick 0.
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
  public let scheduler: TestScheduler

  /// The clock of `scheduler`.
  public init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// A clock on a new scheduler of its own, one tick per millisecond,
  /// starting at zero (swift-clocks' `TestClock()`): give a `TestStore`
  /// its ``scheduler``.
  public init() {
    self.init(scheduler: TestScheduler(initialClock: 0, resolution: 0.001))
  }

  /// Moves virtual time forward by `duration` (rounded up to whole ticks),
  /// running the sleeps and scheduled work that fall due, in order; the
  /// effects they wake run before it returns.
  public func advance(
    by duration: Duration = .zero, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    advance(
      to: now.advanced(by: duration), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Moves virtual time forward to `deadline` (rounded up to a whole tick);
  /// a deadline in the past fails the test at the call and moves nothing.
  public func advance(
    to deadline: Instant, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    scheduler.advance(
      to: ticks(of: deadline), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs every sleep and scheduled work until none is left, moving virtual
  /// time as far as needed.
  public func run() {
    scheduler.start()
  }

  /// The scheduler's current tick, as an instant.
  public var now: Instant { Instant(offset: duration(ofTicks: scheduler.clock)) }

  /// One tick of the scheduler.
  public var minimumResolution: Duration { duration(ofTicks: 1) }

  /// Suspends until the scheduler's clock reaches `deadline` (rounded up to
  /// a whole tick); throws `CancellationError` if the task is cancelled
  /// first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await scheduler.suspendTask(until: ticks(of: deadline))
  }

  private var resolution: Double { scheduler.converter.resolution }

  private func duration(ofTicks ticks: TestTime) -> Duration {
    .seconds(Double(ticks) * resolution)
  }

  /// The first tick at or after `instant` (a hair of floating-point error
  /// forgiven, so that 0.3 s at 0.001 s per tick is tick 300, not 301);
  /// beyond `TestTime.max / 2` ticks either way (`sleep(for: .seconds(.max))`
  /// as "for ever"), that bound, as the scheduler's converter does.
  private func ticks(of instant: Instant) -> TestTime {
    let (seconds, attoseconds) = instant.offset.components
    let exact = (Double(seconds) + Double(attoseconds) * 1e-18) / resolution
    let ticks = (exact - 1e-9).rounded(.up)
    guard abs(ticks) < Double(TestTime.max / 2) else {
      return ticks < 0 ? -(TestTime.max / 2) : TestTime.max / 2
    }
    return TestTime(ticks)
  }
}
