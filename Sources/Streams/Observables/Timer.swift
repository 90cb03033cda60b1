/// RxSwift's name for the integer types `timer` and `interval` count in.
public typealias RxAbstractInteger = FixedWidthInteger

extension Observable where Element: FixedWidthInteger {
  /// Emits `0` after `dueTime`, then, with a `period`, `1`, `2`, ... every
  /// period; without a period it completes after the first element.
  ///
  /// A negative `period` fails at once with ``RxError/argumentOutOfRange``
  /// (RxSwift stops the program on a dispatch scheduler); a negative
  /// `dueTime` is due now.
  public static func timer(
    _ dueTime: RxTimeInterval,
    period: RxTimeInterval? = nil,
    scheduler: SchedulerType
  ) -> Observable<Element> {
    if let period, period.timeInterval < 0 { return .error(RxError.argumentOutOfRange) }
    return Producer { sink in
      if let period {
        sink.subscription.add(
          scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) {
            count in
            sink.on(.next(count))
            return count &+ 1
          })
      } else {
        sink.subscription.add(
          scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            sink.on(.next(.zero))
            sink.on(.completed)
            return Disposables.create()
          })
      }
    }
  }

  /// Emits `0`, `1`, `2`, ... every `period`, starting one period from now;
  /// a negative `period` fails at once with ``RxError/argumentOutOfRange``.
  public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    timer(period, period: period, scheduler: scheduler)
  }
}
