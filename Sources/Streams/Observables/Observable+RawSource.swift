// Hooks for the other modules of this package (ReactorCore builds its
// per-reactor streams on them); not public API.

extension Observable {
  /// A source that hands each subscriber's event closure to `subscribe` and
  /// disposes what it returns when the subscription ends.
  ///
  /// No grammar enforcement and no serialization are added: the caller
  /// guarantees both (it is meant for sources that already serialize, such
  /// as a subject core).
  package static func rawSource(
    _ subscribe: @escaping (@escaping (Event<Element>) -> Void) -> any Disposable & AnyObject
  ) -> Observable<Element> {
    RawSource(subscribe)
  }
}

/// See ``Observable/rawSource(_:)``.
final class RawSource<Element>: Observable<Element> {
  private let subscribe: (@escaping (Event<Element>) -> Void) -> any Disposable & AnyObject

  init(_ subscribe: @escaping (@escaping (Event<Element>) -> Void) -> any Disposable & AnyObject) {
    self.subscribe = subscribe
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    subscription.add(object: subscribe(observer))
  }
}
