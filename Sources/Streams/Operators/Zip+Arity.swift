extension ObservableType {
  /// Combines the n-th elements of two or more sources with
  /// `resultSelector`, once each source has emitted its n-th element:
  /// RxSwift's `zip` of 2 to 8 sources, for any number of them.
  ///
  /// Elements wait, buffered, for their partners. Completes when every
  /// source has completed. The first error of a source, or an error thrown
  /// by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived. Typed and inlinable, as
  /// `combineLatest`.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType, each O: ObservableType>(
    _ source1: O1, _ source2: O2, _ sources: repeat each O,
    resultSelector: @escaping (O1.Element, O2.Element, repeat (each O).Element) throws -> Element
  ) -> Observable<Element> {
    combining(source1, source2, repeat each sources, mode: .zip, resultSelector)
  }
}
