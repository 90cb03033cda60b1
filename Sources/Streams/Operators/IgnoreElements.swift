extension ObservableType {
  /// Drops every element, keeping only the terminal event.
  public func ignoreElements() -> Observable<Never> {
    let source = asObservable()
    return Producer { sink in
      source.run({ sink.forwardStop($0) }, sink.upstream())
    }
  }
}
