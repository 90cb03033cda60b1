import Streams

/// A value with the virtual tick at which it happened.
public struct Recorded<Value>: CustomDebugStringConvertible {
  /// The tick.
  public let time: TestTime
  /// The value.
  public let value: Value

  /// Records `value` at `time`.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  /// `value @ time`.
  public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
  /// A recorded `.next(element)` at `time`.
  public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .next(element))
  }

  /// A recorded `.completed` at `time`.
  public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self)
    -> Recorded<Event<T>> where Value == Event<T>
  {
    Recorded(time: time, value: .completed)
  }

  /// A recorded `.error(error)` at `time`.
  public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self)
    -> Recorded<Event<T>> where Value == Event<T>
  {
    Recorded(time: time, value: .error(error))
  }

  /// The given recorded events as an array.
  public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }
}

/// When a test observable was subscribed and unsubscribed, in ticks.
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
  /// The tick of `subscribe`.
  public let subscribe: TestTime
  /// The tick of disposal; `TestTime.max` while still subscribed.
  public let unsubscribe: TestTime

  /// A subscription still active.
  public init(_ subscribe: TestTime) {
    self.init(subscribe, TestTime.max)
  }

  /// A subscription from `subscribe` to `unsubscribe`.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// `(subscribe: 200, unsubscribe: 1000)`, or `(subscribe: 200)` if still
  /// active.
  public var debugDescription: String {
    unsubscribe == TestTime.max
      ? "(subscribe: \(subscribe))" : "(subscribe: \(subscribe), unsubscribe: \(unsubscribe))"
  }
}
