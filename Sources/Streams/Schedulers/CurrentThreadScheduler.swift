import Platform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
    TrampolineQueue.current == nil
  }

  /// Runs `action` now if nothing of this scheduler runs on this thread,
  /// otherwise after the running action (and those queued before) finish.
  public func schedule<StateType>(
    _ state: StateType,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    if let queue = TrampolineQueue.current {
      let item = ScheduledItem { action(state) }
      queue.items.append(item)
      return item
    }
    let queue = TrampolineQueue()
    TrampolineQueue.current = queue
    defer { TrampolineQueue.current = nil }
    let disposable = action(state)
    while let item = queue.items.popFirst() {
      item.run()
    }
    return disposable
  }
}

/// One queued action of the trampoline; disposing it before it runs skips it.
final class ScheduledItem: Cancelable, @unchecked Sendable {
  private let lock = Lock()
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

/// The per-thread queue of the trampoline, kept in a pthread key.
private final class TrampolineQueue {
  var items = FIFO<ScheduledItem>()

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  static var current: TrampolineQueue? {
    get {
      guard let pointer = pthread_getspecific(key) else { return nil }
      return Unmanaged<TrampolineQueue>.fromOpaque(pointer).takeUnretainedValue()
    }
    set {
      if let old = pthread_getspecific(key) {
        Unmanaged<TrampolineQueue>.fromOpaque(old).release()
      }
      let pointer = newValue.map { Unmanaged.passRetained($0).toOpaque() }
      pthread_setspecific(key, pointer)
    }
  }
}
