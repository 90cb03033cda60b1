/// A control with `-` and `+` buttons that step a value: UIKit's
/// `UIStepper`.
///
/// Renders `[-] value [+]` (`[-] 3 [+]`), with ` (disabled)` when
/// disabled. ``increment()`` and ``decrement()`` simulate the user tapping
/// `+` and `-` (each sends `.valueChanged`, so `rx.value` emits); setting
/// ``value`` in code sends nothing, as in UIKit. The value stays within
/// ``minimumValue``…``maximumValue``; at an end it stops there, or wraps
/// around to the other end when ``wraps``. A NaN or infinite number (or a
/// step that is not positive, which UIKit raises on) is refused with a
/// ``ViewWarning/Kind/invalidValue`` warning, and the previous value stays.
/// Main-actor only.
@preconcurrency @MainActor
open class Stepper: Control {
  /// The value, kept within ``minimumValue``…``maximumValue`` (0 unless
  /// set).
  open var value: Double = 0 {
    didSet {
      checkMainActor(writing: "value")
      if refuseNonFinite("value", &value, old: oldValue) { return }
      let clamped = clamp(value)
      if clamped != value { value = clamped }
    }
  }
  /// The lowest value (0 unless set).
  open var minimumValue: Double = 0 {
    didSet {
      if refuseNonFinite("minimumValue", &minimumValue, old: oldValue) { return }
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = clamp(value)
    }
  }
  /// The highest value (100 unless set).
  open var maximumValue: Double = 100 {
    didSet {
      if refuseNonFinite("maximumValue", &maximumValue, old: oldValue) { return }
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = clamp(value)
    }
  }
  /// How much one tap changes the value (1 unless set); positive.
  open var stepValue: Double = 1 {
    didSet {
      if refuseNonFinite("stepValue", &stepValue, old: oldValue) || stepValue > 0 { return }
      reportInvalidValue(
        ".stepValue = \(stepValue) was refused: the step must be greater than 0; "
          + "it stays \(oldValue)")
      stepValue = oldValue
    }
  }
  /// Whether stepping past an end wraps around to the other end (`false`).
  open var wraps = false
  /// Whether holding a button repeats the step (`true`); stored only: each
  /// simulated tap is one step.
  open var autorepeat = true
  /// Whether each step sends `.valueChanged` at once (`true`); stored
  /// only: each simulated tap sends its event.
  open var isContinuous = true

  /// Simulates a tap on `+`: adds ``stepValue`` (stopping at, or wrapping
  /// from, ``maximumValue``) and sends `.valueChanged` when the value
  /// changed. Ignored when the touch cannot reach the stepper
  /// (``HeadlessView/isReachableByTouch``).
  public func increment() {
    step(by: stepValue)
  }

  /// Simulates a tap on `-`: subtracts ``stepValue`` (stopping at, or
  /// wrapping from, ``minimumValue``) and sends `.valueChanged` when the
  /// value changed. Ignored when the touch cannot reach the stepper.
  public func decrement() {
    step(by: -stepValue)
  }

  private func step(by delta: Double) {
    guard isReachableByTouch else { return }
    var next = value + delta
    if next > maximumValue {
      next = wraps ? minimumValue : maximumValue
    } else if next < minimumValue {
      next = wraps ? maximumValue : minimumValue
    }
    guard next != value else { return }
    value = next
    sendActions(for: .valueChanged)
  }

  private func clamp(_ value: Double) -> Double {
    min(max(value, minimumValue), maximumValue)
  }

  /// `[-] value [+]`, with ` (disabled)` when disabled.
  open override var renderedText: String? {
    "[-] \(renderedNumber(value)) [+]" + (isEnabled ? "" : " (disabled)")
  }
}
