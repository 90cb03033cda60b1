extension ObservableType {
  /// Subscribes to the source only after `dueTime` on `scheduler`; the
  /// source's events are not delayed.
  ///
  /// Disposing before `dueTime` cancels the subscription altogether.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { sink in
      sink.subscription.add(
        scheduler.scheduleRelative((), dueTime: dueTime) { _ in
          source.run(sink.on, sink.upstream())
          return Disposables.create()
        })
    }
  }
}
