import Platform
import Synchronization

/// Disposes the disposable it wraps on `scheduler` (RxSwift's
/// `ScheduledDisposable`): `dispose()` schedules the disposal and returns.
///
/// Thread-safe: `dispose()` may be called from any thread, any number of
/// times; the wrapped disposable is disposed exactly once, by an action on
/// `scheduler`. `isDisposed` becomes true when that action has run.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
  /// The scheduler the wrapped disposable is disposed on.
  public let scheduler: ImmediateSchedulerType

  // Guarded by `lock`; `nil` once disposed on the scheduler.
  private let lock = PlatformLock()
  private var disposable: Disposable?
  private let scheduling = Atomic<Bool>(false)
  private let disposed = Atomic<Bool>(false)

  /// Wraps `disposable`, to be disposed on `scheduler`.
  public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
    self.scheduler = scheduler
    self.disposable = disposable
  }

  /// Whether the wrapped disposable has been disposed (on the scheduler).
  public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Schedules the disposal of the wrapped disposable on ``scheduler``.
  public func dispose() {
    if scheduling.exchange(true, ordering: .acquiringAndReleasing) { return }
    _ = scheduler.schedule(self) { this in
      this.disposeInner()
      return Disposables.create()
    }
  }

  private func disposeInner() {
    // Taken out under the lock, disposed after it: disposal runs user code.
    let inner: Disposable? = lock.withLock {
      defer { disposable = nil }
      return disposable
    }
    disposed.store(true, ordering: .releasing)
    inner?.dispose()
  }
}
