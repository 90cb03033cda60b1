import Platform

/// Holds one disposable at a time: assigning a new one disposes the previous.
///
/// Thread-safe. After `dispose()`, assigned disposables are disposed at once.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
  private let lock = PlatformLock()
  // Guarded by `lock`.
  private var current: Disposable?
  private var disposed = false

  /// Creates an empty serial disposable.
  public init() {}

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { lock.withLock { disposed } }

  /// The current disposable; setting it disposes the previous one.
  public var disposable: Disposable {
    get { lock.withLock { current ?? Disposables.create() } }
    set {
      lock.lock()
      if disposed {
        lock.unlock()
        newValue.dispose()
        return
      }
      let previous = current
      current = newValue
      lock.unlock()
      previous?.dispose()
    }
  }

  /// Disposes the current disposable and every later one.
  public func dispose() {
    lock.lock()
    if disposed {
      lock.unlock()
      return
    }
    disposed = true
    let current = self.current
    self.current = nil
    lock.unlock()
    current?.dispose()
  }
}

/// Holds a disposable that is set once, possibly after `dispose()` was
/// already called (then it is disposed as soon as it is set).
///
/// Thread-safe.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
  private let lock = PlatformLock()
  // Guarded by `lock`.
  private var current: Disposable?
  private var disposed = false

  /// Creates an empty single-assignment disposable.
  public init() {}

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { lock.withLock { disposed } }

  /// Sets the disposable; disposes it at once if `self` is already disposed.
  public func setDisposable(_ disposable: Disposable) {
    lock.lock()
    if disposed {
      lock.unlock()
      disposable.dispose()
      return
    }
    // A second assignment replaces the first; the replaced disposable is
    // released after unlocking (its `deinit` may be user code).
    var replaced: Disposable? = disposable
    swap(&replaced, &current)
    lock.unlock()
    withExtendedLifetime(replaced) {}
  }

  /// Disposes the held disposable, now or when it is set.
  public func dispose() {
    lock.lock()
    if disposed {
      lock.unlock()
      return
    }
    disposed = true
    let current = self.current
    self.current = nil
    lock.unlock()
    current?.dispose()
  }
}
