import Streams

/// A test scheduler whose `schedule` is a `scheduleRelative` due now.
protocol SchedulesNowAsRelative: SchedulerType {}

extension SchedulesNowAsRelative {
  func schedule<StateType>(
    _ state: StateType,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
  }
}
