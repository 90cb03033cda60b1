extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of two or more singles with `resultSelector` once
  /// all succeeded; the first error ends the result and disposes the others.
  /// RxSwift's `zip` of 2 to 8, for any number; typed (no element is boxed
  /// or cast) and inlinable.
  @inlinable
  public static func zip<E1, E2, each E>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ sources: repeat PrimitiveSequence<Trait, each E>,
    resultSelector: @escaping (E1, E2, repeat each E) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable<Element>.combining(
        source1.source, source2.source, repeat (each sources).source, mode: .zipCollection,
        resultSelector))
  }

  /// Combines the elements of `collection`'s singles with `resultSelector`
  /// once all have one; an empty collection gives `resultSelector([])`.
  public static func zip<Collection: Swift.Collection, Result>(
    _ collection: Collection,
    resultSelector: @escaping ([Element]) throws -> Result
  ) -> PrimitiveSequence<Trait, Result>
  where Collection.Element == PrimitiveSequence<Trait, Element> {
    if collection.isEmpty {
      return PrimitiveSequence<Trait, Result>(
        raw: Observable.deferred { .just(try resultSelector([])) })
    }
    return PrimitiveSequence<Trait, Result>(
      raw: Observable.zip(collection.map { $0.source }, resultSelector: resultSelector))
  }

  /// The elements of `collection`'s singles, in order, once all have one; an
  /// empty collection gives `[]`.
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection
  ) -> PrimitiveSequence<Trait, [Element]>
  where Collection.Element == PrimitiveSequence<Trait, Element> {
    zip(collection) { $0 }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the elements of two or more maybes with `resultSelector` once
  /// all have an element (empty when one completes empty); the first error ends the result and disposes the others.
  /// RxSwift's `zip` of 2 to 8, for any number; typed (no element is boxed
  /// or cast) and inlinable.
  @inlinable
  public static func zip<E1, E2, each E>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ sources: repeat PrimitiveSequence<Trait, each E>,
    resultSelector: @escaping (E1, E2, repeat each E) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable<Element>.combining(
        source1.source, source2.source, repeat (each sources).source, mode: .zipCollection,
        resultSelector))
  }

  /// Combines the elements of `collection`'s maybes with `resultSelector`
  /// once all have one; an empty collection gives `resultSelector([])`.
  public static func zip<Collection: Swift.Collection, Result>(
    _ collection: Collection,
    resultSelector: @escaping ([Element]) throws -> Result
  ) -> PrimitiveSequence<Trait, Result>
  where Collection.Element == PrimitiveSequence<Trait, Element> {
    if collection.isEmpty {
      return PrimitiveSequence<Trait, Result>(
        raw: Observable.deferred { .just(try resultSelector([])) })
    }
    return PrimitiveSequence<Trait, Result>(
      raw: Observable.zip(collection.map { $0.source }, resultSelector: resultSelector))
  }

  /// The elements of `collection`'s maybes, in order, once all have one; an
  /// empty collection gives `[]`.
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection
  ) -> PrimitiveSequence<Trait, [Element]>
  where Collection.Element == PrimitiveSequence<Trait, Element> {
    zip(collection) { $0 }
  }
}
