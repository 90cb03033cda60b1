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

  /// Simulates a user's flip: changes the state and sends `.valueChanged`
  /// when the switch is enabled and visible; does nothing otherwise.
  public func toggle() {
    guard isEnabled, !isHidden else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
  }

  /// `[x]` when on, `[ ]` when off.
  open override var renderedText: String? { isOn ? "[x]" : "[ ]" }
}
