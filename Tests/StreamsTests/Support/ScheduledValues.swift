import Foundation
import Streams

/// Collects values appended from scheduled work.
final class ScheduledValues<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Value] = []
  func append(_ value: Value) { lock.withLock { stored.append(value) } }
  var values: [Value] { lock.withLock { stored } }
}

/// Schedules, 10 s from now, work that records `read()` and schedules two
/// more that record it too: one 20 s later and one now.
func scheduleNested<Value>(
  on scheduler: SchedulerType, into times: ScheduledValues<Value>,
  recording read: @escaping () -> Value
) {
  _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
    times.append(read())
    _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
      times.append(read())
      return Disposables.create()
    }
    return scheduler.schedule(()) { _ in
      times.append(read())
      return Disposables.create()
    }
  }
}
