import Dispatch
import Foundation
import Platform

/// A time interval for schedulers and time operators (as in RxSwift).
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute time, as a scheduler's clock reads it (as in RxSwift).
public typealias RxTime = Date

/// Something that runs actions, now or soon, in its own execution context.
public protocol ImmediateSchedulerType {
  /// Schedules `action` to run with `state` as soon as the scheduler can.
  ///
  /// - Returns: a disposable that cancels the action if it has not run yet,
  ///   and disposes what the action returned if it has.
  func schedule<StateType>(
    _ state: StateType,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable
}

/// A scheduler that also knows time: it can run actions after a delay and
/// periodically. Every time operator (`debounce`, `delay`, `timer`, ...)
/// takes one, so that tests can pass a virtual-time scheduler.
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's current time.
  var now: RxTime { get }

  /// Schedules `action` to run with `state` after `dueTime`.
  func scheduleRelative<StateType>(
    _ state: StateType,
    dueTime: RxTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable

  /// Schedules `action` after `startAfter` and then every `period`, each
  /// call receiving the state the previous call returned.
  func schedulePeriodic<StateType>(
    _ state: StateType,
    startAfter: RxTimeInterval,
    period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable
}

extension SchedulerType {
  /// Periodic scheduling built from `scheduleRelative`; schedulers with a
  /// native timer override it.
  public func schedulePeriodic<StateType>(
    _ state: StateType,
    startAfter: RxTimeInterval,
    period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    let periodic = PeriodicAction(scheduler: self, period: period, action: action)
    periodic.start(state, after: startAfter)
    return periodic
  }
}

/// Re-schedules itself after each run until disposed.
private final class PeriodicAction<Scheduler: SchedulerType, State>: Disposable,
  @unchecked Sendable
{
  private let scheduler: Scheduler
  private let period: RxTimeInterval
  private let action: (State) -> State
  // Owns the pending scheduled step; disposing it cancels the chain.
  private let steps = CompositeDisposable()

  init(scheduler: Scheduler, period: RxTimeInterval, action: @escaping (State) -> State) {
    self.scheduler = scheduler
    self.period = period
    self.action = action
  }

  func start(_ state: State, after delay: RxTimeInterval) {
    scheduler.scheduleRelative(in: steps, dueTime: delay) { [self] in
      if steps.isDisposed { return }
      start(action(state), after: period)
    }
  }

  func dispose() { steps.dispose() }
}

extension ImmediateSchedulerType {
  /// Schedules `action`, which may ask for itself to run again with a new
  /// state by calling the function it receives; disposing the result stops
  /// the recursion.
  public func scheduleRecursive<State>(
    _ state: State,
    action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> Disposable {
    let recursive = RecursiveAction(scheduler: self, action: action)
    recursive.schedule(state)
    return recursive
  }
}

/// Runs one recursive action chain; each step is tracked until it has run.
private final class RecursiveAction<State>: Disposable, @unchecked Sendable {
  private let scheduler: ImmediateSchedulerType
  private let action: (State, (State) -> Void) -> Void
  private let lock = PlatformLock()
  // Guarded by `lock`: pending steps by id; `nil` once disposed.
  private var pending: [Int: Disposable]? = [:]
  private var finished: Set<Int> = []
  private var nextID = 0

  init(scheduler: ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
    self.scheduler = scheduler
    self.action = action
  }

  func schedule(_ state: State) {
    let id: Int? = lock.withLock {
      guard pending != nil else { return nil }
      nextID += 1
      return nextID
    }
    guard let id else { return }
    let disposable = scheduler.schedule(state) { [self] state in
      if lock.withLock({ pending == nil }) { return Disposables.create() }
      action(state) { self.schedule($0) }
      // The step's disposable is released after unlocking: a scheduler's
      // disposable may be the last holder of user code.
      let done: Disposable? = lock.withLock {
        let removed = pending?.removeValue(forKey: id)
        if removed == nil { finished.insert(id) }
        return removed
      }
      withExtendedLifetime(done) {}
      return Disposables.create()
    }
    lock.lock()
    if pending == nil {
      lock.unlock()
      disposable.dispose()
    } else if finished.remove(id) == nil {
      pending![id] = disposable
      lock.unlock()
    } else {
      lock.unlock()
    }
  }

  func dispose() {
    lock.lock()
    let pending = self.pending
    self.pending = nil
    lock.unlock()
    guard let pending else { return }
    for disposable in pending.values { disposable.dispose() }
  }
}

extension DispatchTimeInterval {
  /// The interval in seconds (`.never` is infinity).
  package var timeInterval: TimeInterval {
    switch self {
    case .seconds(let value): return Double(value)
    case .milliseconds(let value): return Double(value) / 1_000
    case .microseconds(let value): return Double(value) / 1_000_000
    case .nanoseconds(let value): return Double(value) / 1_000_000_000
    case .never: return .infinity
    @unknown default: return .infinity
    }
  }
}

extension DispatchTimeInterval {
  /// The interval of `seconds` (rounded up to whole nanoseconds; negative
  /// is zero, too long for nanoseconds is `.never`).
  package init(seconds: Double) {
    let nanoseconds = (max(0, seconds) * 1_000_000_000).rounded(.up)
    self = nanoseconds < Double(Int.max) ? .nanoseconds(Int(nanoseconds)) : .never
  }
}

extension SchedulerType {
  /// Schedules `action` after `dueTime`, keeping it in `group` until it has
  /// run, so that disposing `group` cancels it.
  ///
  /// Operators that reschedule from inside scheduled work use this instead of
  /// assigning to a `SerialDisposable`: on a concurrent scheduler the action
  /// can run (and schedule its successor) before this call returns, and a
  /// late assignment would then cancel the successor.
  func scheduleRelative(
    in group: CompositeDisposable,
    dueTime: RxTimeInterval,
    action: @escaping () -> Void
  ) {
    let holder = SingleAssignmentDisposable()
    guard let key = group.insert(holder) else { return }
    holder.setDisposable(
      scheduleRelative((), dueTime: dueTime) { _ in
        action()
        group.remove(for: key)
        return Disposables.create()
      })
  }
}

extension ImmediateSchedulerType {
  /// Schedules `action`, keeping it in `group` until it has run (see
  /// `scheduleRelative(in:dueTime:action:)`).
  @usableFromInline
  func schedule(in group: CompositeDisposable, action: @escaping () -> Void) {
    let holder = SingleAssignmentDisposable()
    guard let key = group.insert(holder) else { return }
    holder.setDisposable(
      schedule(()) { _ in
        action()
        group.remove(for: key)
        return Disposables.create()
      })
  }
}
