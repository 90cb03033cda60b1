import Platform

extension ObservableType {
  /// Emits, for each element of this sequence, the latest element of
  /// `second`; elements before `second` emitted anything are dropped.
  public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source)
    -> Observable<Source.Element>
  {
    withLatestFrom(second) { $1 }
  }

  /// Emits `resultSelector(element, latest of second)` for each element of
  /// this sequence once `second` has emitted; `second` completing changes
  /// nothing, its error ends the result.
  public func withLatestFrom<Source: ObservableConvertibleType, Result>(
    _ second: Source,
    resultSelector: @escaping (Element, Source.Element) throws -> Result
  ) -> Observable<Result> {
    let first = asObservable()
    let other = second.asObservable()
    return Producer { sink in
      let output = SerialSink(sink)
      let lock = Lock()
      // Guarded by `lock`.
      var latest: Source.Element?
      other.run(
        { event in
          switch event {
          case .next(let element):
            // The element it replaces is released after unlocking: its
            // `deinit` is user code, which may send here again.
            var replaced: Source.Element? = element
            lock.withLock { swap(&replaced, &latest) }
            replaced = nil
          case .error(let error): output.on(.error(error))
          case .completed: break
          }
        }, sink.upstream())
      first.run(
        { event in
          switch event {
          case .next(let element):
            guard let value = lock.withLock({ latest }) else { return }
            do { output.on(.next(try resultSelector(element, value))) } catch {
              output.on(.error(error))
            }
          case .error(let error): output.on(.error(error))
          case .completed: output.on(.completed)
          }
        }, sink.upstream())
    }
  }
}
