import Dispatch
import Foundation
import Platform

/// Runs actions on the main thread (RxSwift's `ConcurrentMainScheduler`),
/// for work that may start on the main thread at once, such as
/// `subscribe(on:)` of UI sources.
///
/// Unlike ``MainScheduler``, `schedule` runs the action inline whenever it
/// is called on the main thread, even re-entrantly; from another thread it
/// goes through `DispatchQueue.main`, which runs only while the main thread
/// services it. Relative and periodic scheduling use ``MainScheduler``.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
  /// The shared instance.
  public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

  // Immutable, and `MainScheduler` is thread-safe: hence `Sendable`.
  private let mainScheduler: MainScheduler

  private init(mainScheduler: MainScheduler) {
    self.mainScheduler = mainScheduler
  }

  /// The wall-clock time.
  public var now: RxTime { mainScheduler.now }

  /// Runs `action` inline when on the main actor (main thread or main
  /// queue), else queues it on the main queue; disposing the result before
  /// it runs cancels it.
  public func schedule<StateType>(
    _ state: StateType,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    if MainContext.isCurrent {
      return action(state)
    }
    let item = ScheduledItem { action(state) }
    // The item synchronizes itself (it runs once, and not after disposal).
    let sendable = UncheckedSendable(item)
    DispatchQueue.main.async { sendable.value.run() }
    return item
  }

  /// Runs `action` on the main queue after `dueTime`, through
  /// ``MainScheduler``.
  public func scheduleRelative<StateType>(
    _ state: StateType,
    dueTime: RxTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the main queue after `startAfter`, then every
  /// `period`, through ``MainScheduler``.
  public func schedulePeriodic<StateType>(
    _ state: StateType,
    startAfter: RxTimeInterval,
    period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    mainScheduler.schedulePeriodic(
      state, startAfter: startAfter, period: period, action: action)
  }
}
