import Streams

extension Reactive where Base: Stepper {
  /// The stepper's value: the current value on subscription, then the
  /// value after each user tap on `-` or `+`; binding sets it (clamped to
  /// the range), sending nothing.
  @preconcurrency @MainActor
  public var value: ControlProperty<Double> {
    controlProperty(
      editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.value = $1 })
  }
}
