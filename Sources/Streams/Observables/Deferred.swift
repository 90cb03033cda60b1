extension Observable {
  /// Creates a fresh sequence for every subscription by calling `factory`;
  /// an error thrown by `factory` becomes the sequence's error.
  public static func deferred(
    _ factory: @escaping () throws -> Observable<Element>
  ) -> Observable<Element> {
    Producer { sink in
      let source: Observable<Element>
      do {
        source = try factory()
      } catch {
        sink.on(.error(error))
        return
      }
      source.run(sink.on, sink.upstream())
    }
  }
}
