extension Observable {
  /// A sequence that fails at once with `error`.
  public static func error(_ error: Swift.Error) -> Observable<Element> {
    Producer { sink in sink.on(.error(error)) }
  }
}
