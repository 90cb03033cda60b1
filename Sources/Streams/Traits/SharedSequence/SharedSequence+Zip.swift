extension SharedSequence {
  /// Combines the elements, pairwise in order, of two or more sequences
  /// with `resultSelector`: RxCocoa's `zip` of 2 to 8 sequences, for any
  /// number; typed (no element is boxed or cast) and inlinable.
  /// The sequences after the second are `SharedSequence`s of the same
  /// strategy (Swift cannot yet require that of a pack of convertible
  /// types).
  @inlinable
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, each E
  >(
    _ source1: O1, _ source2: O2, _ sources: repeat SharedSequence<SharingStrategy, each E>,
    resultSelector: @escaping (O1.Element, O2.Element, repeat each E) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy
  {
    SharedSequence(
      Observable<Element>.combining(
        source1.asObservable(), source2.asObservable(), repeat (each sources).asObservable(),
        mode: .zipCollection, resultSelector))
  }

  /// Combines the elements, pairwise in order, of `collection`'s sequences
  /// with `resultSelector`.
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Collection.Element: SharedSequenceConvertibleType,
    Collection.Element.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable<Element>.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
  }
}

extension SharedSequence {
  /// Arrays of the elements, pairwise in order, of `collection`'s sequences.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
  }
}
