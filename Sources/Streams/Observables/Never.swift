extension Observable {
  /// A sequence that never emits and never ends.
  public static func never() -> Observable<Element> {
    Producer { _ in }
  }
}
