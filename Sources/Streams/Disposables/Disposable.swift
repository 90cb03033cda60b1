/// A resource that can be released: a subscription, a scheduled action, a
/// timer.
///
/// Every disposable in this module is thread-safe and idempotent: `dispose()`
/// may be called any number of times, from any thread, including from inside
/// an `onNext` of the subscription being disposed; only the first call acts.
public protocol Disposable {
  /// Releases the resource. Idempotent.
  func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }
}

extension Disposable {
  /// Adds `self` to `bag`, so that it is disposed when the bag is deallocated.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
