extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of 2 singles with `resultSelector` once all succeeded; the
  /// first error ends the result and disposes the others.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>,
    _ source2: PrimitiveSequence<Trait, E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable<Element>.zip([
        source1.source.map { $0 as Any }, source2.source.map { $0 as Any },
      ]) { values in
        try resultSelector(values[0] as! E1, values[1] as! E2)
      })
  }

  /// Combines the elements of 3 singles with `resultSelector` once all succeeded; the
  /// first error ends the result and disposes the others.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>,
    _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable<Element>.zip([
        source1.source.map { $0 as Any }, source2.source.map { $0 as Any },
        source3.source.map { $0 as Any },
      ]) { values in
        try resultSelector(values[0] as! E1, values[1] as! E2, values[2] as! E3)
      })
  }

  /// Combines the elements of 4 singles with `resultSelector` once all succeeded; the
  /// first error ends the result and disposes the others.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>,
    _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>,
    _ source4: PrimitiveSequence<Trait, E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable<Element>.zip([
        source1.source.map { $0 as Any }, source2.source.map { $0 as Any },
        source3.source.map { $0 as Any }, source4.source.map { $0 as Any },
      ]) { values in
        try resultSelector(values[0] as! E1, values[1] as! E2, values[2] as! E3, values[3] as! E4)
      })
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

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
  /// Pairs up the elements of 2 singles once all succeeded.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>,
    _ source2: PrimitiveSequence<Trait, E2>
  ) -> PrimitiveSequence<Trait, (E1, E2)> {
    PrimitiveSequence<Trait, (E1, E2)>.zip(source1, source2) { ($0, $1) }
  }

  /// Pairs up the elements of 3 singles once all succeeded.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>,
    _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
    PrimitiveSequence<Trait, (E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Pairs up the elements of 4 singles once all succeeded.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>,
    _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>,
    _ source4: PrimitiveSequence<Trait, E4>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4)>.zip(source1, source2, source3, source4) {
      ($0, $1, $2, $3)
    }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the elements of 2 maybes with `resultSelector` once all have an element (empty when one completes empty); the
  /// first error ends the result and disposes the others.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>,
    _ source2: PrimitiveSequence<Trait, E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable<Element>.zip([
        source1.source.map { $0 as Any }, source2.source.map { $0 as Any },
      ]) { values in
        try resultSelector(values[0] as! E1, values[1] as! E2)
      })
  }

  /// Combines the elements of 3 maybes with `resultSelector` once all have an element (empty when one completes empty); the
  /// first error ends the result and disposes the others.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>,
    _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable<Element>.zip([
        source1.source.map { $0 as Any }, source2.source.map { $0 as Any },
        source3.source.map { $0 as Any },
      ]) { values in
        try resultSelector(values[0] as! E1, values[1] as! E2, values[2] as! E3)
      })
  }

  /// Combines the elements of 4 maybes with `resultSelector` once all have an element (empty when one completes empty); the
  /// first error ends the result and disposes the others.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>,
    _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>,
    _ source4: PrimitiveSequence<Trait, E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable<Element>.zip([
        source1.source.map { $0 as Any }, source2.source.map { $0 as Any },
        source3.source.map { $0 as Any }, source4.source.map { $0 as Any },
      ]) { values in
        try resultSelector(values[0] as! E1, values[1] as! E2, values[2] as! E3, values[3] as! E4)
      })
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

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
  /// Pairs up the elements of 2 maybes once all have an element (empty when one completes empty).
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>,
    _ source2: PrimitiveSequence<Trait, E2>
  ) -> PrimitiveSequence<Trait, (E1, E2)> {
    PrimitiveSequence<Trait, (E1, E2)>.zip(source1, source2) { ($0, $1) }
  }

  /// Pairs up the elements of 3 maybes once all have an element (empty when one completes empty).
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>,
    _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
    PrimitiveSequence<Trait, (E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Pairs up the elements of 4 maybes once all have an element (empty when one completes empty).
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>,
    _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>,
    _ source4: PrimitiveSequence<Trait, E4>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4)>.zip(source1, source2, source3, source4) {
      ($0, $1, $2, $3)
    }
  }
}
