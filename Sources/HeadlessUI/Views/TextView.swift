import Foundation
import Streams

/// A multi-line editable text: UIKit's `UITextView`, a ``ScrollView``.
///
/// Renders each line of its text prefixed by `| ` (an empty text is one
/// `|` line); the first responder shows a caret after the text.
/// ``type(_:)`` simulates the user typing: the view becomes the first
/// responder (`rx.didBeginEditing`, the delegate's
/// `textViewDidBeginEditing`) if it was not, then each keystroke asks the
/// delegate's `textView(_:shouldChangeTextIn:replacementText:)` and, when
/// allowed, changes the text and reports it (`rx.didChange`, `rx.text`,
/// `textViewDidChange`). Setting ``text`` in code tells no one, as in
/// UIKit. Font, colors and keyboard settings are stored, never applied.
/// Main-actor only.
@preconcurrency @MainActor
open class TextView: ScrollView {
  /// The text: `""` unless set, and never `nil`: setting `nil` empties
  /// the view and reads back `""`, as in UIKit (the type stays `String!`,
  /// UIKit's).
  open var text: String! = "" {
    didSet {
      checkMainActor(writing: "text")
      if text == nil { text = "" }
    }
  }
  /// Whether the user can edit the text.
  open var isEditable = true
  /// Whether the user can select the text (stored, not used).
  open var isSelectable = true
  /// The font, `nil` for the system default; stored only.
  open var font: Font?
  /// The color of the text, `nil` for the default; stored only.
  open var textColor: Color?
  /// How the text is aligned; stored only.
  open var textAlignment = TextAlignment.natural
  /// The space around the text (stored, not used).
  open var textContainerInset = EdgeInsets.zero
  /// The keyboard shown while editing; stored only.
  open var keyboardType = KeyboardType.default
  /// The title of the return key; stored only.
  open var returnKeyType = ReturnKeyType.default
  /// When the keyboard capitalizes; stored only.
  open var autocapitalizationType = TextAutocapitalizationType.sentences
  /// Whether the keyboard corrects spelling; stored only.
  open var autocorrectionType = TextAutocorrectionType.default

  /// Told about editing and scrolling; held weakly.
  public weak var delegate: TextViewDelegate?

  /// What `rx` listens to, made by its first use.
  private var observedTextEvents: TextViewEvents?
  var textEvents: TextViewEvents {
    if let observedTextEvents { return observedTextEvents }
    let events = TextViewEvents()
    observedTextEvents = events
    return events
  }

  override var scrollDelegate: ScrollViewDelegate? { delegate }

  /// An editable text view can become the first responder.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Simulates the user typing `characters` at the end of the text: focuses
  /// the view first, then one keystroke per character (see the type's
  /// description). Ignored when the view is not editable or a touch cannot
  /// reach it (``HeadlessView/isReachableByTouch``).
  public func type(_ characters: String) {
    guard isEditable, isReachableByTouch else { return }
    if !isFirstResponder { becomeFirstResponder() }
    for character in characters {
      replaceEnd(removing: 0, with: String(character))
    }
  }

  /// Simulates deleting the last `count` characters, one keystroke each,
  /// focusing the view first (see ``type(_:)``). Ignored when `count` is
  /// 0, the view is not editable or a touch cannot reach it. A negative
  /// `count` is refused with a ``ViewWarning/Kind/invalidValue`` warning:
  /// nothing happens.
  public func deleteBackward(_ count: Int = 1) {
    guard acceptsDeleteCount(count), count > 0, isEditable, isReachableByTouch else { return }
    if !isFirstResponder { becomeFirstResponder() }
    for _ in 0..<count where !(text ?? "").isEmpty {
      replaceEnd(removing: 1, with: "")
    }
  }

  /// Replaces the last `removing` characters with `replacement`, if the
  /// delegate allows it, and reports the change.
  private func replaceEnd(removing count: Int, with replacement: String) {
    let current = text ?? ""
    let utf16Count = (current as NSString).length
    let removedLength = (String(current.suffix(count)) as NSString).length
    let range = NSRange(location: utf16Count - removedLength, length: removedLength)
    if let delegate,
      !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement)
    {
      return
    }
    text = String(current.dropLast(count)) + replacement
    delegate?.textViewDidChange(self)
    observedTextEvents?.didChange.onNext(())
  }

  /// Tells the delegate and `rx` that editing began.
  override func didBecomeFirstResponder() {
    delegate?.textViewDidBeginEditing(self)
    observedTextEvents?.didBeginEditing.onNext(())
  }

  /// Tells the delegate and `rx` that editing ended.
  override func didResignFirstResponder() {
    delegate?.textViewDidEndEditing(self)
    observedTextEvents?.didEndEditing.onNext(())
  }

  /// Each line of the text prefixed by `| `, a caret after the text when
  /// the view is the first responder.
  open override func renderLines() -> [String] {
    let shown = (text ?? "") + (isFirstResponder ? "|" : "")
    let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "|" : "| \($0)" }
    return refreshLines + lines
  }
}

/// What a text view reports to `rx`.
final class TextViewEvents {
  let didBeginEditing = PublishSubject<Void>()
  let didEndEditing = PublishSubject<Void>()
  let didChange = PublishSubject<Void>()
}

/// Reacts to a ``TextView``'s editing: UIKit's `UITextViewDelegate`, with
/// its method names and defaults; it hears scrolling too.
@preconcurrency @MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
  /// Editing began.
  func textViewDidBeginEditing(_ textView: TextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: TextView)
  /// The user changed the text.
  func textViewDidChange(_ textView: TextView)
  /// Whether the user may replace `range` with `text` (default `true`).
  func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
}

extension TextViewDelegate {
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: TextView) {}
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: TextView) {}
  /// Does nothing.
  public func textViewDidChange(_ textView: TextView) {}
  /// Allows every change.
  public func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
}
