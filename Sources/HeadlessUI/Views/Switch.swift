/// An on/off control: UIKit's `UISwitch`.
///
/// Renders `[x]` when on and `[ ]` when off. ``toggle()`` simulates the
/// user flipping it (sends `.valueChanged`, so `rx.isOn` emits); setting
/// ``isOn`` in code does not send anything, as in UIKit. Main-actor only.
@preconcurrency @MainActor
open class Switch: Control {
  /// Whether the switch is on.
  open var isOn = false {
    didSet { checkMainActor(writing: "isOn") }
  }

  /// Sets the state without sending events (`animated` is ignored).
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// The color of the track when on; stored, never drawn.
  open var onTintColor: Color?
  /// The color of the thumb; stored, never drawn.
  open var thumbTintColor: Color?

  /// Simulates a user's flip: changes the state and sends `.valueChanged`
  /// when the touch reaches the switch (``HeadlessView/isReachableByTouch``:
  /// enabled, and neither it nor a view containing it hidden, transparent
  /// or not interactive); does nothing otherwise.
  public func toggle() {
    guard isReachableByTouch else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
  }

  /// `[x]` when on, `[ ]` when off.
  open override var renderedText: String? { isOn ? "[x]" : "[ ]" }
}
