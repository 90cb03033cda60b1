extension Observable {
  /// Concatenates `sources`: each is subscribed after the previous completed.
  @_disfavoredOverload  // two sources take the array-free overload below
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concat(sources)
  }

  /// Concatenates two sequences (the common `mutate` shape
  /// `.concat(.just(a), .just(b))`, without an array).
  @inlinable
  public static func concat(
    _ first: consuming Observable<Element>,
    _ second: consuming Observable<Element>
  ) -> Observable<Element> {
    if first.hasKnownElements, second.hasKnownElements {
      // `.concat(.just(a), .just(b))`: nobody else can see the fresh `just`,
      // so it can carry `b` itself, without a concat object.
      if isKnownUniquelyReferenced(&first), first.appendKnownTail(second) {
        return first
      }
      return KnownConcat(first: first, second: second)
    }
    return concatSubscribing([first, second])
  }

  /// Concatenates the sequences of `sources`, in order.
  public static func concat<Sources: Swift.Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    let sources = Array(sources)
    // Sources whose elements are known up front (`just`, `of`) concatenate
    // without any subscription; reactors' `mutate` relies on this.
    for source in sources where !source.hasKnownElements {
      return concatSubscribing(sources)
    }
    // An array of class references has the same representation whatever the
    // class; the concat keeps it untyped (see `KnownConcat`).
    return KnownConcat(unsafeBitCast(sources, to: [AnyObject].self))
  }

  @usableFromInline
  static func concatSubscribing(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable<Observable<Element>>.from(sources).concatMap { $0 }
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Concatenates the inner sequences this sequence emits, in order.
  public func concat() -> Observable<Element.Element> {
    concatMap { $0 }
  }
}

extension ObservableType {
  /// This sequence, then `second` once this one completed.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
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

  override func visitKnownElements(_ body: (Element) -> Void) -> Bool {
    forEachSource { $0.visitKnownElements(body) }
    return true
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    var completed = true
    forEachSource { source in
      let finished = source.visitKnownElements { element in
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
