extension Observable {
  /// A sequence that completes at once without elements.
  public static func empty() -> Observable<Element> {
    Producer { sink in sink.on(.completed) }
  }
}
