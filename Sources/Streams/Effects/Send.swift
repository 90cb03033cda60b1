import Platform

/// What an effect started with ``Streams/Observable/run(priority:operation:catch:)``
/// sends its values with: call it like a function, `send(.setResults(items))`.
///
/// Sendable: pass it to child tasks and escaping callbacks. Values sent from
/// several tasks at once are delivered one at a time; values sent after the
/// effect's subscription was disposed (its task cancelled) are dropped, so
/// a cancelled search never shows its late results.
public struct Send<Element>: Sendable {
  /// Where the values go.
  private enum Destination: Sendable {
    /// A closure (``init(_:)``).
    case closure(@Sendable (Element) -> Void)
    /// A running effect's target: no closure to allocate per effect.
    case target(any EffectTarget<Element>)
  }

  private let destination: Destination

  /// A `Send` that hands each value to `deliver` (for tests of code that
  /// takes a `Send`).
  public init(_ deliver: @escaping @Sendable (Element) -> Void) {
    destination = .closure(deliver)
  }

  /// The `Send` of a running effect: each value goes to `target`.
  init(to target: any EffectTarget<Element>) {
    destination = .target(target)
  }

  /// Sends `value` downstream (dropped once the effect was cancelled).
  public func callAsFunction(_ value: Element) {
    switch destination {
    case .closure(let deliver): deliver(value)
    case .target(let target): target.send(value)
    }
  }
}
