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
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concat(sources)
  }

  /// Concatenates the sequences of `sources`, in order.
  public static func concat<Sources: Swift.Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    let sources = Array(sources)
    // Concatenating sources whose elements are known up front (`just`, `of`)
    // needs no subscriptions at all; reactors' `mutate` relies on this.
    var elements: [Element] = []
    for source in sources {
      guard let known = source.knownElements else {
        return Observable<Observable<Element>>.from(sources).concatMap { $0 }
      }
      elements += known
    }
    return ArraySource(elements)
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
