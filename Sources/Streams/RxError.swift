import Dispatch
import Foundation

/// Errors raised by the operators themselves.
public enum RxError: Swift.Error, CustomDebugStringConvertible, Equatable {
  /// `timeout` saw no element for `dueTime`.
  case timeout(dueTime: DispatchTimeInterval)
  /// The sequence had no elements where at least one was required.
  case noElements
  /// The sequence had more than one element where at most one was allowed.
  case moreThanOneElement
  /// An index or count was outside the sequence (`element(at:)` past the
  /// last element), or negative (`element(at:)`, `Observable.range`).
  case argumentOutOfRange
  /// An integer counter of an operator overflowed (`enumerated()`), or a
  /// range's last element does not fit its type (`Observable.range`).
  case overflow
  /// A subject was used after it was disposed.
  case disposed(object: String)
  /// A value was read from a `BehaviorSubject` that has already failed or
  /// was otherwise unavailable.
  case unknown

  /// A sentence that says what went wrong.
  public var debugDescription: String {
    switch self {
    case .timeout(let dueTime):
      return "Sequence timeout: no element within \(describe(dueTime))."
    case .noElements: return "Sequence doesn't contain any elements."
    case .moreThanOneElement: return "Sequence contains more than one element."
    case .argumentOutOfRange: return "Argument out of range."
    case .overflow: return "Arithmetic overflow occurred."
    case .disposed(let object): return "Object `\(object)` was already disposed."
    case .unknown: return "Unknown error occurred."
    }
  }
}

extension RxError: CustomStringConvertible {
  /// Same as `debugDescription`.
  public var description: String { debugDescription }
}

/// Human form of a dispatch interval, e.g. `2s`, `150ms`.
func describe(_ interval: DispatchTimeInterval) -> String {
  switch interval {
  case .seconds(let value): return "\(value)s"
  case .milliseconds(let value): return "\(value)ms"
  case .microseconds(let value): return "\(value)µs"
  case .nanoseconds(let value): return "\(value)ns"
  case .never: return "never"
  @unknown default: return "\(interval)"
  }
}

extension RxError: LocalizedError {
  /// The same sentence, so that `localizedDescription` says what was wrong.
  public var errorDescription: String? { debugDescription }
}
