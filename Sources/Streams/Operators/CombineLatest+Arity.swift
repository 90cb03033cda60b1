extension ObservableType {
  /// Combines the latest elements of two or more sources with
  /// `resultSelector` whenever any of them emits, once each has emitted:
  /// RxSwift's `combineLatest` of 2 to 8 sources, for any number of them.
  ///
  /// Completes when every source has completed, or when an element arrives
  /// while every other source has completed and one never emitted (no
  /// combination can follow). The first error of a source, or an error
  /// thrown by `resultSelector`, ends the sequence and disposes every source.
  /// Sources may emit on any thread: results are delivered one at a time, in
  /// the order their inputs arrived.
  ///
  /// Each source's elements stay typed (one generic implementation over a
  /// parameter pack: nothing is boxed or cast); inlinable, so that the
  /// per-event path is specialized for the sources' types.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, each O: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ sources: repeat each O,
    resultSelector: @escaping (O1.Element, O2.Element, repeat (each O).Element) throws -> Element
  ) -> Observable<Element> {
    combining(source1, source2, repeat each sources, mode: .latest, resultSelector)
  }
}
