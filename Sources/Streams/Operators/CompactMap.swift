extension ObservableType {
  /// Transforms each element and drops the `nil` results.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Observable<Result>
  {
    let source = asObservable()
    return Producer { sink in
      source.run(
        { event in
          switch event {
          case .next(let element):
            let result: Result?
            do { result = try transform(element) } catch {
              sink.on(.error(error))
              return
            }
            if let result { sink.on(.next(result)) }
          case .error(let error): sink.on(.error(error))
          case .completed: sink.on(.completed)
          }
        }, sink.upstream())
    }
  }
}
