extension Observable {
  /// Creates a sequence from a subscribe function: it receives an observer
  /// for each subscription and returns what to dispose when that
  /// subscription ends.
  ///
  /// The observer enforces the Rx grammar (events after a terminal event are
  /// ignored) and, after a terminal event, disposes the returned disposable.
  /// Events must not be sent concurrently to one observer.
  public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> Disposable
  ) -> Observable<Element> {
    Producer { sink in
      sink.subscription.add(subscribe(AnyObserver(eventHandler: sink.on)))
    }
  }

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
