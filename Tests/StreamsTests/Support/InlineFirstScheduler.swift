import Foundation
import Streams

/// A scheduler that runs the first action it is given before the scheduling
/// call returns (as a concurrent scheduler's thread may, while the
/// scheduling thread is still on its way out), then runs `afterFirstAction`
/// (another thread's work landing in that same window); later actions wait
/// for ``run()``. Deterministically reproduces "the action ran before its
/// disposable was stored".
///
/// Driven from one thread.
final class InlineFirstScheduler: SchedulesNowAsRelative, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var ranFirst = false
  private var actions: [() -> Void] = []
  /// Runs right after the first action, before its scheduling call returns.
  var afterFirstAction: () -> Void = {}

  /// Zero: time does not pass.
  let now = Date(timeIntervalSince1970: 0)

  func scheduleRelative<StateType>(
    _ state: StateType,
    dueTime: RxTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let cancelled = BooleanDisposable()
    let runsInline: Bool = lock.withLock {
      defer { ranFirst = true }
      return !ranFirst
    }
    if runsInline {
      _ = action(state)
      afterFirstAction()
      return cancelled
    }
    lock.withLock {
      actions.append { if !cancelled.isDisposed { _ = action(state) } }
    }
    return cancelled
  }

  /// Runs the waiting actions (and those they schedule), in order, until at
  /// most `limit` have run.
  func run(limit: Int = 1_000) {
    var count = 0
    while count < limit {
      let next: (() -> Void)? = lock.withLock {
        guard !actions.isEmpty else { return nil }
        return actions.removeFirst()
      }
      guard let next else { return }
      next()
      count += 1
    }
  }
}
