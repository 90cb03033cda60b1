import Foundation

/// A one-line editable text: UIKit's `UITextField`.
///
/// Renders the typed text in angle brackets (`<bo>`); while the text is
/// empty, the ``placeholder`` is labeled as one (`<placeholder: Search>`,
/// or `<>` without a placeholder), so that a render tells a hint from
/// typed text. A secure field shows one `•` per character; the first
/// responder shows a caret (`<bo|>`, or `<|placeholder: Search>` when
/// empty). ``type(_:)`` simulates a user typing
/// (one `.editingChanged` per character, so `rx.text` emits after each
/// keystroke, as on a device); setting ``text`` in code sends nothing, as
/// in UIKit. ``HeadlessView/becomeFirstResponder()`` sends
/// `.editingDidBegin`, ``HeadlessView/resignFirstResponder()``
/// `.editingDidEnd`, and ``pressReturn()`` `.editingDidEndOnExit` before
/// resigning. Font, colors and keyboard settings are stored, never
/// applied. Main-actor only.
@preconcurrency @MainActor
open class TextField: Control {
  /// The border drawn around a text field: UIKit's
  /// `UITextField.BorderStyle` (stored, never drawn).
  public enum BorderStyle: Int, Sendable {
    /// No border (the default).
    case none
    /// A thin line.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle.
    case roundedRect
  }

  /// The text in the field: `""` unless set, and never `nil`: setting
  /// `nil` empties the field and reads back `""`, as in UIKit (the type
  /// stays `String?`, UIKit's).
  open var text: String? = "" {
    didSet {
      checkMainActor(writing: "text")
      if text == nil { text = "" }
    }
  }
  /// The text shown while the field is empty.
  open var placeholder: String?
  /// Whether the text is hidden behind dots (a password); rendered as one
  /// `•` per character.
  open var isSecureTextEntry = false {
    didSet { checkMainActor(writing: "isSecureTextEntry") }
  }
  /// The font, `nil` for the system default; stored only.
  open var font: Font?
  /// The color of the text, `nil` for the default; stored only.
  open var textColor: Color?
  /// How the text is aligned (``TextAlignment/natural`` unless set);
  /// stored only.
  open var textAlignment = TextAlignment.natural
  /// The border (``BorderStyle/none`` unless set); stored only.
  open var borderStyle = BorderStyle.none
  /// The keyboard shown while editing; stored only.
  open var keyboardType = KeyboardType.default
  /// The title of the return key; stored only (``pressReturn()`` works
  /// whatever it is).
  open var returnKeyType = ReturnKeyType.default
  /// When the keyboard capitalizes; stored only.
  open var autocapitalizationType = TextAutocapitalizationType.sentences
  /// Whether the keyboard corrects spelling; stored only.
  open var autocorrectionType = TextAutocorrectionType.default

  /// An enabled field can become the first responder.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Simulates typing `characters` at the end of the field, one keystroke
  /// (and one `.editingChanged`) per character. Ignored when the touch
  /// cannot reach the field (``HeadlessView/isReachableByTouch``:
  /// disabled, or it or a view containing it hidden, transparent or not
  /// interactive). Typing does not change the first responder: call
  /// ``HeadlessView/becomeFirstResponder()`` first to simulate the user
  /// focusing the field.
  public func type(_ characters: String) {
    guard isReachableByTouch else { return }
    for character in characters {
      text = (text ?? "") + String(character)
      sendActions(for: .editingChanged)
    }
  }

  /// Simulates deleting the last `count` characters, one keystroke each
  /// (0 deletes nothing). Ignored when the touch cannot reach the field. A
  /// negative `count` is refused with a ``ViewWarning/Kind/invalidValue``
  /// warning: nothing is deleted.
  public func deleteBackward(_ count: Int = 1) {
    guard acceptsDeleteCount(count), isReachableByTouch else { return }
    for _ in 0..<count {
      guard let current = text, !current.isEmpty else { return }
      text = String(current.dropLast())
      sendActions(for: .editingChanged)
    }
  }

  /// Simulates the user clearing the field (one `.editingChanged`).
  /// Ignored when the touch cannot reach the field or it is empty.
  public func clear() {
    guard isReachableByTouch, text?.isEmpty == false else { return }
    text = ""
    sendActions(for: .editingChanged)
  }

  /// Simulates the return key: sends `.editingDidEndOnExit` (so
  /// `rx.controlEvent(.editingDidEndOnExit)` fires, as ports use it to
  /// submit or move to the next field), then resigns first responder,
  /// which sends `.editingDidEnd` when the field was the first responder.
  /// Ignored when the touch cannot reach the field.
  public func pressReturn() {
    guard isReachableByTouch else { return }
    sendActions(for: .editingDidEndOnExit)
    resignFirstResponder()
  }

  /// Sends `.editingDidBegin`.
  override func didBecomeFirstResponder() {
    sendActions(for: .editingDidBegin)
  }

  /// Sends `.editingDidEnd`.
  override func didResignFirstResponder() {
    sendActions(for: .editingDidEnd)
  }

  /// `<text>`, or `<placeholder: …>` when the text is empty (`<>` without
  /// a placeholder); dots for secure text; a caret after the text (before
  /// the placeholder) when the field is the first responder.
  open override var renderedText: String? {
    let shown = text ?? ""
    let caret = isFirstResponder ? "|" : ""
    if shown.isEmpty { return Self.renderedEmptyField(placeholder: placeholder, caret: caret) }
    let visible = isSecureTextEntry ? String(repeating: "•", count: shown.count) : shown
    return "<\(visible)\(caret)>"
  }
}

extension TextField {
  /// An empty field as a render shows it: `<placeholder: Search>` (with
  /// the caret after `<` while editing), or `<>` without a placeholder.
  /// Shared by ``SearchBar``.
  nonisolated static func renderedEmptyField(placeholder: String?, caret: String) -> String {
    guard let placeholder, !placeholder.isEmpty else { return "<\(caret)>" }
    return "<\(caret)placeholder: \(placeholder)>"
  }
}
