extension ObservableType {
  /// Emits each intermediate result of folding the elements into `seed`.
  @inlinable
  public func scan<Accumulate>(
    _ seed: Accumulate,
    accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    scan(into: seed) { accumulate, element in
      accumulate = try accumulator(accumulate, element)
    }
  }

  /// Emits each intermediate result of folding the elements into `seed`,
  /// mutating the accumulator in place.
  @inlinable
  public func scan<Accumulate>(
    into seed: Accumulate,
    accumulator: @escaping (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    let source = asObservable()
    return Producer { sink in
      // Per subscription; only touched by the serially delivered upstream.
      let accumulate = UnsafeStateBox(seed)
      source.run(
        { event in
          switch event {
          case .next(let element):
            do { try accumulator(&accumulate.value.pointee, element) } catch {
              sink.on(.error(error))
              return
            }
            sink.on(.next(accumulate.value.pointee))
          case .error(let error): sink.on(.error(error))
          case .completed: sink.on(.completed)
          }
        }, sink.upstream())
    }
  }
}
