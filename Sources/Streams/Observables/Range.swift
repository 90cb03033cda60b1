extension Observable where Element: FixedWidthInteger {
  /// Emits `count` consecutive integers starting at `start`, each in its own
  /// action on `scheduler`, then completes.
  ///
  /// - Precondition: `count >= 0`, and `start + count - 1` is representable.
  public static func range(
    start: Element,
    count: Element,
    scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    precondition(count >= 0, "count can't be negative")
    precondition(
      count == 0 || !start.addingReportingOverflow(count - 1).overflow,
      "start + count - 1 overflows")
    return Producer { sink in
      sink.subscription.add(
        scheduler.scheduleRecursive(Element.zero) { offset, recurse in
          if offset < count {
            sink.on(.next(start + offset))
            // On the current-thread scheduler the recursion may run before
            // `subscribe` returns, so disposal is checked here too.
            if !sink.isDisposed { recurse(offset + 1) }
          } else {
            sink.on(.completed)
          }
        })
    }
  }
}
