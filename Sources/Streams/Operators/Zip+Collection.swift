extension ObservableType {
  /// Combines the n-th elements of every source in `collection` with
  /// `resultSelector`, once each source has emitted its n-th element.
  ///
  /// Elements wait, buffered, for their partners. Completes when every
  /// source has completed, or when an element arrives while every other
  /// source has completed (one of them has nothing left to pair); an empty
  /// collection completes at once. The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every
  /// source. Results are delivered one at a time, in the order their inputs
  /// arrived.
  @inlinable
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    combining(collection, mode: .zipCollection, resultSelector)
  }

  /// Emits arrays of the n-th elements of every source in `collection`,
  /// once each source has emitted its n-th element.
  ///
  /// Completion, errors and threading as `zip(_:resultSelector:)`.
  @inlinable
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection
  ) -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.zip(collection) { $0 }
  }
}
