import Platform
import Synchronization

/// Factory of common disposables (RxSwift's `Disposables.create`).
public enum Disposables {
  /// A disposable that does nothing.
  public static func create() -> Disposable { NopDisposable.shared }

  /// A disposable that runs `dispose` the first time it is disposed and then
  /// releases the closure (and everything it captured).
  public static func create(with dispose: @escaping () -> Void) -> Cancelable {
    AnonymousDisposable(dispose)
  }

  /// A disposable that disposes both `disposable1` and `disposable2`.
  public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
    CompositeDisposable(disposable1, disposable2)
  }

  /// A disposable that disposes all three.
  public static func create(
    _ disposable1: Disposable,
    _ disposable2: Disposable,
    _ disposable3: Disposable
  ) -> Cancelable {
    CompositeDisposable(disposable1, disposable2, disposable3)
  }

  /// A disposable that disposes all of them: the first three, then the
  /// rest in order.
  public static func create(
    _ disposable1: Disposable,
    _ disposable2: Disposable,
    _ disposable3: Disposable,
    _ disposables: Disposable...
  ) -> Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
  }

  /// A disposable that disposes every element of `disposables`.
  public static func create(_ disposables: [Disposable]) -> Cancelable {
    CompositeDisposable(disposables: disposables)
  }
}

/// The disposable that does nothing; shared, stateless.
struct NopDisposable: Disposable {
  static let shared = NopDisposable()
  func dispose() {}
}

/// Runs a closure once on first disposal, then drops it.
///
/// Thread-safe: the closure is taken out under `lock`, so exactly one caller
/// runs it and nobody can observe it afterwards.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
  private let lock = PlatformLock()
  // Guarded by `lock`; `nil` once disposed.
  private var action: (() -> Void)?
  private let disposed = Atomic<Bool>(false)

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    lock.lock()
    let action = self.action
    self.action = nil
    lock.unlock()
    action?()
  }
}

/// A disposable with nothing to release but a flag (RxSwift's
/// `BooleanDisposable`).
public final class BooleanDisposable: Cancelable, Sendable {
  private let disposed: Atomic<Bool>

  /// Creates a disposable, already disposed if `isDisposed` is true.
  public init(isDisposed: Bool = false) {
    disposed = Atomic(isDisposed)
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Sets `isDisposed`.
  public func dispose() { disposed.store(true, ordering: .releasing) }
}
