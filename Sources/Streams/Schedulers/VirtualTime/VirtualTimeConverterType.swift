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
