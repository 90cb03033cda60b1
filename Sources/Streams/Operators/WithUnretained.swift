extension ObservableType {
  /// Pairs each element with `obj`, held weakly, through `resultSelector`;
  /// completes at the first element that arrives after `obj` was released.
  ///
  /// `obj` is retained only while `resultSelector` runs, so subscriptions
  /// made by `obj` itself do not keep it alive.
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object,
    resultSelector: @escaping (Object, Element) -> Out
  ) -> Observable<Out> {
    let source = asObservable()
    return Producer { [weak obj] sink in
      source.run(
        { [weak obj] event in
          switch event {
          case .next(let element):
            guard let object = obj else {
              sink.on(.completed)
              return
            }
            sink.on(.next(resultSelector(object, element)))
          case .error(let error): sink.on(.error(error))
          case .completed: sink.on(.completed)
          }
        }, sink.upstream())
    }
  }

  /// Pairs each element with `obj`, held weakly, as `(obj, element)`;
  /// completes at the first element that arrives after `obj` was released.
  public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
    withUnretained(obj) { ($0, $1) }
  }
}
