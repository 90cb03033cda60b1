extension ObservableType {
  /// Subscribes to the source only after `dueTime` on `scheduler`; the
  /// source's events are not delayed.
  ///
  /// Disposing before `dueTime` cancels the subscription altogether.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    let madeIn = SubscribingOwner()
    return Producer { sink in
      let owner = madeIn.orCurrent()
      sink.subscription.add(
        scheduler.scheduleRelative((), dueTime: dueTime) { _ in
          // On the scheduler's thread, in the chain's scope (see `SubscribingOwner`).
          let entered = owner.enter()
          defer { owner.leave(entered) }
          source.run(sink.on, sink.upstream())
          return Disposables.create()
        })
    }
  }
}
