/// Builds a tuple from its parts: the result selector of the tuple forms of
/// `combineLatest` and `zip`.
@inlinable
func makeTuple<First, Second, each Rest>(
  _ first: First, _ second: Second, _ rest: repeat each Rest
) -> (First, Second, repeat each Rest) {
  (first, second, repeat each rest)
}

/// The tuple forms of `combineLatest` and `zip`, over observables of the
/// element types themselves (the compiler cannot yet pass `makeTuple` where
/// the element types are the sources' associated types).
@inlinable
func combiningIntoTuples<First, Second, each Rest>(
  _ first: Observable<First>, _ second: Observable<Second>, _ rest: repeat Observable<each Rest>,
  mode: CombiningMode
) -> Observable<(First, Second, repeat each Rest)> {
  .combining(first, second, repeat each rest, mode: mode, makeTuple)
}

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
