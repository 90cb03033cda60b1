extension ObservableType {
  /// All elements as one array, once the sequence completes: a `Single`,
  /// as in RxSwift 6 (`.asObservable()` for an observable).
  public func toArray() -> Single<[Element]> {
    let source = asObservable()
    return Single(
      raw: Producer { sink in
        var elements: [Element] = []
        source.run(
          { event in
            switch event {
            case .next(let element): elements.append(element)
            case .error(let error): sink.on(.error(error))
            case .completed:
              sink.on(.next(elements))
              sink.on(.completed)
            }
          }, sink.upstream())
      })
  }
}
