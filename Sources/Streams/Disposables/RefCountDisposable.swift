import Platform
import Synchronization

/// Disposes the disposable it wraps once it was disposed itself and every
/// disposable handed out by ``retain()`` was disposed too (RxSwift's
/// `RefCountDisposable`).
///
/// Thread-safe. The wrapped disposable is disposed exactly once, after the
/// lock is released, by whichever call drops the last reference.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
  private let lock = PlatformLock()
  // Guarded by `lock`: the wrapped disposable (`nil` once disposed), the
  // number of retained references, and whether `dispose()` was called.
  private var disposable: Disposable?
  private var count = 0
  private var isPrimaryDisposed = false

  /// Wraps `disposable`.
  public init(disposable: Disposable) {
    self.disposable = disposable
  }

  /// Whether the wrapped disposable has been disposed.
  public var isDisposed: Bool { lock.withLock { disposable == nil } }

  /// A new reference: the wrapped disposable stays undisposed until it is
  /// disposed. After the wrapped disposable was disposed, a disposable that
  /// does nothing.
  public func retain() -> Disposable {
    let retained: Bool = lock.withLock {
      guard disposable != nil else { return false }
      count += 1
      return true
    }
    return retained ? RefCountInnerDisposable(self) : Disposables.create()
  }

  /// Drops the primary reference; disposes the wrapped disposable if no
  /// retained reference is left.
  public func dispose() {
    let toDispose: Disposable? = lock.withLock {
      guard let current = disposable, !isPrimaryDisposed else { return nil }
      isPrimaryDisposed = true
      guard count == 0 else { return nil }
      disposable = nil
      return current
    }
    toDispose?.dispose()
  }

  /// Drops one retained reference.
  fileprivate func release() {
    let toDispose: Disposable? = lock.withLock {
      guard let current = disposable else { return nil }
      precondition(count > 0, "RefCountDisposable released more often than retained")
      count -= 1
      guard isPrimaryDisposed, count == 0 else { return nil }
      disposable = nil
      return current
    }
    toDispose?.dispose()
  }
}

/// One reference handed out by ``RefCountDisposable/retain()``; releases it
/// on its first disposal.
private final class RefCountInnerDisposable: Disposable, @unchecked Sendable {
  private let parent: RefCountDisposable
  private let disposed = Atomic<Bool>(false)

  init(_ parent: RefCountDisposable) {
    self.parent = parent
  }

  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    parent.release()
  }
}
