extension ObservableType {
  /// Combines the latest elements of every source in `collection` with
  /// `resultSelector` whenever any of them emits, once each has emitted.
  ///
  /// Completes when every source has completed, or when an element arrives
  /// while every other source has completed and one never emitted. An empty
  /// collection emits `resultSelector([])` and completes at once. The first
  /// error of a source, or an error thrown by `resultSelector`, ends the
  /// sequence and disposes every source. Results are delivered one at a
  /// time, in the order their inputs arrived.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    combining(collection, mode: .latest, resultSelector)
  }

  /// Emits arrays of the latest elements of every source in `collection`
  /// whenever any of them emits, once each has emitted; an empty collection
  /// emits `[]` and completes at once.
  ///
  /// Completion, errors and threading as
  /// `combineLatest(_:resultSelector:)`.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection
  ) -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.combineLatest(collection) { $0 }
  }
}
