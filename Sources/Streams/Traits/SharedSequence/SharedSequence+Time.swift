extension SharedSequenceConvertibleType {
  /// Emits an element only after `dueTime` passed without another one, timed
  /// on the strategy's scheduler (the main thread).
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
  }

  /// Emits the first element, then at most one per `dueTime`, timed on the
  /// strategy's scheduler (the main thread); with `latest` the last element
  /// of each `dueTime` interval is emitted when the interval ends.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(
      asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
  }

  /// Shifts every element and the completion `dueTime` later, on the
  /// strategy's scheduler (the main thread).
  public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
  }
}

extension SharedSequence where Element: RxAbstractInteger {
  /// Emits `0`, `1`, `2`, … every `period`, starting one period from now, on
  /// the strategy's scheduler.
  ///
  /// A negative `period` is reported as a ``SchedulerWarning`` (through
  /// ``Hooks/schedulerWarning``, naming this call's file and line) and the
  /// sequence completes at once: it cannot fail, and RxSwift stops the
  /// program there.
  public static func interval(
    _ period: RxTimeInterval, fileID: StaticString = #fileID, line: UInt = #line
  ) -> SharedSequence<SharingStrategy, Element> {
    timer(period, period: period, fileID: fileID, line: line)
  }

  /// Emits `0` after `dueTime`, then `1`, `2`, … every `period`, on the
  /// strategy's scheduler; a negative `period` as in ``interval(_:fileID:line:)``.
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> SharedSequence<SharingStrategy, Element> {
    guard period.timeInterval >= 0 else {
      Hooks.schedulerWarning(
        SchedulerWarning(
          "\(SharedSequence.self): a negative period (\(describe(period))) was refused; "
            + "the sequence completed at once",
          fileID: "\(fileID)", line: line))
      return SharedSequence(raw: .empty())
    }
    return SharedSequence(
      Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
  }
}
