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
