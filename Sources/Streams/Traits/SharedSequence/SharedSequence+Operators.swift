extension SharedSequenceConvertibleType {
  /// Transforms each element.
  public func map<Result>(_ selector: @escaping (Element) -> Result)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asObservable().map(selector))
  }

  /// Transforms each element, dropping those `selector` maps to `nil`.
  public func compactMap<Result>(_ selector: @escaping (Element) -> Result?)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asObservable().compactMap(selector))
  }

  /// Keeps the elements that satisfy `predicate`.
  public func filter(_ predicate: @escaping (Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().filter(predicate))
  }

  /// Drops the first `count` elements.
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().skip(count))
  }

  /// Prints every event and the subscription's lifetime, labelled with
  /// `identifier` or the call site; see
  /// ``ObservableType/debug(_:trimOutput:file:line:function:output:)``.
  ///
  /// - Parameters:
  ///   - identifier: the label; defaults to the call site `file:line (function)`.
  ///   - trimOutput: shortens event descriptions longer than 40 characters.
  ///   - file: the call site's file, for the default label.
  ///   - line: the call site's line, for the default label.
  ///   - function: the call site's function, for the default label.
  ///   - output: where lines go; standard output by default.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: StaticString = #file,
    line: UInt = #line, function: StaticString = #function, output: ((String) -> Void)? = nil
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asObservable().debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function,
        output: output))
  }

  /// Emits `element` first.
  public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().startWith(element))
  }

  /// Emits, for each element, `resultSelector(element, latest of second)`
  /// once `second` has emitted.
  public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
    _ second: Second,
    resultSelector: @escaping (Element, Second.Element) -> Result
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence(asObservable().withLatestFrom(second, resultSelector: resultSelector))
  }

  /// Emits, for each element, the latest element of `second` once it has
  /// emitted.
  public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
    -> SharedSequence<SharingStrategy, Second.Element>
  {
    SharedSequence(asObservable().withLatestFrom(second))
  }

  /// Emits each intermediate result of folding the elements into `seed`.
  public func scan<Accumulate>(
    _ seed: Accumulate,
    accumulator: @escaping (Accumulate, Element) -> Accumulate
  ) -> SharedSequence<SharingStrategy, Accumulate> {
    SharedSequence(asObservable().scan(seed, accumulator: accumulator))
  }

  /// Runs side effects for each event and the subscription's lifetime.
  public func `do`(
    onNext: ((Element) -> Void)? = nil,
    afterNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    afterCompleted: (() -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }
}

extension SharedSequenceConvertibleType where Element: Equatable {
  /// Drops elements equal to the previous one.
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged())
  }
}

extension SharedSequenceConvertibleType {
  /// Drops elements whose key equals the previous element's.
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().distinctUntilChanged(keySelector))
  }

  /// Drops elements whose key `comparer` finds equal to the previous
  /// element's.
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
  }

  /// Drops elements `comparer` finds equal to the previous one.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().distinctUntilChanged(comparer))
  }
}
