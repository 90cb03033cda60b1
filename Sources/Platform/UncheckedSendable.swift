/// Carries a value across a `@Sendable` boundary that the framework has
/// already made safe by other means (a serial queue, a lock, or a hand-over
/// where the sender never touches the value again).
///
/// Every use states, beside it, why the hand-over is safe.
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
  @usableFromInline package var value: Value
  @usableFromInline package init(_ value: Value) { self.value = value }
}
