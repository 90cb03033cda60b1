import Dispatch
import Foundation

/// The scheduling shared by the dispatch-queue schedulers: immediate actions
/// with `async`, delayed and periodic ones with dispatch timers.
struct DispatchQueueConfiguration: @unchecked Sendable {
  let queue: DispatchQueue
  let leeway: DispatchTimeInterval

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
    // The handler holds the timer until it has fired (as in RxSwift):
    // a dispatch timer nobody references is freed and never fires, so an
    // action whose disposable was discarded (`_ = scheduleRelative(...)`)
    // used to be dropped silently. Cancelling releases the handler, which
    // breaks the cycle. Dispatch timers are thread-safe.
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
    timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
    // Only ever touched by the timer's handler, which runs on one queue at a
    // time; cancellation is checked through `cancelled`.
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

private final class PeriodicState<State> {
  private var state: State
  private let action: (State) -> State
  init(state: State, action: @escaping (State) -> State) {
    self.state = state
    self.action = action
  }
  func fire() { state = action(state) }
}

/// Runs actions on a serial dispatch queue, in order.
///
/// Thread-safe; actions never overlap.
public final class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
  let configuration: DispatchQueueConfiguration

  /// Wraps a serial queue of yours, targeting an internal queue named
  /// `internalSerialQueueName`.
  public init(
    serialQueue: DispatchQueue,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
  public convenience init(
    internalSerialQueueName: String,
    serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let queue = DispatchQueue(label: internalSerialQueueName)
    serialQueueConfiguration?(queue)
    self.init(serialQueue: queue, leeway: leeway)
  }

  /// Creates a scheduler whose actions run serially on top of `queue` (which
  /// may be concurrent).
  public convenience init(
    queue: DispatchQueue,
    internalSerialQueueName: String,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let serial = DispatchQueue(label: internalSerialQueueName, target: queue)
    self.init(serialQueue: serial, leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue with quality of service `qos`.
  public convenience init(
    qos: DispatchQoS,
    internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(
      queue: DispatchQueue.global(qos: qos.qosClass),
      internalSerialQueueName: internalSerialQueueName,
      leeway: leeway)
  }

  /// The wall-clock time.
  public var now: RxTime { Date() }

  /// Runs `action` asynchronously on the queue.
  public func schedule<StateType>(
    _ state: StateType,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    configuration.schedule(state, action: action)
  }

  /// Runs `action` on the queue after `dueTime`.
  public func scheduleRelative<StateType>(
    _ state: StateType,
    dueTime: RxTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the queue after `startAfter`, then every `period`.
  public func schedulePeriodic<StateType>(
    _ state: StateType,
    startAfter: RxTimeInterval,
    period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    configuration.schedulePeriodic(
      state, startAfter: startAfter, period: period, action: action)
  }
}

/// Runs actions on a dispatch queue that may run them concurrently.
///
/// Thread-safe; actions may overlap each other (operators that need order,
/// like `observe(on:)`, serialize their own work).
public final class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
  let configuration: DispatchQueueConfiguration

  /// Runs actions on `queue`.
  public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
  }

  /// Runs actions on the global queue of quality of service `qos`.
  public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
  }

  /// The wall-clock time.
  public var now: RxTime { Date() }

  /// Runs `action` asynchronously on the queue.
  public func schedule<StateType>(
    _ state: StateType,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    configuration.schedule(state, action: action)
  }

  /// Runs `action` on the queue after `dueTime`.
  public func scheduleRelative<StateType>(
    _ state: StateType,
    dueTime: RxTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the queue after `startAfter`, then every `period`.
  public func schedulePeriodic<StateType>(
    _ state: StateType,
    startAfter: RxTimeInterval,
    period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    configuration.schedulePeriodic(
      state, startAfter: startAfter, period: period, action: action)
  }
}
