import Foundation
import Platform

/// A scheduler whose clock only moves when told to (RxSwift's): work runs
/// in the order of its virtual due time, when ``start()`` runs everything or
/// ``advanceTo(_:fileID:filePath:line:column:)`` runs what falls due; time
/// operators given it (`delay`, `debounce`, `timer`, …) see virtual time.
/// `Converter` says what the clock's units are; ``HistoricalScheduler`` uses
/// dates, and `ReactorTesting`'s `TestScheduler` (RxTest's) integer ticks.
///
/// Work due at the same time runs in the order it was scheduled; work
/// scheduled for a time already passed runs at the current time, first.
/// `schedule` and `scheduleRelative` pass their due time through
/// ``adjustScheduledTime(_:)`` (which subclasses override, as
/// `TestScheduler` does to simulate a processing delay);
/// `scheduleAbsoluteVirtual` and `scheduleRelativeVirtual` do not.
///
/// The clock never moves backwards: `advanceTo` an earlier time, or `sleep`
/// with a negative interval, is refused and reported (a
/// ``SchedulerWarning`` through ``Hooks/schedulerWarning`` here;
/// `TestScheduler` fails the running test), and leaves the clock where it
/// is.
///
/// Thread-safety: meant to be driven from one thread; work may be scheduled
/// from any thread, and scheduled work may schedule more work, stop the
/// scheduler or move its clock. Work runs with no lock held.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType,
  @unchecked Sendable
{
  /// A point on the virtual clock.
  public typealias VirtualTime = Converter.VirtualTimeUnit
  /// A span of virtual time.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  /// Maps the clock to real time.
  package let converter: Converter
  /// Where the async effects (`Observable.run`) started by this scheduler's
  /// work, or by a `TestStore` using it, run: only when the clock moves.
  package let effectExecutor = VirtualTaskExecutor()
  /// The clock and the queue. Work runs with the lock released (its item is
  /// taken out of the queue first), so work that schedules more work or
  /// moves the clock never re-enters a held lock.
  private let state: LockedState<VirtualSchedulerQueue<VirtualTime>>
  /// Where a refused clock move is reported (by default as a
  /// ``SchedulerWarning``, through ``Hooks/schedulerWarning``). Set only
  /// before the scheduler is shared (a subclass's initializer).
  package var refusedMoveHandler: @Sendable (String, ClockMoveLocation) -> Void =
    reportSchedulerWarning

  /// Whether async effects started on the thread that made or last moved
  /// this scheduler, outside any of its calls (a screen test's view
  /// starting one), wait on its executor for virtual time: a test
  /// scheduler's do; others never (an app's `HistoricalScheduler` must not
  /// hold back the app's effects). Set only while the scheduler is made.
  package private(set) var capturesEffects = false

  /// Creates a scheduler whose clock starts at `initialClock`, measured by
  /// `converter`.
  public init(initialClock: VirtualTime, converter: Converter) {
    self.converter = converter
    state = LockedState(VirtualSchedulerQueue(now: initialClock))
  }

  deinit {
    // Effects still queued would never run, nor their tasks and captures
    // be released, once no one can move this clock.
    effectExecutor.release()
  }

  /// Makes this scheduler capture the effects started on its thread
  /// (``capturesEffects``): a test scheduler's initializer calls it.
  package func captureEffects() {
    capturesEffects = true
    EffectExecutor.threadDefault.set(effectExecutor)
  }

  /// The current virtual time.
  public var clock: VirtualTime { state.withLock { $0.now } }

  /// The current virtual time as a date.
  public var now: RxTime { converter.convertFromVirtualTime(clock) }

  /// The time that `schedule` and `scheduleRelative` work due at `time`
  /// runs at: `time` itself here. Called with no lock held.
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time
  }

  // MARK: - Scheduling

  /// Runs `action` at the current time (adjusted by
  /// ``adjustScheduledTime(_:)``), after what is already due.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    enqueue({ action(state) }, adjusting: true, at: { $0 })
  }

  /// Runs `action` `dueTime` from now, in virtual time (adjusted by
  /// ``adjustScheduledTime(_:)``).
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let interval = converter.convertToVirtualTimeInterval(dueTime.timeInterval)
    return enqueue(
      { action(state) }, adjusting: true,
      at: { [converter] in converter.offsetVirtualTime($0, offset: interval) })
  }

  /// Runs `action` `dueTime` from now, in virtual units, not adjusted.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: VirtualTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    enqueue(
      { action(state) }, adjusting: false,
      at: { [converter] in converter.offsetVirtualTime($0, offset: dueTime) })
  }

  /// Runs `action` at virtual time `time`, not adjusted; a time already
  /// passed runs at the current time, before what is due now.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    enqueue({ action(state) }, adjusting: false, at: { _ in time })
  }

  /// Queues `action` at the time `dueTime` computes from the current clock,
  /// adjusted when `adjusting` is true. ``adjustScheduledTime(_:)`` may read
  /// the clock, so it runs outside the lock.
  private func enqueue(
    _ action: @escaping () -> Disposable, adjusting: Bool,
    at dueTime: (VirtualTime) -> VirtualTime
  ) -> Disposable {
    let time = dueTime(clock)
    let due = adjusting ? adjustScheduledTime(time) : time
    return state.withLock { $0.insert(action, at: due, precedes: precedes) }
  }

  /// Whether any work not yet disposed waits to run.
  package var hasPendingWork: Bool { state.withLock { $0.hasPendingWork } }

  // MARK: - Running

  /// Runs all scheduled work in time order until none is left (or
  /// ``stop()`` is called), moving the clock forward.
  public func start() {
    state.withLock { $0.isRunning = true }
    runEffects()
    while let item = popNext(upTo: nil, onlyWhileRunning: true) {
      run(item)
    }
    state.withLock { $0.isRunning = false }
  }

  /// Stops ``start()`` after the work running now.
  public func stop() {
    state.withLock { $0.isRunning = false }
  }

  /// Runs all work due up to and including `virtualTime`, then sets the
  /// clock to it.
  ///
  /// A `virtualTime` earlier than ``clock`` is refused and reported at the
  /// call (the location parameters default to it): nothing runs and the
  /// clock stays.
  public func advanceTo(
    _ virtualTime: VirtualTime,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    advance(
      to: virtualTime, call: "advanceTo(\(virtualTime))", isRelative: false,
      at: ClockMoveLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Moves the clock forward by `virtualInterval` without running anything.
  ///
  /// An interval that would move the clock backwards is refused and
  /// reported at the call; the clock stays.
  public func sleep(
    _ virtualInterval: VirtualTimeInterval,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let refused: (from: VirtualTime, to: VirtualTime)? = state.withLock { queue in
      let target = converter.offsetVirtualTime(queue.now, offset: virtualInterval)
      if precedes(target, queue.now) { return (queue.now, target) }
      queue.now = target
      return nil
    }
    if let refused {
      reportBackwards(
        call: "sleep(\(virtualInterval))", from: refused.from, to: refused.to, isRelative: true,
        at: ClockMoveLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  /// Runs what falls due up to `time` and moves the clock there, or reports
  /// `call` when `time` is in the past.
  package func advance(
    to time: VirtualTime, call: String, isRelative: Bool, at location: ClockMoveLocation
  ) {
    let now = clock
    if precedes(time, now) {
      reportBackwards(call: call, from: now, to: time, isRelative: isRelative, at: location)
      return
    }
    runEffects()
    while let item = popNext(upTo: time, onlyWhileRunning: false) {
      run(item)
    }
    state.withLock { queue in
      if precedes(queue.now, time) { queue.now = time }
    }
  }

  /// Runs `item` with this scheduler's executor preferred by the async
  /// effects it starts, then lets every effect waiting on that executor
  /// run (a task woken by a `TestClock` at this time, one just started):
  /// async effects advance with virtual time, on this thread.
  private func run(_ item: VirtualItem<VirtualTime>) {
    EffectExecutor.preferred.with(effectExecutor) { item.run() }
    runEffects()
  }

  /// Runs the async effects waiting on this scheduler's executor until
  /// each finished or waits for virtual time (or something else) again.
  package func runEffects() {
    if capturesEffects { EffectExecutor.threadDefault.set(effectExecutor) }
    effectExecutor.runUntilIdle()
  }

  /// Reports that `call` asked to move the clock from `now` back to `time`
  /// (named in the message when `call` is relative).
  private func reportBackwards(
    call: String, from now: VirtualTime, to time: VirtualTime, isRelative: Bool,
    at location: ClockMoveLocation
  ) {
    let name = "\(type(of: self)).\(call)"
    let message =
      isRelative
      ? "\(name): the clock is at \(now) and cannot move backwards to \(time)"
      : "\(name): the clock is already at \(now) and cannot move backwards"
    refusedMoveHandler(message, location)
  }

  /// Takes the next work due at or before `limit` out of the queue and moves
  /// the clock to its time; `nil` when there is none (or, with
  /// `onlyWhileRunning`, once ``stop()`` was called).
  private func popNext(upTo limit: VirtualTime?, onlyWhileRunning: Bool) -> VirtualItem<
    VirtualTime
  >? {
    // Disposed items dropped on the way are returned too, so that they are
    // released after the lock.
    let (next, _) = state.withLock {
      queue -> (VirtualItem<VirtualTime>?, [VirtualItem<VirtualTime>]) in
      var dropped: [VirtualItem<VirtualTime>] = []
      if onlyWhileRunning && !queue.isRunning { return (nil, dropped) }
      while let first = queue.first {
        if first.isDisposed {
          dropped.append(queue.popFirst(precedes: precedes)!)
          continue
        }
        if let limit, precedes(limit, first.time) { return (nil, dropped) }
        _ = queue.popFirst(precedes: precedes)
        if precedes(queue.now, first.time) { queue.now = first.time }
        return (first, dropped)
      }
      return (nil, dropped)
    }
    return next
  }

  /// Whether `lhs` is earlier than `rhs`.
  private func precedes(_ lhs: VirtualTime, _ rhs: VirtualTime) -> Bool {
    converter.compareVirtualTime(lhs, rhs) == .lessThan
  }
}

/// Where a clock move was asked for.
package struct ClockMoveLocation: Sendable {
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// The default report of a refused clock move.
@Sendable
private func reportSchedulerWarning(_ message: String, at location: ClockMoveLocation) {
  Hooks.schedulerWarning(
    SchedulerWarning(message, fileID: "\(location.fileID)", line: location.line))
}
