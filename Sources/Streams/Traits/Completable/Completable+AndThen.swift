extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// Subscribes to `second` after this completable completes; an error ends
  /// the result without subscribing to `second`.
  public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
    Single(raw: andThenObservable(second.asObservable()))
  }

  /// Subscribes to `second` after this completable completes.
  public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: andThenObservable(second.asObservable()))
  }

  /// Subscribes to `second` after this completable completes.
  public func andThen(_ second: Completable) -> Completable {
    Completable(raw: andThenObservable(second.asObservable()))
  }

  /// Subscribes to `second` after this completable completes.
  public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
    andThenObservable(second)
  }

  private func andThenObservable<Element>(_ second: Observable<Element>) -> Observable<Element> {
    let first = primitiveSequence.source
    return Producer { sink in
      first.run(
        { event in
          switch event {
          case .error(let error): sink.on(.error(error))
          case .completed: second.run(sink.on, sink.upstream())
          }
        }, sink.upstream())
    }
  }
}
