extension SharedSequenceConvertibleType {
  /// Follows only the sequence `selector` returned for the latest element,
  /// disposing the previous one.
  public func flatMapLatest<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMapLatest(selector))
  }

  /// Merges the sequences `selector` returns for each element.
  public func flatMap<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMap(selector))
  }

  /// Follows the sequence `selector` returns for an element only while no
  /// earlier one is still running; elements arriving meanwhile are dropped.
  public func flatMapFirst<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMapFirst(selector))
  }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// Emits the elements of the latest inner sequence, disposing the previous
  /// one when a new one arrives.
  public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().map { $0.asSharedSequence() }.switchLatest())
  }

  /// Merges the elements of every inner sequence; completes when this one
  /// and every inner one completed.
  public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().map { $0.asSharedSequence() }.merge())
  }

  /// Merges the elements of the inner sequences, at most `maxConcurrent` of
  /// them subscribed at once (the others wait, in order).
  public func merge(maxConcurrent: Int)
    -> SharedSequence<Element.SharingStrategy, Element.Element>
  {
    SharedSequence(
      asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent))
  }
}

extension SharedSequence {
  /// The elements of each of `sequence`'s shared sequences in turn: the next
  /// is subscribed when the previous completes.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> SharedSequence<SharingStrategy, Element>
  where Sequence.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
  }

  /// The elements of each of `collection`'s shared sequences in turn.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
  }
}

extension SharedSequence {
  /// Merges the elements of `sources`; completes when all completed.
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of `sources`; completes when all completed.
  public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
    -> SharedSequence<SharingStrategy, Element>
  {
    merge(sources)
  }
}
