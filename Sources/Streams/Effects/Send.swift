import Platform

/// What an effect started with ``Streams/Observable/run(priority:operation:catch:)``
/// sends its values with: call it like a function, `send(.setResults(items))`.
///
/// Sendable: pass it to child tasks and escaping callbacks. Values sent from
/// several tasks at once are delivered one at a time; values sent after the
/// effect's subscription was disposed (its task cancelled) are dropped, so
/// a cancelled search never shows its late results.
public struct Send<Element>: Sendable {
  private let deliver: @Sendable (Element) -> Void

  /// A `Send` that hands each value to `deliver` (for tests of code that
  /// takes a `Send`).
  public init(_ deliver: @escaping @Sendable (Element) -> Void) {
    self.deliver = deliver
  }

  /// Sends `value` downstream (dropped once the effect was cancelled).
  public func callAsFunction(_ value: Element) {
    deliver(value)
  }
}
