/// A one-line editable text: UIKit's `UITextField`.
///
/// Renders `<text>`, or `<placeholder>` when empty. ``type(_:)`` simulates
/// a user typing (one `.editingChanged` per character, so `rx.text` emits
/// after each keystroke, as on a device); setting ``text`` in code sends
/// nothing, as in UIKit. Main-actor only.
@preconcurrency @MainActor
open class TextField: Control {
  /// The text in the field.
  open var text: String? = "" {
    didSet { checkMainActor(writing: "text") }
  }
  /// The text shown while the field is empty.
  open var placeholder: String?

  /// Simulates typing `characters` at the end of the field, one keystroke
  /// (and one `.editingChanged`) per character. Ignored when disabled or
  /// hidden.
  public func type(_ characters: String) {
    guard isEnabled, !isHidden else { return }
    for character in characters {
      text = (text ?? "") + String(character)
      sendActions(for: .editingChanged)
    }
  }

  /// Simulates deleting the last `count` characters, one keystroke each.
  public func deleteBackward(_ count: Int = 1) {
    guard isEnabled, !isHidden else { return }
    for _ in 0..<count {
      guard let current = text, !current.isEmpty else { return }
      text = String(current.dropLast())
      sendActions(for: .editingChanged)
    }
  }

  /// Simulates the user clearing the field (one `.editingChanged`).
  public func clear() {
    guard isEnabled, !isHidden, text?.isEmpty == false else { return }
    text = ""
    sendActions(for: .editingChanged)
  }

  /// `<text>`, or `<placeholder>` when the text is empty.
  open override var renderedText: String? {
    let shown = text ?? ""
    return "<\(shown.isEmpty ? (placeholder ?? "") : shown)>"
  }
}
