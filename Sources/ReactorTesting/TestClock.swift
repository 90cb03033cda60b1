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
  /// A point on the scheduler's virtual time line: its `offset` is the
  /// time since tick 0.
  public typealias Instant = VirtualTimeClock<TestSchedulerVirtualTimeConverter>.Instant

  /// The scheduler whose clock this is.
  public let scheduler: TestScheduler

  /// The clock of `scheduler`.
  public init(scheduler: TestScheduler) {
    self.scheduler = scheduler
    base = VirtualTimeClock(
      scheduler: scheduler,
      minimumResolution: scheduler.converter.timeSince1970(1))
  }

  /// The virtual-time clock this is, on ``scheduler``.
  private let base: VirtualTimeClock<TestSchedulerVirtualTimeConverter>

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
      to: base.virtualTime(of: deadline), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Runs every sleep and scheduled work until none is left, moving virtual
  /// time as far as needed.
  public func run() {
    scheduler.start()
  }

  /// The scheduler's current tick, as an instant.
  public var now: Instant { base.now }

  /// One tick of the scheduler.
  public var minimumResolution: Duration { base.minimumResolution }

  /// Suspends until the scheduler's clock reaches `deadline` (rounded up to
  /// a whole tick); throws `CancellationError` if the task is cancelled
  /// first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
