extension Observable {
  /// Emits the wrapped value if there is one, then completes, synchronously
  /// during `subscribe`.
  public static func from(optional: Element?) -> Observable<Element> {
    guard let element = optional else { return .empty() }
    return .just(element)
  }

  /// Emits the wrapped value, if there is one, in one action on
  /// `scheduler`, and completes in the next (at once when there is none), as
  /// RxSwift does.
  public static func from(optional: Element?, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    Producer { sink in
      sink.subscription.add(
        scheduler.schedule(()) { _ in
          guard let element = optional else {
            sink.on(.completed)
            return Disposables.create()
          }
          sink.on(.next(element))
          return scheduler.schedule(()) { _ in
            sink.on(.completed)
            return Disposables.create()
          }
        })
    }
  }
}
