extension Infallible {
  /// Combines the n-th elements of two or more infallibles with
  /// `resultSelector`, once each has emitted its n-th: RxSwift's `zip` of
  /// 2 to 8 infallibles, for any number; typed. The sources after the
  /// second are `Infallible`s.
  ///
  /// Completes as `Observable.zip` does; a throwing `resultSelector` as in
  /// `combineLatest`.
  @inlinable
  public static func zip<I1: InfallibleType, I2: InfallibleType, each E>(
    _ source1: I1, _ source2: I2, _ sources: repeat Infallible<each E>,
    resultSelector: @escaping (I1.Element, I2.Element, repeat each E) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      reportingErrors: Observable<Element>.combining(
        source1.asObservable(), source2.asObservable(), repeat (each sources).asObservable(),
        mode: .zip, resultSelector))
  }

  /// Combines the elements, pairwise in order, of `collection`'s
  /// infallibles with `resultSelector`.
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Infallible<Element> where Collection.Element: InfallibleType {
    Infallible(
      reportingErrors: Observable<Element>.zip(
        collection.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// Arrays of the elements, pairwise in order, of `collection`'s
  /// infallibles.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> Infallible<[Element]>
  where Collection.Element: InfallibleType, Collection.Element.Element == Element {
    Infallible<[Element]>(Observable.zip(collection.map { $0.asObservable() }))
  }
}
