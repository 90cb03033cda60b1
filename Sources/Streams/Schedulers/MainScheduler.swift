import Dispatch
import Foundation
import Platform
import Synchronization

/// Runs actions on the main thread, through the main dispatch queue.
///
/// `schedule` runs the action inline when called on the main actor (the
/// main thread, or the main queue drained by another thread, as under Swift
/// Testing on Linux) and no
/// other action of this scheduler is running or queued (not re-entered), as
/// RxSwift's `MainScheduler` does; otherwise it goes through
/// `DispatchQueue.main`, which runs only while the main thread services it
/// (`dispatchMain()`, a run loop, or an app's event loop).
public final class MainScheduler: SchedulerType, @unchecked Sendable {
  /// The shared instance.
  public static let instance = MainScheduler()

  /// A scheduler that always goes through `DispatchQueue.main`, even when
  /// already on the main thread.
  public static let asyncInstance = SerialDispatchQueueScheduler(
    serialQueue: DispatchQueue.main)

  private let configuration = DispatchQueueConfiguration(
    queue: DispatchQueue.main, leeway: .nanoseconds(0))
  // Actions of this scheduler running or queued; inline runs need it at 0.
  private let numberEnqueued = Atomic<Int>(0)

  private init() {}

  /// Whether the caller runs on the main actor: the main thread, or the
  /// main queue (which Swift Testing drains off the main thread on Linux).
  public static var isMainThread: Bool { MainContext.isCurrent }

  /// Stops the process with a clear message when not on the main actor
  /// (the main thread or the main queue).
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    if !MainContext.isCurrent {
      fatalError(errorMessage ?? "Executing on a background thread; the main thread is required.")
    }
  }

  /// Stops the process with a clear message when not on the main actor (the
  /// main thread or the main queue). RxSwift skips this check on Linux,
  /// where its `Thread.isMainThread` is unavailable; here it always holds.
  public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
    if !MainContext.isCurrent {
      fatalError(errorMessage ?? "Running on a background thread; the main thread is required.")
    }
  }

  /// The wall-clock time.
  public var now: RxTime { Date() }

  /// Runs `action` inline on the main actor when not re-entered, else
  /// queues it on the main queue.
  public func schedule<StateType>(
    _ state: StateType,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let previous = numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
    if MainContext.isCurrent && previous == 0 {
      let disposable = action(state)
      numberEnqueued.wrappingSubtract(1, ordering: .releasing)
      return disposable
    }
    let item = ScheduledItem { action(state) }
    // The item synchronizes itself; the scheduler is Sendable in practice
    // (its only mutable state is atomic).
    let sendable = UncheckedSendable((item, self))
    DispatchQueue.main.async {
      sendable.value.0.run()
      sendable.value.1.numberEnqueued.wrappingSubtract(1, ordering: .releasing)
    }
    return item
  }

  /// Runs `action` on the main queue after `dueTime`.
  public func scheduleRelative<StateType>(
    _ state: StateType,
    dueTime: RxTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the main queue after `startAfter`, then every `period`.
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
