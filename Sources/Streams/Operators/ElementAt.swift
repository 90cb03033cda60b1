extension ObservableType {
  /// Emits only the element at `index` (counting from zero), then completes.
  ///
  /// Fails with ``RxError/argumentOutOfRange`` if the source completes with
  /// fewer elements, and at once, without subscribing to the source, for a
  /// negative `index` (RxSwift stops the program there).
  public func element(at index: Int) -> Observable<Element> {
    guard index >= 0 else { return .error(RxError.argumentOutOfRange) }
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
