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
    _ subscribe: @escaping (@escaping (Event<Element>) -> Void) -> Disposable
  ) -> Observable<Element> {
    RawSource(subscribe)
  }

  /// The elements this observable emits synchronously when subscribed,
  /// followed by completion, when that is known without subscribing: for
  /// `just`, `of`, `from(array)`, and `concat` or `startWith` of those.
  /// `nil` for every other observable.
  package var knownElements: [Element]? {
    var elements: [Element] = []
    return forEachKnownElement { elements.append($0) } ? elements : nil
  }
}

/// See ``Observable/rawSource(_:)``.
final class RawSource<Element>: Observable<Element> {
  private let subscribe: (@escaping (Event<Element>) -> Void) -> Disposable

  init(_ subscribe: @escaping (@escaping (Event<Element>) -> Void) -> Disposable) {
    self.subscribe = subscribe
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    subscription.add(subscribe(observer))
  }
}

/// `from(array)`: emits the elements synchronously, stopping early when the
/// subscription is disposed.
final class ArraySource<Element>: Observable<Element> {
  let elements: [Element]

  init(_ elements: [Element]) {
    self.elements = elements
  }

  override func forEachKnownElement(_ body: (Element) -> Void) -> Bool {
    for element in elements { body(element) }
    return true
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    for element in elements {
      if subscription.isDisposed { return }
      observer(.next(element))
    }
    if subscription.stop() {
      observer(.completed)
      subscription.dispose()
    }
  }
}
