extension ObservableType {
  /// Emits only the element at `index` (counting from zero), then completes.
  ///
  /// Fails with ``RxError/argumentOutOfRange`` if the source completes with
  /// fewer elements.
  ///
  /// - Precondition: `index >= 0`.
  public func element(at index: Int) -> Observable<Element> {
    precondition(index >= 0, "index can't be negative")
    let source = asObservable()
    return Producer { sink in
      var remaining = index
      source.run(
        { event in
          switch event {
          case .next:
            if remaining == 0 {
              sink.on(event)
              sink.on(.completed)
            } else {
              remaining -= 1
            }
          case .error: sink.on(event)
          case .completed: sink.on(.error(RxError.argumentOutOfRange))
          }
        }, sink.upstream())
    }
  }
}
