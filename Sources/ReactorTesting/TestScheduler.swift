import Foundation
import Platform
import Streams

/// Virtual time, in ticks, as RxTest counts it.
public typealias TestTime = Int

/// A virtual-time scheduler for deterministic tests, as RxTest has it:
/// nothing runs until the test advances the clock, and time operators
/// (`debounce`, `delay`, `timer`, ...) given this scheduler see virtual time.
///
/// One tick is `resolution` seconds (1 by default, so `.seconds(100)` is 100
/// ticks). With `simulateProcessingDelay` (the default), work scheduled
/// through the scheduler protocol (`schedule`, `scheduleRelative`) for the
/// current tick or earlier runs one tick later, so `observe(on: scheduler)`
/// of an event at 210 delivers it at 211, exactly as in RxTest. Virtual-time
/// scheduling (`scheduleAt`, `scheduleAbsoluteVirtual`,
/// `scheduleRelativeVirtual`, hot and cold observables, `start`) is never
/// delayed: as in RxTest, it runs at the tick asked for (the current tick
/// when that tick has passed).
///
/// The clock only moves forward: ``advance(to:fileID:filePath:line:column:)``
/// to an earlier tick, or a negative
/// ``advance(by:fileID:filePath:line:column:)-(RxTimeInterval,_,_,_,_)``
/// or ``Streams/VirtualTimeScheduler/sleep(_:fileID:filePath:line:column:)``, fails the running test (an
/// XCTest failure, or a Swift Testing issue inside a `@Test`) at the call
/// and leaves the clock where it is.
///
/// Built on ``Streams/VirtualTimeScheduler`` (as RxTest's is), with
/// ``TestSchedulerVirtualTimeConverter``: `clock`, `now`, the scheduling
/// methods, `start()`, `stop()`, `advanceTo(_:)` and `sleep(_:)` are its.
///
/// Thread-safety: meant to be driven from the test's thread; work may be
/// scheduled from any thread, and scheduled work may schedule more work or
/// advance the clock itself.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>,
  @unchecked Sendable
{
  /// RxTest's default times for `start`.
  public enum Defaults {
    /// When `start` creates the sequence: 100.
    public static let created: TestTime = 100
    /// When `start` subscribes: 200.
    public static let subscribed: TestTime = 200
    /// When `start` disposes the subscription: 1000.
    public static let disposed: TestTime = 1000
  }

  private let simulateProcessingDelay: Bool
  private let failureHandlerStorage: LockedState<FailureHandler>

  /// Where refused clock moves are reported; tests of the scheduler itself
  /// replace it. Called with no lock held.
  var failureHandler: @Sendable (String, TestLocation) -> Void {
    get { failureHandlerStorage.withLock { $0 }.call }
    // The old handler is released after the lock, by the caller of `exchange`.
    set { _ = failureHandlerStorage.exchange(FailureHandler(call: newValue)) }
  }

  /// Creates a scheduler whose clock starts at `initialClock`.
  ///
  /// - Parameters:
  ///   - initialClock: the starting tick.
  ///   - resolution: seconds per tick; real time = ticks × resolution.
  ///   - simulateProcessingDelay: when true, work scheduled at or before the
  ///     current tick runs at the next tick.
  public init(
    initialClock: TestTime,
    resolution: Double = 1.0,
    simulateProcessingDelay: Bool = true
  ) {
    self.simulateProcessingDelay = simulateProcessingDelay
    let failureHandlerStorage = LockedState(FailureHandler(call: FailureReporting.record))
    self.failureHandlerStorage = failureHandlerStorage
    super.init(
      initialClock: initialClock,
      converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    // Effects a screen test's views start wait for this scheduler's clock.
    captureEffects()
    EffectExecutorTestObserver.registerOnce()
    refusedMoveHandler = { message, location in
      failureHandlerStorage.withLock { $0 }.call(
        message,
        TestLocation(
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column))
    }
  }

  /// Ticks for a real-time interval, rounded to the nearest tick.
  public func convertToVirtualTimeInterval(_ interval: RxTimeInterval) -> TestTime {
    converter.convertToVirtualTimeInterval(interval.timeInterval)
  }

  /// The tick that `schedule` and `scheduleRelative` work due at `time`
  /// runs at: at or before the clock, the next tick with
  /// `simulateProcessingDelay` (the current one without).
  public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
    let now = clock
    return time <= now ? now.saturatingAdd(simulateProcessingDelay ? 1 : 0) : time
  }

  /// Runs `action` at tick `time`, with no processing delay.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// Whether any action waits to run (for `TestStore`'s failure messages).
  var hasScheduledWork: Bool { hasPendingWork }

  // MARK: - Moving the clock

  /// Runs every action scheduled up to and including tick `time`, then sets
  /// the clock to `time`.
  ///
  /// A `time` earlier than the clock fails the running test at the call
  /// (the location parameters default to it), runs nothing and leaves the
  /// clock unchanged.
  public func advance(
    to time: TestTime,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    advance(
      to: time, call: "advance(to: \(time))", isRelative: false,
      at: ClockMoveLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Advances the clock by `ticks`, running what falls due.
  ///
  /// Negative `ticks` fail the running test at the call, run nothing and
  /// leave the clock unchanged.
  public func advance(
    by ticks: TestTime,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    advance(
      to: clock.saturatingAdd(ticks), call: "advance(by: \(ticks))", isRelative: true,
      at: ClockMoveLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Advances the clock by a real-time interval, in virtual time.
  ///
  /// The clock moves by whole ticks. A positive interval shorter than one
  /// tick (300 ms, or 700 ms, at the default resolution of one second per
  /// tick) fails the running test at the call, runs nothing and leaves the
  /// clock unchanged, instead of moving it by 0 or 1 ticks: the message
  /// names the resolution and how to choose a finer one
  /// (`TestScheduler(initialClock:resolution:)`). An interval of one tick
  /// or more that is not a whole number of ticks is rounded to the nearest
  /// tick (1.4 s is 1 tick, 1.5 s is 2), as `scheduleRelative` rounds the
  /// due time of a `delay` or `timer`, so that advancing by the interval an
  /// operator was given reaches its due time. A negative interval fails
  /// the test too; a zero interval runs what is due now.
  public func advance(
    by interval: RxTimeInterval,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = ClockMoveLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let exactTicks = interval.timeInterval / converter.resolution
    // Within floating-point error of one tick is one tick (0.3 s / 0.1 s
    // is 2.9999999999999996).
    if exactTicks > 0, exactTicks < 1 - 1e-9 {
      refusedMoveHandler(
        "TestScheduler.advance(by: .\(interval)): \(interval) is shorter than one tick of this "
          + "scheduler (resolution \(converter.resolution) seconds per tick), and the clock "
          + "moves by whole ticks only; create the scheduler with a finer resolution, e.g. "
          + Self.finerScheduler(for: interval),
        location)
      return
    }
    let ticks = convertToVirtualTimeInterval(interval)
    advance(
      to: clock.saturatingAdd(ticks), call: "advance(by: .\(interval))", isRelative: true,
      at: location)
  }

  /// A scheduler with a resolution of the unit `interval` is written in,
  /// as the failure message of a sub-tick advance suggests it.
  private static func finerScheduler(for interval: RxTimeInterval) -> String {
    let (resolution, unit) =
      switch interval {
      case .seconds: ("1.0", "seconds")
      case .microseconds: ("0.000001", "microseconds")
      case .nanoseconds: ("0.000000001", "nanoseconds")
      default: ("0.001", "milliseconds")
      }
    return "TestScheduler(initialClock: 0, resolution: \(resolution)) for \(unit)"
  }
}

/// The converter of ``TestScheduler`` (RxTest's): integer ticks of
/// `resolution` seconds, counted from 1970.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
  /// Virtual time is a tick count.
  public typealias VirtualTimeUnit = TestTime
  /// Virtual intervals are tick counts.
  public typealias VirtualTimeIntervalUnit = TestTime

  /// Seconds per tick.
  let resolution: Double

  /// The date `virtualTime` ticks after 1970.
  public func convertFromVirtualTime(_ virtualTime: TestTime) -> RxTime {
    Date(timeIntervalSince1970: Double(virtualTime) * resolution)
  }

  /// The tick of `time`, rounded to the nearest.
  public func convertToVirtualTime(_ time: RxTime) -> TestTime {
    ticks(time.timeIntervalSince1970)
  }

  /// The seconds of `virtualTimeInterval` ticks.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TestTime) -> TimeInterval {
    Double(virtualTimeInterval) * resolution
  }

  /// The ticks of `timeInterval` seconds, rounded to the nearest; an
  /// infinite interval (`RxTimeInterval.never`) is `TestTime.max / 2`.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TestTime {
    ticks(timeInterval)
  }

  /// `time` plus `offset` ticks; past the ends of `TestTime`, the end
  /// (`advance(to: .max)` and then scheduling more work must not stop the
  /// program).
  public func offsetVirtualTime(_ time: TestTime, offset: TestTime) -> TestTime {
    time.saturatingAdd(offset)
  }

  /// The ticks' order.
  public func compareVirtualTime(_ lhs: TestTime, _ rhs: TestTime) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }

  /// `virtualTime` ticks after 1970, exactly (`ticks × resolution`),
  /// within ±1e18 seconds.
  public func timeSince1970(_ virtualTime: TestTime) -> Duration {
    .clampedSeconds(Double(virtualTime) * resolution)
  }

  /// The first tick at or after `time` (a hair of floating-point error
  /// forgiven, so that 0.3 s at 0.001 s per tick is tick 300, not 301);
  /// beyond `TestTime.max / 2` ticks either way (`sleep(for: .seconds(.max))`
  /// as "for ever"), that bound, as ``convertToVirtualTimeInterval(_:)``
  /// does.
  public func virtualTime(atOrAfter time: Duration) -> TestTime {
    let ticks = (time.secondsValue / resolution - 1e-9).rounded(.up)
    guard abs(ticks) < Double(TestTime.max / 2) else {
      return ticks < 0 ? -(TestTime.max / 2) : TestTime.max / 2
    }
    return TestTime(ticks)
  }

  private func ticks(_ seconds: Double) -> TestTime {
    let ticks = (seconds / resolution).rounded()
    guard ticks.isFinite, abs(ticks) < Double(TestTime.max / 2) else {
      return ticks < 0 ? -(TestTime.max / 2) : TestTime.max / 2
    }
    return TestTime(ticks)
  }
}

/// A failure handler as ``LockedState`` holds it: in a non-generic struct, so
/// that reads do not wrap the closure in reabstraction thunks.
private struct FailureHandler {
  let call: @Sendable (String, TestLocation) -> Void
}

extension TestTime {
  /// `self + other`, or the nearest end of `TestTime` when that overflows.
  fileprivate func saturatingAdd(_ other: TestTime) -> TestTime {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}
