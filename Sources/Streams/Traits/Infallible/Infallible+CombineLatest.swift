extension Infallible {
  /// Combines the latest elements of two or more infallibles with
  /// `resultSelector` whenever any of them emits, once each has emitted:
  /// RxSwift's `combineLatest` of 2 to 8 infallibles, for any number; typed
  /// (no element is boxed or cast). The sources after the second are
  /// `Infallible`s (Swift cannot yet require a protocol of a pack's
  /// associated types).
  ///
  /// Completes when every source has completed. A `resultSelector` that
  /// throws ends the sequence with nothing more (an infallible cannot fail):
  /// the error goes to ``Hooks/unhandledError``.
  @inlinable
  public static func combineLatest<I1: InfallibleType, I2: InfallibleType, each E>(
    _ source1: I1, _ source2: I2, _ sources: repeat Infallible<each E>,
    resultSelector: @escaping (I1.Element, I2.Element, repeat each E) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      reportingErrors: Observable<Element>.combining(
        source1.asObservable(), source2.asObservable(), repeat (each sources).asObservable(),
        mode: .latest, resultSelector))
  }

  /// Combines the latest elements of `collection`'s infallibles with
  /// `resultSelector`, once each has emitted.
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Infallible<Element> where Collection.Element: InfallibleType {
    Infallible(
      reportingErrors: Observable<Element>.combineLatest(
        collection.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// Arrays of the latest elements of `collection`'s infallibles, once each
  /// has emitted.
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> Infallible<[Element]>
  where Collection.Element: InfallibleType, Collection.Element.Element == Element {
    Infallible<[Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
  }
}
