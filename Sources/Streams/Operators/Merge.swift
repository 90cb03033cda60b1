extension Observable {
  /// Merges the events of `sources`; completes when all complete, fails on
  /// the first error.
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }

  /// Merges the events of every sequence in `sources`.
  public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    Observable<Observable<Element>>.from(sources).flatMap { $0 }
  }

  /// Concatenates `sources`: each is subscribed after the previous completed.
  @inlinable
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
  @inlinable
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
  /// Merges the inner sequences this sequence emits.
  public func merge() -> Observable<Element.Element> {
    flatMap { $0 }
  }

  /// Concatenates the inner sequences this sequence emits, in order.
  public func concat() -> Observable<Element.Element> {
    concatMap { $0 }
  }

  /// Forwards only the latest inner sequence's events.
  public func switchLatest() -> Observable<Element.Element> {
    flatMapLatest { $0 }
  }
}

extension ObservableType {
  /// This sequence, then `second` once this one completed.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// Merges this sequence with `others`.
  public func merge(with others: Observable<Element>...) -> Observable<Element> {
    Observable.merge([asObservable()] + others)
  }

  /// Emits `elements` first, then this sequence's events.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    Observable.concat([Observable.from(elements), asObservable()])
  }
}
