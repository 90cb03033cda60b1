extension ObservableType {
  /// Folds every element into `seed` and emits only the final result, when
  /// the sequence completes.
  public func reduce<Accumulate>(
    _ seed: Accumulate,
    accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    reduce(seed, accumulator: accumulator, mapResult: { $0 })
  }

  /// Folds every element into `seed`, then emits `mapResult` of the final
  /// result when the sequence completes.
  public func reduce<Accumulate, Result>(
    _ seed: Accumulate,
    accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
    mapResult: @escaping (Accumulate) throws -> Result
  ) -> Observable<Result> {
    let source = asObservable()
    return Producer { sink in
      var accumulate = seed
      source.run(
        { event in
          switch event {
          case .next(let element):
            do { accumulate = try accumulator(accumulate, element) } catch {
              sink.on(.error(error))
            }
          case .error(let error): sink.on(.error(error))
          case .completed:
            do { sink.on(.next(try mapResult(accumulate))) } catch {
              sink.on(.error(error))
              return
            }
            sink.on(.completed)
          }
        }, sink.upstream())
    }
  }
}
