extension ObservableType {
  /// Runs side effects for each event and for the subscription's lifetime,
  /// without changing the sequence; an error thrown by a side effect ends the
  /// sequence with that error.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      onSubscribe?()
      if let onDispose { sink.subscription.add(Disposables.create(with: onDispose)) }
      source.run(
        { event in
          do {
            switch event {
            case .next(let element):
              try onNext?(element)
              sink.on(event)
              try afterNext?(element)
            case .error(let error):
              try onError?(error)
              sink.on(event)
              try afterError?(error)
            case .completed:
              try onCompleted?()
              sink.on(event)
              try afterCompleted?()
            }
          } catch {
            sink.on(.error(error))
          }
        }, sink.upstream())
      onSubscribed?()
    }
  }

  /// Turns each event into an element; the result completes after the
  /// source's terminal event.
  public func materialize() -> Observable<Event<Element>> {
    let source = asObservable()
    return Producer { sink in
      source.run(
        { event in
          sink.on(.next(event))
          if event.isStopEvent { sink.on(.completed) }
        }, sink.upstream())
    }
  }
}

extension ObservableType where Element: EventConvertible {
  /// Turns materialized events back into events.
  public func dematerialize() -> Observable<Element.Element> {
    let source = asObservable()
    return Producer { sink in
      source.run(
        { event in
          switch event {
          case .next(let element): sink.on(element.event)
          case .error(let error): sink.on(.error(error))
          case .completed: sink.on(.completed)
          }
        }, sink.upstream())
    }
  }
}

/// A type that wraps an ``Event`` (for `dematerialize`).
public protocol EventConvertible {
  /// The element type of the wrapped event.
  associatedtype Element
  /// The wrapped event.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  /// `self`.
  public var event: Event<Element> { self }
}
