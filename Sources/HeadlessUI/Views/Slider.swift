/// A control that picks a value from a continuous range: UIKit's
/// `UISlider`.
///
/// Renders its track with the thumb where the value is, then the value:
/// `|----o------| 0.4` (eleven positions from ``minimumValue`` to
/// ``maximumValue``), with ` (disabled)` when disabled. ``slide(to:)``
/// simulates the user dragging the thumb (sends `.valueChanged`, so
/// `rx.value` emits); setting ``value`` in code sends nothing, as in
/// UIKit. The value always stays within the range. A NaN or infinite
/// value or bound is refused with a ``ViewWarning/Kind/invalidValue``
/// warning, keeping the one before. Main-actor only.
@preconcurrency @MainActor
open class Slider: Control {
  /// The value, kept within ``minimumValue``…``maximumValue`` (0 unless
  /// set). A NaN or infinite value is refused (a
  /// ``ViewWarning/Kind/invalidValue`` warning): the value stays what it
  /// was.
  open var value: Float = 0 {
    didSet {
      checkMainActor(writing: "value")
      if refuseNonFinite("value", &value, old: oldValue) { return }
      let clamped = clamp(value)
      if clamped != value { value = clamped }
    }
  }
  /// The lowest value (0 unless set); the value moves up to it if needed.
  /// A NaN or infinite bound is refused, as a NaN ``value`` is.
  open var minimumValue: Float = 0 {
    didSet {
      if refuseNonFinite("minimumValue", &minimumValue, old: oldValue) { return }
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = clamp(value)
    }
  }
  /// The highest value (1 unless set); the value moves down to it if
  /// needed. A NaN or infinite bound is refused, as a NaN ``value`` is.
  open var maximumValue: Float = 1 {
    didSet {
      if refuseNonFinite("maximumValue", &maximumValue, old: oldValue) { return }
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = clamp(value)
    }
  }
  /// Whether a drag sends `.valueChanged` as it goes (`true`) or once at
  /// its end; a simulated ``slide(to:)`` is a whole drag, so it sends one
  /// event either way.
  open var isContinuous = true
  /// The color of the track below the thumb; stored only.
  open var minimumTrackTintColor: Color?
  /// The color of the track above the thumb; stored only.
  open var maximumTrackTintColor: Color?
  /// The color of the thumb; stored only.
  open var thumbTintColor: Color?
  /// The image at the low end of the track; stored only.
  open var minimumValueImage: Image?
  /// The image at the high end of the track; stored only.
  open var maximumValueImage: Image?

  /// Sets the value without sending events, as ``value`` does (clamped to
  /// the range, NaN and infinities refused; `animated` is ignored).
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Simulates the user dragging the thumb to `value` (clamped to the
  /// range, so an infinity drags to an end): sets it and sends
  /// `.valueChanged` when it changed. Ignored when the touch cannot reach
  /// the slider (``HeadlessView/isReachableByTouch``: disabled, or it or a
  /// view containing it hidden, transparent or not interactive). A NaN
  /// `value` is refused with a ``ViewWarning/Kind/invalidValue`` warning:
  /// nothing moves and nothing is sent.
  public func slide(to value: Float) {
    guard !value.isNaN else {
      reportInvalidValue(
        ".slide(to: nan) was refused: not a number; the value stays \(self.value)")
      return
    }
    guard isReachableByTouch else { return }
    let target = clamp(value)
    guard target != self.value else { return }
    self.value = target
    sendActions(for: .valueChanged)
  }

  private func clamp(_ value: Float) -> Float {
    min(max(value, minimumValue), maximumValue)
  }

  /// `|----o------| value`, with ` (disabled)` when disabled.
  open override var renderedText: String? {
    // In `Double`, where the span of any two finite `Float`s is finite;
    // whatever a subclass's overrides return is shown within the track.
    let span = Double(maximumValue) - Double(minimumValue)
    let fraction = span > 0 ? (Double(value) - Double(minimumValue)) / span : 0
    let thumb = fraction.isFinite ? Int((min(max(fraction, 0), 1) * 10).rounded()) : 0
    let track = (0...10).map { $0 == thumb ? "o" : "-" }.joined()
    return "|\(track)| \(renderedNumber(value))" + (isEnabled ? "" : " (disabled)")
  }
}
