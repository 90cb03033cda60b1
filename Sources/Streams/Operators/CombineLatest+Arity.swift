extension ObservableType {
  /// Combines the latest elements of two sources with `resultSelector`
  /// whenever any of them emits, once each has emitted.
  ///
  /// Completes when every source has completed, or when an element arrives
  /// while every other source has completed and one never emitted (no
  /// combination can follow). The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    combining([source1.erasedForCombining(), source2.erasedForCombining()], mode: .latest) {
      values in
      try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the latest elements of two sources whenever any of
  /// them emits, once each has emitted.
  ///
  /// Completion, errors and threading as `combineLatest(_:_:resultSelector:)`.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
  }
}

extension ObservableType {
  /// Combines the latest elements of three sources with `resultSelector`
  /// whenever any of them emits, once each has emitted.
  ///
  /// Completes when every source has completed, or when an element arrives
  /// while every other source has completed and one never emitted (no
  /// combination can follow). The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    combining(
      [source1.erasedForCombining(), source2.erasedForCombining(), source3.erasedForCombining()],
      mode: .latest
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the latest elements of three sources whenever any of
  /// them emits, once each has emitted.
  ///
  /// Completion, errors and threading as the three-source `combineLatest(...resultSelector:)`.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) {
      ($0, $1, $2)
    }
  }
}

extension ObservableType {
  /// Combines the latest elements of four sources with `resultSelector`
  /// whenever any of them emits, once each has emitted.
  ///
  /// Completes when every source has completed, or when an element arrives
  /// while every other source has completed and one never emitted (no
  /// combination can follow). The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    combining(
      [
        source1.erasedForCombining(), source2.erasedForCombining(), source3.erasedForCombining(),
        source4.erasedForCombining(),
      ], mode: .latest
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
        values[3] as! O4.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the latest elements of four sources whenever any of
  /// them emits, once each has emitted.
  ///
  /// Completion, errors and threading as the four-source `combineLatest(...resultSelector:)`.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(
      source1, source2, source3, source4
    ) { ($0, $1, $2, $3) }
  }
}

extension ObservableType {
  /// Combines the latest elements of five sources with `resultSelector`
  /// whenever any of them emits, once each has emitted.
  ///
  /// Completes when every source has completed, or when an element arrives
  /// while every other source has completed and one never emitted (no
  /// combination can follow). The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    _ source5: O5,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    combining(
      [
        source1.erasedForCombining(), source2.erasedForCombining(), source3.erasedForCombining(),
        source4.erasedForCombining(), source5.erasedForCombining(),
      ], mode: .latest
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
        values[3] as! O4.Element, values[4] as! O5.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the latest elements of five sources whenever any of
  /// them emits, once each has emitted.
  ///
  /// Completion, errors and threading as the five-source `combineLatest(...resultSelector:)`.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(
      source1, source2, source3, source4, source5
    ) { ($0, $1, $2, $3, $4) }
  }
}

extension ObservableType {
  /// Combines the latest elements of six sources with `resultSelector`
  /// whenever any of them emits, once each has emitted.
  ///
  /// Completes when every source has completed, or when an element arrives
  /// while every other source has completed and one never emitted (no
  /// combination can follow). The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    _ source5: O5,
    _ source6: O6,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws ->
      Element
  ) -> Observable<Element> {
    combining(
      [
        source1.erasedForCombining(), source2.erasedForCombining(), source3.erasedForCombining(),
        source4.erasedForCombining(), source5.erasedForCombining(), source6.erasedForCombining(),
      ], mode: .latest
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
        values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the latest elements of six sources whenever any of
  /// them emits, once each has emitted.
  ///
  /// Completion, errors and threading as the six-source `combineLatest(...resultSelector:)`.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    _ source5: O5,
    _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
      .combineLatest(source1, source2, source3, source4, source5, source6) {
        ($0, $1, $2, $3, $4, $5)
      }
  }
}

extension ObservableType {
  /// Combines the latest elements of seven sources with `resultSelector`
  /// whenever any of them emits, once each has emitted.
  ///
  /// Completes when every source has completed, or when an element arrives
  /// while every other source has completed and one never emitted (no
  /// combination can follow). The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    _ source5: O5,
    _ source6: O6,
    _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
      throws -> Element
  ) -> Observable<Element> {
    combining(
      [
        source1.erasedForCombining(), source2.erasedForCombining(), source3.erasedForCombining(),
        source4.erasedForCombining(), source5.erasedForCombining(), source6.erasedForCombining(),
        source7.erasedForCombining(),
      ], mode: .latest
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
        values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element,
        values[6] as! O7.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the latest elements of seven sources whenever any of
  /// them emits, once each has emitted.
  ///
  /// Completion, errors and threading as the seven-source `combineLatest(...resultSelector:)`.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    _ source5: O5,
    _ source6: O6,
    _ source7: O7
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  > {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>
      .combineLatest(source1, source2, source3, source4, source5, source6, source7) {
        ($0, $1, $2, $3, $4, $5, $6)
      }
  }
}

extension ObservableType {
  /// Combines the latest elements of eight sources with `resultSelector`
  /// whenever any of them emits, once each has emitted.
  ///
  /// Completes when every source has completed, or when an element arrives
  /// while every other source has completed and one never emitted (no
  /// combination can follow). The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    _ source5: O5,
    _ source6: O6,
    _ source7: O7,
    _ source8: O8,
    resultSelector:
      @escaping (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
        O8.Element
      ) throws -> Element
  ) -> Observable<Element> {
    combining(
      [
        source1.erasedForCombining(), source2.erasedForCombining(), source3.erasedForCombining(),
        source4.erasedForCombining(), source5.erasedForCombining(), source6.erasedForCombining(),
        source7.erasedForCombining(), source8.erasedForCombining(),
      ], mode: .latest
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
        values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element,
        values[6] as! O7.Element, values[7] as! O8.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the latest elements of eight sources whenever any of
  /// them emits, once each has emitted.
  ///
  /// Completion, errors and threading as the eight-source `combineLatest(...resultSelector:)`.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    _ source5: O5,
    _ source6: O6,
    _ source7: O7,
    _ source8: O8
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
  > {
    Observable<
      (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
        O8.Element
      )
    >.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
      ($0, $1, $2, $3, $4, $5, $6, $7)
    }
  }
}
