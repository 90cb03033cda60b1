import Foundation

/// A ``VirtualTimeScheduler`` whose clock is a `Date` (RxSwift's): replays
/// work scheduled along historical dates without waiting for them.
///
/// Thread-safety: as ``VirtualTimeScheduler``.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>,
  @unchecked Sendable
{
  /// Creates a scheduler whose clock starts at `initialClock` (the Unix
  /// epoch by default).
  public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
    super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
  }
}

/// The converter of ``HistoricalScheduler``: virtual time is real time, a
/// `Date`, and intervals are seconds.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
  /// Virtual time is a `Date`.
  public typealias VirtualTimeUnit = RxTime
  /// Virtual intervals are seconds.
  public typealias VirtualTimeIntervalUnit = TimeInterval

  /// Creates the converter.
  public init() {}

  /// `virtualTime` itself.
  public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }
  /// `time` itself.
  public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }
  /// `virtualTimeInterval` itself.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
    virtualTimeInterval
  }
  /// `timeInterval` itself.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval {
    timeInterval
  }
  /// `time` plus `offset` seconds.
  public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
    time.addingTimeInterval(offset)
  }
  /// The dates' order.
  public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }
}
