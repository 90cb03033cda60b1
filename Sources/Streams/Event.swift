/// A notification delivered to an observer: an element, or the end of the
/// sequence, with or without an error.
///
/// A sequence follows the Rx grammar `next* (error | completed)?`: any number
/// of elements, then at most one terminal event, and nothing after it.
@frozen
public enum Event<Element> {
  /// The next element of the sequence.
  case next(Element)
  /// The sequence failed with `error`; nothing follows.
  case error(Swift.Error)
  /// The sequence ended successfully; nothing follows.
  case completed
}

extension Event {
  /// The element of a `.next` event, otherwise `nil`.
  public var element: Element? {
    if case .next(let element) = self { return element }
    return nil
  }

  /// The error of an `.error` event, otherwise `nil`.
  public var error: Swift.Error? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// Whether this is `.error` or `.completed`.
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }

  /// Whether this is `.completed`.
  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// Transforms the element of a `.next` event; an error thrown by `transform`
  /// becomes an `.error` event.
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let element):
      do { return .next(try transform(element)) } catch { return .error(error) }
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
  }
}

extension Event: CustomDebugStringConvertible {
  /// `next(value)`, `error(error)` or `completed`.
  public var debugDescription: String {
    switch self {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
  }
}

extension Event: @unchecked Sendable where Element: Sendable {}

extension Event: Equatable where Element: Equatable {
  /// Equal kinds with equal elements; errors are equal when they have the same
  /// type and the same description (as RxTest compares them on Linux).
  public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): return left == right
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)): return errorsMatch(left, right)
    default: return false
    }
  }
}

extension MaybeEvent: Equatable where Element: Equatable {
  /// Equal kinds with equal elements; errors compared as ``Event``'s are.
  public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)): return errorsMatch(left, right)
    default: return false
    }
  }
}

extension CompletableEvent: Equatable {
  /// Equal kinds; errors compared as ``Event``'s are.
  public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
    switch (lhs, rhs) {
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)): return errorsMatch(left, right)
    default: return false
    }
  }
}

/// Whether two errors count as equal in events: the same type and the same
/// description (as RxTest compares them on Linux, where `NSError` bridging
/// is absent).
package func errorsMatch(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
  type(of: left) == type(of: right) && String(reflecting: left) == String(reflecting: right)
}
