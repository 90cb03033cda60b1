import Streams

extension Reactive where Base: Slider {
  /// The slider's value: the current value on subscription, then the value
  /// after each user drag (``HeadlessUI/Slider/slide(to:)``); binding sets
  /// it (clamped to the range), sending nothing.
  @preconcurrency @MainActor
  public var value: ControlProperty<Float> {
    controlProperty(
      editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.value = $1 })
  }
}
