/// Mutable per-subscription operator state (a `scan` accumulator) that the
/// Rx grammar already serializes: upstream never sends two events at once, so
/// the state needs no lock, and keeping it behind a pointer spares the hot
/// path the runtime's dynamic exclusivity check on a captured `var`.
@usableFromInline
final class UnsafeStateBox<Value> {
  @usableFromInline
  let value: UnsafeMutablePointer<Value>

  @usableFromInline
  init(_ initial: Value) {
    value = .allocate(capacity: 1)
    value.initialize(to: initial)
  }

  deinit {
    value.deinitialize(count: 1)
    value.deallocate()
  }
}
