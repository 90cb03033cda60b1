import Platform
import Streams

extension Reactive where Base: HeadlessView {
  /// Sets the view's weakly held `property` to `value` until the returned
  /// disposable is disposed; disposing clears it (on the main actor) unless
  /// something else was set meanwhile. `rx.setDelegate` and
  /// `rx.setDataSource` of tables and collections.
  @MainActor
  func set<Value>(
    _ property: ReferenceWritableKeyPath<Base, Value?>, to value: Value
  ) -> Disposable {
    base[keyPath: property] = value
    let view = UncheckedSendable(base)
    let weakValue = WeakReference(value as AnyObject)
    let property = UncheckedSendable(property)
    return Disposables.create {
      performOnMain(()) { _ in
        if let current = view.value[keyPath: property.value],
          current as AnyObject === weakValue.object
        {
          view.value[keyPath: property.value] = nil
        }
      }
    }
  }
}
