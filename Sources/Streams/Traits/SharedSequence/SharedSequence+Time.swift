extension SharedSequenceConvertibleType {
  /// Shifts every element and the completion `dueTime` later, on the
  /// strategy's scheduler (the main thread).
  public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
  }
}

extension SharedSequence where Element: RxAbstractInteger {
  /// Emits `0`, `1`, `2`, … every `period`, starting one period from now, on
  /// the strategy's scheduler.
  public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
  }

  /// Emits `0` after `dueTime`, then `1`, `2`, … every `period`, on the
  /// strategy's scheduler.
  public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(
      Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
  }
}
