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
/// or ``sleep(_:fileID:filePath:line:column:)``, fails the running test (an
/// XCTest failure, or a Swift Testing issue inside a `@Test`) at the call
/// and leaves the clock where it is.
///
/// Thread-safety: meant to be driven from the test's thread; work may be
/// scheduled from any thread, and scheduled work may schedule more work or
/// advance the clock itself.
public final class TestScheduler: SchedulerType, @unchecked Sendable {
  /// RxTest's default times for `start`.
  public enum Defaults {
    /// When `start` creates the sequence: 100.
    public static let created: TestTime = 100
    /// When `start` subscribes: 200.
    public static let subscribed: TestTime = 200
    /// When `start` disposes the subscription: 1000.
    public static let disposed: TestTime = 1000
  }

  private let resolution: Double
  /// The clock and its queue. Scheduled work runs with the lock released
  /// (its item is taken out of the queue first), so work that schedules
  /// more work, reads the clock or advances it never re-enters a held lock:
  /// a plain lock suffices.
  private let state: LockedState<VirtualClock>
  private let failureHandlerStorage = LockedState(FailureHandler(call: FailureReporting.record))

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
    state = LockedState(
      VirtualClock(now: initialClock, simulateProcessingDelay: simulateProcessingDelay))
    self.resolution = resolution
  }

  /// The current virtual time, in ticks.
  public var clock: TestTime { state.withLock { $0.now } }

  /// The current virtual time as a date (`clock × resolution` seconds after
  /// 1970).
  public var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

  /// Ticks for a real-time interval, rounded to the nearest tick.
  public func convertToVirtualTimeInterval(_ interval: RxTimeInterval) -> TestTime {
    let seconds: Double
    switch interval {
    case .seconds(let value): seconds = Double(value)
    case .milliseconds(let value): seconds = Double(value) / 1_000
    case .microseconds(let value): seconds = Double(value) / 1_000_000
    case .nanoseconds(let value): seconds = Double(value) / 1_000_000_000
    case .never: return TestTime.max / 2
    @unknown default: return TestTime.max / 2
    }
    return TestTime((seconds / resolution).rounded())
  }

  // MARK: - Scheduling

  /// Runs `action` at the next tick (the current tick without
  /// `simulateProcessingDelay`).
  public func schedule<StateType>(
    _ state: StateType,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    enqueue(VirtualItem { action(state) }, adjusted: true) { $0 }
  }

  /// Runs `action` `dueTime` from now, in virtual time; a due time at or
  /// before now is adjusted by ``adjustScheduledTime(_:)``.
  public func scheduleRelative<StateType>(
    _ state: StateType,
    dueTime: RxTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let ticks = convertToVirtualTimeInterval(dueTime)
    return enqueue(VirtualItem { action(state) }, adjusted: true) { $0 + ticks }
  }

  /// Runs `action` `dueTime` ticks from now, with no processing delay: a
  /// `dueTime` of 0 runs at the current tick, after what is already queued
  /// for it.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType,
    dueTime: TestTime,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    enqueue(VirtualItem { action(state) }, adjusted: false) { $0 + dueTime }
  }

  /// Runs `action` at tick `time`, with no processing delay; a tick already
  /// passed runs at the current tick, before what is queued for it (as in
  /// RxTest, items run in order of their requested tick).
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType,
    time: TestTime,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    enqueue(VirtualItem { action(state) }, adjusted: false) { _ in time }
  }

  /// Runs `action` at tick `time`, with no processing delay.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// The tick that `schedule` and `scheduleRelative` work due at `time`
  /// runs at: at or before the clock, the next tick with
  /// `simulateProcessingDelay` (the current one without).
  public func adjustScheduledTime(_ time: TestTime) -> TestTime {
    state.withLock { $0.adjusted(time) }
  }

  /// Queues `item` at the tick `dueTime` computes from the current clock
  /// (read in the same critical section, so a relative time is relative to
  /// the clock the item is queued at), adjusted when `adjusted` is true.
  private func enqueue(
    _ item: VirtualItem, adjusted: Bool, dueTime: (TestTime) -> TestTime
  ) -> VirtualItem {
    state.withLock { clock in
      let time = dueTime(clock.now)
      clock.insert(item, at: adjusted ? clock.adjusted(time) : time)
    }
    return item
  }

  /// Whether any action waits to run (for `TestStore`'s failure messages).
  var hasScheduledWork: Bool {
    state.withLock { clock in clock.queue.contains { !$0.isDisposed } }
  }

  // MARK: - Running

  /// Runs every scheduled action in time order until none is left (or
  /// ``stop()`` is called), moving the clock forward.
  public func start() {
    state.withLock { $0.isRunning = true }
    while let item = popNext(upTo: nil, onlyWhileRunning: true) {
      item.run()
    }
    state.withLock { $0.isRunning = false }
  }

  /// Stops ``start()`` after the running action.
  public func stop() {
    state.withLock { $0.isRunning = false }
  }

  /// Runs every action scheduled up to and including tick `time`, then sets
  /// the clock to `time`.
  ///
  /// A `time` earlier than ``clock`` fails the running test at the call
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
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// RxTest's spelling of ``advance(to:fileID:filePath:line:column:)``;
  /// an earlier `time` fails the test the same way.
  public func advanceTo(
    _ time: TestTime,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    advance(
      to: time, call: "advanceTo(\(time))", isRelative: false,
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
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
      to: clock + ticks, call: "advance(by: \(ticks))", isRelative: true,
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Advances the clock by a real-time interval, in virtual time (rounded
  /// to the nearest tick).
  ///
  /// A negative interval fails the running test at the call, runs nothing
  /// and leaves the clock unchanged. So does a positive interval shorter
  /// than half a tick, which would move the clock by 0 ticks: the message
  /// names the resolution and how to choose a finer one
  /// (`TestScheduler(initialClock:resolution:)`).
  public func advance(
    by interval: RxTimeInterval,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let ticks = convertToVirtualTimeInterval(interval)
    if ticks == 0 && Self.isPositive(interval) {
      failureHandler(
        "TestScheduler.advance(by: .\(interval)): \(interval) is shorter than one tick of this "
          + "scheduler (resolution \(resolution) seconds per tick), so the clock would not move; "
          + "create the scheduler with a finer resolution, e.g. "
          + "TestScheduler(initialClock: 0, resolution: 0.001) for milliseconds",
        location)
      return
    }
    advance(
      to: clock + ticks, call: "advance(by: .\(interval))", isRelative: true, at: location)
  }

  /// Moves the clock forward by `ticks` without running anything.
  ///
  /// Negative `ticks` fail the running test at the call and leave the clock
  /// unchanged.
  public func sleep(
    _ ticks: TestTime,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let refusedAt: TestTime? = state.withLock { clock in
      guard ticks >= 0 else { return clock.now }
      clock.now += ticks
      return nil
    }
    if let refusedAt {
      reportBackwards(
        call: "sleep(\(ticks))", from: refusedAt, to: refusedAt + ticks, isRelative: true,
        at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  /// Whether `interval` is longer than zero (`.never` included).
  private static func isPositive(_ interval: RxTimeInterval) -> Bool {
    switch interval {
    case .seconds(let value): value > 0
    case .milliseconds(let value): value > 0
    case .microseconds(let value): value > 0
    case .nanoseconds(let value): value > 0
    case .never: true
    @unknown default: true
    }
  }

  /// Runs what falls due up to `time` and moves the clock there, or reports
  /// `call` if `time` is in the past.
  private func advance(
    to time: TestTime, call: String, isRelative: Bool, at location: TestLocation
  ) {
    let now = clock
    guard time >= now else {
      reportBackwards(call: call, from: now, to: time, isRelative: isRelative, at: location)
      return
    }
    while let item = popNext(upTo: time, onlyWhileRunning: false) {
      item.run()
    }
    state.withLock { $0.now = max($0.now, time) }
  }

  /// Fails the running test: `call` asked to move the clock from `now` back
  /// to `time` (named in the message when `call` is relative).
  private func reportBackwards(
    call: String, from now: TestTime, to time: TestTime, isRelative: Bool,
    at location: TestLocation
  ) {
    let message =
      isRelative
      ? "TestScheduler.\(call): the clock is at \(now) and cannot move backwards to \(time)"
      : "TestScheduler.\(call): the clock is already at \(now) and cannot move backwards"
    failureHandler(message, location)
  }

  /// Takes the next action due at or before `limit` out of the queue and
  /// moves the clock to its tick; `nil` when there is none (or, with
  /// `onlyWhileRunning`, once ``stop()`` was called).
  private func popNext(upTo limit: TestTime?, onlyWhileRunning: Bool) -> VirtualItem? {
    // Disposed items dropped on the way are returned too, so that they are
    // released after the lock.
    let (next, _) = state.withLock { clock -> (VirtualItem?, [VirtualItem]) in
      var dropped: [VirtualItem] = []
      if onlyWhileRunning && !clock.isRunning { return (nil, dropped) }
      while let first = clock.queue.first {
        if first.isDisposed {
          dropped.append(clock.popFirst()!)
          continue
        }
        if let limit, first.time > limit { return (nil, dropped) }
        _ = clock.popFirst()
        clock.now = max(clock.now, first.time)
        return (first, dropped)
      }
      return (nil, dropped)
    }
    return next
  }
}

/// A failure handler as ``LockedState`` holds it: in a non-generic struct, so
/// that reads do not wrap the closure in reabstraction thunks.
private struct FailureHandler {
  let call: @Sendable (String, TestLocation) -> Void
}
