extension ObservableType {
  /// Keeps only the elements for which `predicate` is true.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      source.run(
        { event in
          if case .next(let element) = event {
            do {
              if try predicate(element) { sink.on(event) }
            } catch {
              sink.on(.error(error))
            }
          } else {
            sink.on(event)
          }
        }, sink.upstream())
    }
  }
}
