extension ObservableType {
  /// Combines the n-th elements of two sources with `resultSelector`, once
  /// each source has emitted its n-th element.
  ///
  /// Elements wait, buffered, for their partners. Completes when every
  /// source has completed. The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    combining([source1.erasedForCombining(), source2.erasedForCombining()], mode: .zip) { values in
      try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the n-th elements of two sources, once each has
  /// emitted its n-th element.
  ///
  /// Completion, errors and threading as the two-source `zip(...resultSelector:)`.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
  }
}

extension ObservableType {
  /// Combines the n-th elements of three sources with `resultSelector`, once
  /// each source has emitted its n-th element.
  ///
  /// Elements wait, buffered, for their partners. Completes when every
  /// source has completed. The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    combining(
      [source1.erasedForCombining(), source2.erasedForCombining(), source3.erasedForCombining()],
      mode: .zip
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the n-th elements of three sources, once each has
  /// emitted its n-th element.
  ///
  /// Completion, errors and threading as the three-source `zip(...resultSelector:)`.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
  }
}

extension ObservableType {
  /// Combines the n-th elements of four sources with `resultSelector`, once
  /// each source has emitted its n-th element.
  ///
  /// Elements wait, buffered, for their partners. Completes when every
  /// source has completed. The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func zip<
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
      ], mode: .zip
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
        values[3] as! O4.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the n-th elements of four sources, once each has
  /// emitted its n-th element.
  ///
  /// Completion, errors and threading as the four-source `zip(...resultSelector:)`.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(
      source1, source2, source3, source4
    ) { ($0, $1, $2, $3) }
  }
}

extension ObservableType {
  /// Combines the n-th elements of five sources with `resultSelector`, once
  /// each source has emitted its n-th element.
  ///
  /// Elements wait, buffered, for their partners. Completes when every
  /// source has completed. The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func zip<
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
      ], mode: .zip
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
        values[3] as! O4.Element, values[4] as! O5.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the n-th elements of five sources, once each has
  /// emitted its n-th element.
  ///
  /// Completion, errors and threading as the five-source `zip(...resultSelector:)`.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(
      source1, source2, source3, source4, source5
    ) { ($0, $1, $2, $3, $4) }
  }
}

extension ObservableType {
  /// Combines the n-th elements of six sources with `resultSelector`, once
  /// each source has emitted its n-th element.
  ///
  /// Elements wait, buffered, for their partners. Completes when every
  /// source has completed. The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func zip<
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
      ], mode: .zip
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
        values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the n-th elements of six sources, once each has
  /// emitted its n-th element.
  ///
  /// Completion, errors and threading as the six-source `zip(...resultSelector:)`.
  public static func zip<
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
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(
      source1, source2, source3, source4, source5, source6
    ) { ($0, $1, $2, $3, $4, $5) }
  }
}

extension ObservableType {
  /// Combines the n-th elements of seven sources with `resultSelector`, once
  /// each source has emitted its n-th element.
  ///
  /// Elements wait, buffered, for their partners. Completes when every
  /// source has completed. The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func zip<
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
      ], mode: .zip
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
        values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element,
        values[6] as! O7.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the n-th elements of seven sources, once each has
  /// emitted its n-th element.
  ///
  /// Completion, errors and threading as the seven-source `zip(...resultSelector:)`.
  public static func zip<
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
      .zip(source1, source2, source3, source4, source5, source6, source7) {
        ($0, $1, $2, $3, $4, $5, $6)
      }
  }
}

extension ObservableType {
  /// Combines the n-th elements of eight sources with `resultSelector`, once
  /// each source has emitted its n-th element.
  ///
  /// Elements wait, buffered, for their partners. Completes when every
  /// source has completed. The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  public static func zip<
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
      ], mode: .zip
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
        values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element,
        values[6] as! O7.Element, values[7] as! O8.Element)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the n-th elements of eight sources, once each has
  /// emitted its n-th element.
  ///
  /// Completion, errors and threading as the eight-source `zip(...resultSelector:)`.
  public static func zip<
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
    >.zip(source1, source2, source3, source4, source5, source6, source7, source8) {
      ($0, $1, $2, $3, $4, $5, $6, $7)
    }
  }
}
