import Foundation

/// How a ``VirtualTimeScheduler`` maps its virtual clock to real time
/// (RxSwift's): the units of its time and intervals, and how to compare,
/// offset and convert them.
///
/// The scheduler calls these with its lock held (they order its queue and
/// move its clock): an implementation must be a pure computation on its
/// arguments, and must not use the scheduler (reading its `clock` there
/// would wait for the lock for ever).
public protocol VirtualTimeConverterType {
  /// A point on the virtual clock.
  associatedtype VirtualTimeUnit
  /// A span of virtual time.
  associatedtype VirtualTimeIntervalUnit

  /// The real time of `virtualTime`.
  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
  /// The virtual time of `time`.
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
  /// The real interval of `virtualTimeInterval`, in seconds.
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval
  /// The virtual interval of `timeInterval` seconds (`.infinity` for
  /// `RxTimeInterval.never`).
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
  /// `time` moved by `offset`.
  func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit
  /// How `lhs` compares with `rhs`.
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison

  /// The time from 1970 to `virtualTime`: a ``VirtualTimeClock``'s `now`.
  /// The default goes through ``convertFromVirtualTime(_:)``'s date (a
  /// precision of about a microsecond near today); beyond ±1e18 seconds it
  /// is that bound.
  func timeSince1970(_ virtualTime: VirtualTimeUnit) -> Duration

  /// The first virtual time at or after `time` since 1970: where a
  /// ``VirtualTimeClock``'s sleep until that instant wakes. The default
  /// goes through a date and ``convertToVirtualTime(_:)``.
  func virtualTime(atOrAfter time: Duration) -> VirtualTimeUnit
}

extension VirtualTimeConverterType {
  /// The time since 1970 of ``convertFromVirtualTime(_:)``'s date.
  public func timeSince1970(_ virtualTime: VirtualTimeUnit) -> Duration {
    .clampedSeconds(convertFromVirtualTime(virtualTime).timeIntervalSince1970)
  }

  /// ``convertToVirtualTime(_:)`` of the date `time` after 1970, less half
  /// a microsecond: a date's round trip through seconds since 1970 may land
  /// a hair after the scheduler's own `addingTimeInterval` of the same
  /// span, and a sleep must wake when the clock is moved by exactly it.
  public func virtualTime(atOrAfter time: Duration) -> VirtualTimeUnit {
    convertToVirtualTime(Date(timeIntervalSince1970: time.secondsValue - 5e-7))
  }
}

/// How two virtual times compare.
public enum VirtualTimeComparison: Sendable {
  /// The first is earlier.
  case lessThan
  /// They are the same time.
  case equal
  /// The first is later.
  case greaterThan
}
