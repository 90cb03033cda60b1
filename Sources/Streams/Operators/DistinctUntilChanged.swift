extension ObservableType where Element: Equatable {
  /// Drops each element equal to the one before it.
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: ==)
  }
}

extension ObservableType {
  /// Drops each element whose key equals the previous element's key.
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
    -> Observable<Element>
  {
    distinctUntilChanged(keySelector, comparer: ==)
  }

  /// Drops each element that `comparer` says equals the previous one.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Drops each element whose value at `keyPath` equals the previous one's.
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
  }

  /// Drops each element whose key `comparer` says equals the previous key.
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      var previous: Key?
      source.run(
        { event in
          guard case .next(let element) = event else {
            sink.on(event)
            return
          }
          do {
            let key = try keySelector(element)
            if let previous, try comparer(previous, key) { return }
            previous = key
          } catch {
            sink.on(.error(error))
            return
          }
          sink.on(event)
        }, sink.upstream())
    }
  }
}
