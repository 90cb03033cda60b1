extension ObservableType {
  /// Emits `elements` first, then this sequence's events.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    Observable.concat([Observable.from(elements), asObservable()])
  }
}
