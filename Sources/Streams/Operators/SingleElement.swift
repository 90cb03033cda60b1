extension ObservableType {
  /// Forwards the source's only element and its completion.
  ///
  /// Fails with ``RxError/moreThanOneElement`` at a second element and with
  /// ``RxError/noElements`` if the source completes without one. The element
  /// is emitted as soon as it arrives, before the source completes.
  public func single() -> Observable<Element> {
    singleElement(nil)
  }

  /// Forwards the only element that satisfies `predicate`, and the source's
  /// completion.
  ///
  /// Fails with ``RxError/moreThanOneElement`` at a second matching element,
  /// with ``RxError/noElements`` if the source completes without one, and
  /// with the error `predicate` throws.
  public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    singleElement(predicate)
  }

  private func singleElement(_ predicate: ((Element) throws -> Bool)?) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      var seen = false
      source.run(
        { event in
          switch event {
          case .next(let element):
            if let predicate {
              let matches: Bool
              do { matches = try predicate(element) } catch {
                sink.on(.error(error))
                return
              }
              guard matches else { return }
            }
            if seen {
              sink.on(.error(RxError.moreThanOneElement))
              return
            }
            seen = true
            sink.on(event)
          case .error: sink.on(event)
          case .completed:
            sink.on(seen ? .completed : .error(RxError.noElements))
          }
        }, sink.upstream())
    }
  }
}
