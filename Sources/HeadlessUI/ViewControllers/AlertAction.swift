/// A button of an ``AlertController``: UIKit's `UIAlertAction`.
///
/// ``tap()`` simulates the user's tap: the alert is dismissed, then the
/// handler runs with the action, as in UIKit. A disabled action does
/// nothing. Main-actor only.
@preconcurrency @MainActor
public final class AlertAction {
  /// How an action looks: UIKit's `UIAlertAction.Style`.
  public enum Style: Int, Sendable {
    /// A normal button.
    case `default`
    /// The button that cancels (one per alert in UIKit).
    case cancel
    /// A button that destroys something (red in UIKit).
    case destructive
  }

  /// The button's title.
  public let title: String?
  /// How the button looks.
  public let style: Style
  /// Whether the user can tap the button (`true`); rendered with
  /// ` (disabled)` when not.
  public var isEnabled = true
  /// The alert the action was added to.
  weak var alert: AlertController?
  private let handler: ((AlertAction) -> Void)?

  /// Creates an action titled `title`; `handler` runs after the alert is
  /// dismissed by a tap on it.
  public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }

  /// Simulates the user's tap: dismisses the alert, then runs the handler
  /// with this action. Does nothing when the action is disabled or its
  /// alert is not presented (the user cannot see it).
  ///
  /// - Returns: Whether the tap did anything.
  @discardableResult
  public func tap() -> Bool {
    guard isEnabled, let alert, alert.presentingViewController != nil else { return false }
    alert.dismiss(animated: true) { [handler] in handler?(self) }
    return true
  }

  /// `[title]`, with ` (disabled)` when disabled.
  var renderedText: String {
    "[\(title ?? "")]" + (isEnabled ? "" : " (disabled)")
  }
}
