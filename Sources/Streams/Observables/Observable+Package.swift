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

/// `from(array)`: emits the elements synchronously, stopping early when the
/// subscription is disposed.
final class ArraySource<Element>: Observable<Element> {
  let elements: [Element]

  init(_ elements: [Element]) {
    self.elements = elements
  }

  override var hasKnownElements: Bool { true }

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

/// `concat` of sources whose elements are all known up front: emits them in
/// order, synchronously, without subscribing to anything.
///
/// The sources are kept as `[AnyObject]` (each an `Observable<Element>`):
/// iterating a non-generic array needs no generic metadata, which this
/// class's unspecialized methods would otherwise look up on every call.
@usableFromInline
final class KnownConcat<Element>: Observable<Element> {
  // Two sources are held without an array (the common case).
  private let first: AnyObject?
  private let second: AnyObject?
  private let sources: [AnyObject]

  /// - Parameter sources: `Observable<Element>`s, as `AnyObject`s.
  @usableFromInline
  init(_ sources: [AnyObject]) {
    first = nil
    second = nil
    self.sources = sources
  }

  @usableFromInline
  init(first: Observable<Element>, second: Observable<Element>) {
    self.first = first
    self.second = second
    sources = []
  }

  override var hasKnownElements: Bool { true }

  /// Calls `body` with each source, first the pair, then the array.
  private func forEachSource(_ body: (Observable<Element>) -> Bool) {
    if let first, !body(unsafeDowncast(first, to: Observable<Element>.self)) { return }
    if let second, !body(unsafeDowncast(second, to: Observable<Element>.self)) { return }
    for source in sources where !body(unsafeDowncast(source, to: Observable<Element>.self)) {
      return
    }
  }

  override func forEachKnownElement(_ body: (Element) -> Void) -> Bool {
    forEachSource { $0.forEachKnownElement(body) }
    return true
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    var completed = true
    forEachSource { source in
      let finished = source.forEachKnownElement { element in
        if !subscription.isDisposed { observer(.next(element)) }
      }
      completed = finished && !subscription.isDisposed
      return completed
    }
    if completed, subscription.stop() {
      observer(.completed)
      subscription.dispose()
    }
  }
}
