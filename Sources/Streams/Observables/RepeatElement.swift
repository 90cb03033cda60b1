extension Observable {
  /// Emits `element` for ever, each time in its own action on `scheduler`;
  /// disposing the subscription stops it.
  public static func repeatElement(
    _ element: Element,
    scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    Producer { sink in
      sink.subscription.add(
        scheduler.scheduleRecursive(()) { _, recurse in
          sink.on(.next(element))
          // On the current-thread scheduler the recursion may run before
          // `subscribe` returns, so disposal is checked here too.
          if !sink.isDisposed { recurse(()) }
        })
    }
  }
}
