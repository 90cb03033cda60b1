extension ObservableType {
  /// Continues with `other` if the source completes without elements.
  ///
  /// The source's error is forwarded; `other` is subscribed only at the
  /// source's completion.
  public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      var isEmpty = true
      source.run(
        { event in
          switch event {
          case .next:
            isEmpty = false
            sink.on(event)
          case .error: sink.on(event)
          case .completed:
            guard isEmpty else {
              sink.on(event)
              return
            }
            other.run(sink.on, sink.upstream())
          }
        }, sink.upstream())
    }
  }

  /// Replaces an empty sequence by a single `element`.
  public func ifEmpty(default element: Element) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      var isEmpty = true
      source.run(
        { event in
          switch event {
          case .next:
            isEmpty = false
            sink.on(event)
          case .error: sink.on(event)
          case .completed:
            if isEmpty { sink.on(.next(element)) }
            sink.on(.completed)
          }
        }, sink.upstream())
    }
  }
}
