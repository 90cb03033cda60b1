import Platform

/// Collects disposables and disposes them all when the bag is deallocated.
///
/// The usual owner of a view's bindings: replacing a view's `disposeBag`
/// with a new one disposes every binding of the old one.
/// Thread-safe: `insert` may be called from any thread; a disposable inserted
/// into a bag that is already being torn down is disposed immediately.
public final class DisposeBag: @unchecked Sendable {
  private let lock = PlatformLock()
  // Guarded by `lock`.
  private var disposables: [Disposable] = []
  private var isDisposed = false

  /// Creates an empty bag.
  public init() {}

  /// Adds `disposable`; disposes it at once if the bag is already disposed.
  public func insert(_ disposable: Disposable) {
    lock.lock()
    if isDisposed {
      lock.unlock()
      disposable.dispose()
      return
    }
    disposables.append(disposable)
    lock.unlock()
  }

  /// Adds several disposables.
  public func insert(_ disposables: Disposable...) {
    insert(disposables)
  }

  /// Adds an array of disposables; disposes them at once if the bag is
  /// already disposed.
  public func insert(_ disposables: [Disposable]) {
    lock.lock()
    if isDisposed {
      lock.unlock()
      for disposable in disposables { disposable.dispose() }
      return
    }
    self.disposables += disposables
    lock.unlock()
  }

  /// Adds the disposables a closure body lists (RxSwift's result-builder
  /// form: `bag.insert { a; b }`).
  public func insert(@DisposableBuilder builder: () -> [Disposable]) {
    insert(builder())
  }

  /// Creates a bag holding `disposables`.
  public convenience init(disposing disposables: Disposable...) {
    self.init(disposing: disposables)
  }

  /// Creates a bag holding an array of disposables.
  public convenience init(disposing disposables: [Disposable]) {
    self.init()
    self.disposables = disposables
  }

  /// Creates a bag holding the disposables a closure body lists:
  /// `DisposeBag { a; b }`.
  public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
    self.init(disposing: builder())
  }

  private func dispose() {
    lock.lock()
    let disposables = self.disposables
    self.disposables = []
    isDisposed = true
    lock.unlock()
    for disposable in disposables { disposable.dispose() }
  }

  deinit { dispose() }

  /// Builds an array of disposables from a closure body.
  @resultBuilder
  public enum DisposableBuilder {
    /// Collects the disposables of a closure body.
    public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
  }
}
