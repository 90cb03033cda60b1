extension ObservableType {
  /// Transforms each element with `transform`; an error it throws ends the
  /// sequence with that error.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result)
    -> Observable<Result>
  {
    let source = asObservable()
    return Producer { sink in
      source.run(
        { event in
          switch event {
          case .next(let element):
            let result: Result
            do { result = try transform(element) } catch {
              sink.on(.error(error))
              return
            }
            sink.on(.next(result))
          case .error(let error): sink.on(.error(error))
          case .completed: sink.on(.completed)
          }
        }, sink.upstream())
    }
  }
}
