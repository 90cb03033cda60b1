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
}
