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
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Merges the inner sequences this sequence emits.
  public func merge() -> Observable<Element.Element> {
    flatMap { $0 }
  }

  /// Forwards only the latest inner sequence's events.
  public func switchLatest() -> Observable<Element.Element> {
    flatMapLatest { $0 }
  }
}

extension ObservableType {
  /// Merges this sequence with `others`.
  public func merge(with others: Observable<Element>...) -> Observable<Element> {
    Observable.merge([asObservable()] + others)
  }
}
