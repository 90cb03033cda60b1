import Dispatch
import Foundation
import Platform

/// The scheduling shared by the dispatch-queue schedulers: immediate actions
/// with `async`, delayed and periodic ones with dispatch timers.
struct DispatchQueueConfiguration: @unchecked Sendable {
  let queue: DispatchQueue
  let leeway: DispatchTimeInterval

  /// A negative `leeway` is none (Dispatch would stop the program on it).
  init(queue: DispatchQueue, leeway: DispatchTimeInterval) {
    self.queue = queue
    self.leeway = leeway.timeInterval < 0 ? .nanoseconds(0) : leeway
  }

  func schedule<State>(_ state: State, action: @escaping (State) -> Disposable) -> Disposable {
    let item = ScheduledItem { action(state) }
    // The item is only run once, on `queue`; it synchronizes its own state.
    let sendable = UncheckedSendable(item)
    queue.async { sendable.value.run() }
    return item
  }

  func scheduleRelative<State>(
    _ state: State,
    dueTime: RxTimeInterval,
    action: @escaping (State) -> Disposable
  ) -> Disposable {
    let item = ScheduledItem { action(state) }
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now() + dueTime, leeway: leeway)
    let sendable = UncheckedSendable(item)
    // The handler holds the timer until it has fired (as in RxSwift): a
    // dispatch timer nobody references is freed and never fires, and an
    // action whose disposable was discarded (`_ = scheduleRelative(...)`)
    // must still run. Cancelling releases the handler, which breaks the
    // cycle. Dispatch timers are thread-safe.
    let retainedTimer = UncheckedSendable(timer)
    timer.setEventHandler {
      sendable.value.run()
      retainedTimer.value.cancel()
    }
    timer.resume()
    return Disposables.create {
      timer.cancel()
      item.dispose()
    }
  }

  func schedulePeriodic<State>(
    _ state: State,
    startAfter: RxTimeInterval,
    period: RxTimeInterval,
    action: @escaping (State) -> State
  ) -> Disposable {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    // A negative period is none (Dispatch would stop the program on it);
    // `timer` and `interval` refuse one before it gets here.
    let period = period.timeInterval < 0 ? .nanoseconds(0) : period
    timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
    // Only ever touched by the timer's handler; cancellation is checked
    // through `cancelled`.
    let box = UncheckedSendable(PeriodicState(state: state, action: action))
    let cancelled = BooleanDisposable()
    // The handler holds the timer until it is disposed (as in RxSwift), so
    // that discarding the disposable doesn't silently stop the timer;
    // `timer.cancel()` releases the handler and breaks the cycle.
    let retainedTimer = UncheckedSendable(timer)
    timer.setEventHandler {
      _ = retainedTimer
      if cancelled.isDisposed { return }
      box.value.fire()
    }
    timer.resume()
    return Disposables.create {
      cancelled.dispose()
      timer.cancel()
    }
  }
}

/// The state a periodic timer threads through its ticks.
///
/// A dispatch source never runs its handler twice at once, but the thread
/// sanitizer cannot see the ordering libdispatch gives successive handler
/// runs on a concurrent queue; the serializer states it (and would queue an
/// overlapping tick rather than race). No lock is held while `action` runs.
private final class PeriodicState<State> {
  private let serializer = Serializer()
  // Touched only inside `serializer`.
  private var state: State
  private let action: (State) -> State
  init(state: State, action: @escaping (State) -> State) {
    self.state = state
    self.action = action
  }
  func fire() {
    serializer.perform { [self] in state = action(state) }
  }
}
