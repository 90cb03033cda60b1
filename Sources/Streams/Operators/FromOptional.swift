extension Observable {
  /// Emits the wrapped value if there is one, then completes, synchronously
  /// during `subscribe`.
  public static func from(optional: Element?) -> Observable<Element> {
    guard let element = optional else { return .empty() }
    return .just(element)
  }

  /// Emits the wrapped value if there is one and completes, both in one
  /// action on `scheduler`.
  public static func from(optional: Element?, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    Producer { sink in
      sink.subscription.add(
        scheduler.schedule(()) { _ in
          if let element = optional { sink.on(.next(element)) }
          sink.on(.completed)
          return Disposables.create()
        })
    }
  }
}
