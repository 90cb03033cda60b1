extension ObservableType {
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
