extension ObservableType where Element: ObservableConvertibleType {
  /// Forwards only the latest inner sequence's events.
  public func switchLatest() -> Observable<Element.Element> {
    flatMapLatest { $0 }
  }
}
