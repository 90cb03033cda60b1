extension Observable where Element: FixedWidthInteger {
  /// Emits `count` consecutive integers starting at `start`, each in its own
  /// action on `scheduler`, then completes.
  ///
  /// Fails at once with ``RxError/argumentOutOfRange`` for a negative
  /// `count`, and with ``RxError/overflow`` when `start + count - 1` does not
  /// fit in `Element` (RxSwift stops the program in both cases).
  public static func range(
    start: Element,
    count: Element,
    scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    guard count >= 0 else { return .error(RxError.argumentOutOfRange) }
    guard count == 0 || !start.addingReportingOverflow(count - 1).overflow else {
      return .error(RxError.overflow)
    }
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
