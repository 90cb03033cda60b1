extension SharedSequence {
  /// Combines the latest elements of 2 sequences with `resultSelector`.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType
  >(
    _ source1: O1,
    _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
    SharedSequence(
      Observable<Element>.combineLatest([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
      ]) { values in
        try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
      })
  }

  /// Combines the latest elements of 3 sequences with `resultSelector`.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy
  {
    SharedSequence(
      Observable<Element>.combineLatest([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any },
      ]) { values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
      })
  }

  /// Combines the latest elements of 4 sequences with `resultSelector`.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy
  {
    SharedSequence(
      Observable<Element>.combineLatest([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
      ]) { values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
          values[3] as! O4.Element)
      })
  }

  /// Combines the latest elements of `collection`'s sequences with `resultSelector`.
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Collection.Element: SharedSequenceConvertibleType,
    Collection.Element.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable<Element>.combineLatest(
        collection.map { $0.asObservable() }, resultSelector: resultSelector))
  }
}

extension SharedSequence where Element == Any {
  /// Tuples of the latest elements of 2 sequences.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType
  >(
    _ source1: O1,
    _ source2: O2
  ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)>
  where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
    SharedSequence<SharingStrategy, (O1.Element, O2.Element)>.combineLatest(source1, source2) {
      ($0, $1)
    }
  }

  /// Tuples of the latest elements of 3 sequences.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3
  ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>
  where
    SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy
  {
    SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>.combineLatest(
      source1, source2, source3
    ) { ($0, $1, $2) }
  }

  /// Tuples of the latest elements of 4 sequences.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4
  ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
  where
    SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy
  {
    SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(
      source1, source2, source3, source4
    ) { ($0, $1, $2, $3) }
  }
}

extension SharedSequence {
  /// Combines the elements, pairwise in order, of 2 sequences with `resultSelector`.
  public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
    _ source1: O1,
    _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
    SharedSequence(
      Observable<Element>.zip([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
      ]) { values in
        try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
      })
  }

  /// Combines the elements, pairwise in order, of 3 sequences with `resultSelector`.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy
  {
    SharedSequence(
      Observable<Element>.zip([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any },
      ]) { values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
      })
  }

  /// Combines the elements, pairwise in order, of 4 sequences with `resultSelector`.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy
  {
    SharedSequence(
      Observable<Element>.zip([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
      ]) { values in
        try resultSelector(
          values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
          values[3] as! O4.Element)
      })
  }

  /// Combines the elements, pairwise in order, of `collection`'s sequences with `resultSelector`.
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

extension SharedSequence where Element == Any {
  /// Tuples of the elements, pairwise in order, of 2 sequences.
  public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
    _ source1: O1,
    _ source2: O2
  ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)>
  where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
    SharedSequence<SharingStrategy, (O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
  }

  /// Tuples of the elements, pairwise in order, of 3 sequences.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3
  ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>
  where
    SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy
  {
    SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>.zip(
      source1, source2, source3
    ) { ($0, $1, $2) }
  }

  /// Tuples of the elements, pairwise in order, of 4 sequences.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4
  ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
  where
    SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy
  {
    SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>.zip(
      source1, source2, source3, source4
    ) { ($0, $1, $2, $3) }
  }
}

extension SharedSequence {
  /// Arrays of the latest elements of `collection`'s sequences, once each
  /// has emitted.
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, [Element]>(
      Observable.combineLatest(collection.map { $0.asObservable() }))
  }

  /// Arrays of the elements, pairwise in order, of `collection`'s sequences.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
  }
}
