extension ObservableType {
  /// Subscribes to, and disposes, the source on `scheduler`.
  ///
  /// The source's subscription is disposed on `scheduler` (a
  /// ``ScheduledDisposable``) whether the subscription is disposed or the
  /// source ends: on a `TestScheduler` a source ending at 300 is
  /// unsubscribed at 301. Disposing before the subscribe action ran cancels
  /// it.
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    // The source itself, not `asObservable()`: wrapping it in `create` would
    // dispose it synchronously on its terminal event.
    let source = self
    let madeIn = SubscribingOwner()
    return Producer { sink in
      let owner = madeIn.orCurrent()
      sink.subscription.add(
        scheduler.schedule(()) { _ in
          // On the scheduler's thread, in the chain's scope (see `SubscribingOwner`).
          let entered = owner.enter()
          defer { owner.leave(entered) }
          let subscription = source.subscribe(AnyObserver(eventHandler: sink.on))
          // Added after an early end too: then it is disposed at once, which
          // schedules the source's disposal.
          sink.subscription.add(
            ScheduledDisposable(scheduler: scheduler, disposable: subscription))
          return Disposables.create()
        })
    }
  }
}
