extension ObservableType {
  /// Pairs each element with its index, counting from zero.
  ///
  /// Fails with ``RxError/overflow`` if the index would overflow `Int`.
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    let source = asObservable()
    return Producer { sink in
      var index = 0
      source.run(
        { event in
          switch event {
          case .next(let element):
            let (next, overflow) = index.addingReportingOverflow(1)
            if overflow {
              sink.on(.error(RxError.overflow))
              return
            }
            sink.on(.next((index: index, element: element)))
            index = next
          case .error(let error): sink.on(.error(error))
          case .completed: sink.on(.completed)
          }
        }, sink.upstream())
    }
  }
}
