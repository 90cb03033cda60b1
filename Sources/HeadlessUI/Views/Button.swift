/// A control that performs an action when tapped: UIKit's `UIButton`.
///
/// Renders `[title]` (and ` (disabled)` when disabled). ``tap()`` simulates
/// a user's touch: `rx.tap` fires unless the button is disabled or hidden.
/// Main-actor only.
@preconcurrency @MainActor
open class Button: Control {
  private var titles: [State: String] = [:]

  /// Creates a button with `title` for the normal state.
  public convenience init(title: String?) {
    self.init(frame: .zero)
    setTitle(title, for: .normal)
  }

  /// Sets the title shown in `state` (only `.normal` is rendered).
  open func setTitle(_ title: String?, for state: State) {
    checkMainActor(writing: "title")
    titles[state] = title
  }

  /// The title set for `state`, falling back to the normal one.
  open func title(for state: State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// The title currently shown.
  public var currentTitle: String? { title(for: isEnabled ? .normal : .disabled) }

  /// Simulates a user's tap: sends `.touchUpInside` when the button is
  /// enabled and visible; does nothing otherwise.
  public func tap() {
    guard isEnabled, !isHidden else { return }
    sendActions(for: .touchUpInside)
  }

  /// `[title]`, with ` (disabled)` when disabled.
  open override var renderedText: String? {
    "[\(currentTitle ?? "")]" + (isEnabled ? "" : " (disabled)")
  }
}
