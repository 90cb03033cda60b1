import Platform
import Streams

/// A search field with optional Cancel button: UIKit's `UISearchBar`, a
/// view (not a control), as in UIKit.
///
/// Renders `(search) <text>`, or, while the text is empty, the labeled
/// placeholder as a ``TextField`` shows it (`(search) <placeholder: Search>`),
/// with a caret while it is the first responder (`(search) <text|>`) and
/// ` [Cancel]` when ``showsCancelButton``. The simulated user actions:
/// ``type(_:)`` (the bar becomes the first responder first, then one text
/// change per character), ``deleteBackward(_:)``, ``clear()``,
/// ``tapSearchButton()`` and ``tapCancelButton()``; each tells the
/// ``delegate`` and fires the matching `rx` event (`rx.text`,
/// `rx.searchButtonClicked`, `rx.cancelButtonClicked`,
/// `rx.textDidBeginEditing`, `rx.textDidEndEditing`). Setting ``text`` in
/// code tells no one, as in UIKit. Main-actor only.
@preconcurrency @MainActor
open class SearchBar: HeadlessView {
  /// The look of the bar: UIKit's `UISearchBar.Style` (stored, never
  /// drawn).
  public enum Style: Int, Sendable {
    /// The default look.
    case `default`
    /// A translucent background and an opaque field.
    case prominent
    /// No background, a translucent field.
    case minimal
  }

  /// What the bar tells its `rx` observers.
  enum Event {
    case textDidChange, didBeginEditing, didEndEditing, searchButtonClicked, cancelButtonClicked
  }

  /// The text in the field.
  open var text: String? = "" {
    didSet { checkMainActor(writing: "text") }
  }
  /// The text shown while the field is empty.
  open var placeholder: String? {
    didSet { checkMainActor(writing: "placeholder") }
  }
  /// A line of text above the field; stored only.
  open var prompt: String?
  /// Whether the Cancel button is shown (and can be tapped).
  open var showsCancelButton = false {
    didSet { checkMainActor(writing: "showsCancelButton") }
  }
  /// The look of the bar (``Style/default`` unless set); stored only.
  open var searchBarStyle = Style.default
  /// The color of the bar; stored only.
  open var barTintColor: Color?
  /// The keyboard shown while editing; stored only.
  open var keyboardType = KeyboardType.default
  /// The title of the return key (Search); stored only.
  open var returnKeyType = ReturnKeyType.search
  /// When the keyboard capitalizes; stored only.
  open var autocapitalizationType = TextAutocapitalizationType.sentences
  /// Whether the keyboard corrects spelling; stored only.
  open var autocorrectionType = TextAutocorrectionType.default
  /// Told about editing and button taps, before the `rx` observers.
  public weak var delegate: SearchBarDelegate?

  private var handlers: [(id: Int, event: Event, handler: @MainActor () -> Void)] = []
  private var nextHandlerID = 0

  /// Shows or hides the Cancel button (`animated` is ignored).
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// A search bar can become the first responder (the user tapped into
  /// it).
  open override var canBecomeFirstResponder: Bool { true }

  // MARK: Simulated user actions

  /// Simulates typing `characters` at the end of the text: the bar becomes
  /// the first responder if it is not (beginning editing), then each
  /// character changes the text and is reported (`rx.text` emits after
  /// each). Ignored when the touch cannot reach the bar
  /// (``HeadlessView/isReachableByTouch``: it or a view containing it
  /// hidden, transparent or not interactive).
  public func type(_ characters: String) {
    guard isReachableByTouch else { return }
    becomeFirstResponder()
    for character in characters {
      text = (text ?? "") + String(character)
      textDidChange()
    }
  }

  /// Simulates deleting the last `count` characters, one keystroke (and
  /// one text change) each; the bar becomes the first responder first.
  /// Ignored when `count` is 0 or the touch cannot reach the bar. A
  /// negative `count` is refused with a ``ViewWarning/Kind/invalidValue``
  /// warning: nothing happens.
  public func deleteBackward(_ count: Int = 1) {
    guard acceptsDeleteCount(count), count > 0, isReachableByTouch else { return }
    becomeFirstResponder()
    for _ in 0..<count {
      guard let current = text, !current.isEmpty else { return }
      text = String(current.dropLast())
      textDidChange()
    }
  }

  /// Simulates a tap on the field's clear button: empties the text (one
  /// text change). Ignored when the text is empty or the touch cannot
  /// reach the bar.
  public func clear() {
    guard isReachableByTouch, text?.isEmpty == false else { return }
    text = ""
    textDidChange()
  }

  /// Simulates the keyboard's Search key: tells the delegate
  /// (`searchBarSearchButtonClicked(_:)`) and fires
  /// `rx.searchButtonClicked`. The bar stays the first responder, as in
  /// UIKit (resign it to dismiss the keyboard). Ignored when the touch
  /// cannot reach the bar.
  public func tapSearchButton() {
    guard isReachableByTouch else { return }
    delegate?.searchBarSearchButtonClicked(self)
    send(.searchButtonClicked)
  }

  /// Simulates a tap on the Cancel button: tells the delegate
  /// (`searchBarCancelButtonClicked(_:)`) and fires
  /// `rx.cancelButtonClicked`. Ignored when the button is not shown
  /// (``showsCancelButton``) or the touch cannot reach the bar.
  public func tapCancelButton() {
    guard isReachableByTouch, showsCancelButton else { return }
    delegate?.searchBarCancelButtonClicked(self)
    send(.cancelButtonClicked)
  }

  // MARK: Events

  /// Tells the delegate and `rx` that editing began.
  override func didBecomeFirstResponder() {
    delegate?.searchBarTextDidBeginEditing(self)
    send(.didBeginEditing)
  }

  /// Tells the delegate and `rx` that editing ended.
  override func didResignFirstResponder() {
    delegate?.searchBarTextDidEndEditing(self)
    send(.didEndEditing)
  }

  private func textDidChange() {
    delegate?.searchBar(self, textDidChange: text ?? "")
    send(.textDidChange)
  }

  private func send(_ event: Event) {
    let matching = handlers.filter { $0.event == event }
    for entry in matching { entry.handler() }
  }

  /// Registers `handler` for `events`; returns a disposable that removes
  /// it.
  func addHandler(for events: Set<Event>, _ handler: @escaping @MainActor () -> Void) -> Disposable
  {
    var ids: [Int] = []
    for event in events {
      nextHandlerID += 1
      ids.append(nextHandlerID)
      handlers.append((nextHandlerID, event, handler))
    }
    return Disposables.create { [weak self] in
      performOnMain(ids) { ids in self?.handlers.removeAll { ids.contains($0.id) } }
    }
  }

  // MARK: Rendering

  /// `(search) <text>` (`<placeholder: …>` when empty, a caret while
  /// editing), then ` [Cancel]` when the Cancel button is shown.
  open override var renderedText: String? {
    let shown = text ?? ""
    let caret = isFirstResponder ? "|" : ""
    let field =
      shown.isEmpty
      ? TextField.renderedEmptyField(placeholder: placeholder, caret: caret)
      : "<\(shown)\(caret)>"
    return "(search) \(field)" + (showsCancelButton ? " [Cancel]" : "")
  }
}
