import Platform

/// Runs actions on the current thread, one after another: an action scheduled
/// while another runs on the same thread is queued (a trampoline) instead of
/// running nested, so recursive scheduling never grows the stack.
///
/// Thread-safe: each thread has its own queue.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
  /// The shared instance.
  public static let instance = CurrentThreadScheduler()

  private init() {}

  /// `true` when no action of this scheduler is running on the current
  /// thread, so a new one would run immediately.
  public static var isScheduleRequired: Bool {
    trampolineQueue.current == nil
  }

  /// Runs `action` now if nothing of this scheduler runs on this thread,
  /// otherwise after the running action (and those queued before) finish.
  public func schedule<StateType>(
    _ state: StateType,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    if let queue = trampolineQueue.current {
      let item = ScheduledItem { action(state) }
      queue.items.append(item)
      return item
    }
    let queue = TrampolineQueue()
    return trampolineQueue.with(queue) {
      let disposable = action(state)
      while let item = queue.items.popFirst() {
        item.run()
      }
      return disposable
    }
  }
}

/// One queued action of the trampoline; disposing it before it runs skips it.
final class ScheduledItem: Cancelable, @unchecked Sendable {
  private let lock = PlatformLock()
  // Guarded by `lock`.
  private var action: (() -> Disposable)?
  private var result: Disposable?
  private var disposed = false

  init(_ action: @escaping () -> Disposable) {
    self.action = action
  }

  var isDisposed: Bool { lock.withLock { disposed } }

  func run() {
    let action: (() -> Disposable)? = lock.withLock {
      let action = self.action
      self.action = nil
      return disposed ? nil : action
    }
    guard let action else { return }
    let result = action()
    lock.lock()
    if disposed {
      lock.unlock()
      result.dispose()
    } else {
      self.result = result
      lock.unlock()
    }
  }

  func dispose() {
    lock.lock()
    disposed = true
    // Both are released after unlocking: an action that never ran holds the
    // user's captures, whose `deinit` may schedule or dispose again.
    let action = self.action
    self.action = nil
    let result = self.result
    self.result = nil
    lock.unlock()
    withExtendedLifetime(action) {}
    result?.dispose()
  }
}

/// The queue of the trampoline running on this thread, if any: set for the
/// length of the outermost `schedule` call.
private let trampolineQueue = ThreadSlot<TrampolineQueue>()

/// The actions queued behind the running one; touched by its thread only.
private final class TrampolineQueue {
  var items = FIFO<ScheduledItem>()
}
