extension ObservableType {
  /// The sequence as a ``Single``: its only element, then completion.
  ///
  /// A violated contract is an error, never a crash: a second element ends
  /// the sequence at once with ``RxError/moreThanOneElement`` (and disposes
  /// the source); completion without an element is ``RxError/noElements``.
  public func asSingle() -> Single<Element> {
    let source = asObservable()
    return Single(
      raw: Producer { sink in
        // Per subscription; only touched by the serially delivered upstream.
        let stored = UnsafeStateBox<Element?>(nil)
        source.run(
          { event in
            switch event {
            case .next(let element):
              if stored.value.pointee != nil {
                sink.on(.error(RxError.moreThanOneElement))
                return
              }
              stored.value.pointee = element
            case .error(let error):
              sink.on(.error(error))
            case .completed:
              guard let element = stored.value.pointee else {
                sink.on(.error(RxError.noElements))
                return
              }
              stored.value.pointee = nil
              sink.on(.next(element))
              sink.on(.completed)
            }
          }, sink.upstream())
      })
  }

  /// A ``Single`` of the first element, or `nil` when the sequence completes
  /// without one; the source is disposed after its first element.
  public func first() -> Single<Element?> {
    let source = asObservable()
    return Single(
      raw: Producer { sink in
        source.run(
          { event in
            switch event {
            case .next(let element):
              sink.on(.next(element))
              sink.on(.completed)
            case .error(let error):
              sink.on(.error(error))
            case .completed:
              sink.on(.next(nil))
              sink.on(.completed)
            }
          }, sink.upstream())
      })
  }

  /// The sequence as a ``Maybe``: its element, if any, then completion.
  ///
  /// A second element ends the sequence at once with
  /// ``RxError/moreThanOneElement`` (and disposes the source) instead of
  /// crashing.
  public func asMaybe() -> Maybe<Element> {
    let source = asObservable()
    return Maybe(
      raw: Producer { sink in
        // Per subscription; only touched by the serially delivered upstream.
        let stored = UnsafeStateBox<Element?>(nil)
        source.run(
          { event in
            switch event {
            case .next(let element):
              if stored.value.pointee != nil {
                sink.on(.error(RxError.moreThanOneElement))
                return
              }
              stored.value.pointee = element
            case .error(let error):
              sink.on(.error(error))
            case .completed:
              if let element = stored.value.pointee {
                stored.value.pointee = nil
                sink.on(.next(element))
              }
              sink.on(.completed)
            }
          }, sink.upstream())
      })
  }

}

extension ObservableType where Element == Never {
  /// The sequence as a ``Completable``: its error or completion forwarded.
  ///
  /// Only an observable of `Never` converts, as in RxSwift 6, so that
  /// `createColdObservable([.completed(20)]).asCompletable()` infers its
  /// element type; for any other, call `ignoreElements()` first.
  public func asCompletable() -> Completable {
    Completable(raw: asObservable())
  }
}
