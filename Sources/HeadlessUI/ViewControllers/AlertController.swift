import Foundation

/// An alert or action sheet: UIKit's `UIAlertController`.
///
/// Present it with ``ViewController/present(_:animated:completion:)``; while
/// presented it is what the presenter's ``ViewController/render()`` shows:
///
/// ```text
/// (alert) Delete "Milk"?
/// This cannot be undone.
/// [Cancel] | [Delete]
/// ```
///
/// The first line names the style (`(alert)` or `(action sheet)`) and the
/// title, then the message, each text field as a ``TextField`` renders,
/// and the actions in the order added: on one line joined by `" | "` for
/// an alert, one per line for an action sheet (disabled ones with
/// ` (disabled)`). ``tapAction(titled:)`` (or ``AlertAction/tap()``)
/// simulates the user's tap: the alert is dismissed, then the action's
/// handler runs. The first text field becomes the first responder when
/// the alert appears, as in UIKit. Main-actor only.
@preconcurrency @MainActor
open class AlertController: ViewController {
  /// How the alert is shown: UIKit's `UIAlertController.Style`.
  public enum Style: Int, Sendable {
    /// A sheet of actions from the bottom of the screen.
    case actionSheet
    /// A dialog in the middle of the screen.
    case alert
  }

  /// The text under the title.
  open var message: String? {
    didSet { checkMainActor(writing: "message") }
  }
  /// How the alert is shown.
  public private(set) var preferredStyle = Style.alert
  /// The buttons, in the order added.
  public private(set) var actions: [AlertAction] = []
  /// The action the return key triggers (one of ``actions``); stored
  /// only.
  public var preferredAction: AlertAction?
  private var fields: [TextField] = []

  /// Creates an alert (or action sheet) with `title` and `message`.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init()
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// Adds `action` as the last button.
  public func addAction(_ action: AlertAction) {
    checkMainActor(writing: "actions")
    action.alert = self
    actions.append(action)
  }

  /// Adds a text field under the message (UIKit allows them in alerts
  /// only), configured by `configurationHandler`.
  public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
    checkMainActor(writing: "textFields")
    let field = TextField()
    view.addSubview(field)
    fields.append(field)
    configurationHandler?(field)
  }

  /// The text fields, in the order added; `nil` when there are none.
  public var textFields: [TextField]? { fields.isEmpty ? nil : fields }

  /// Simulates the user's tap on the first action titled `title`
  /// (``AlertAction/tap()``): the alert is dismissed, then the action's
  /// handler runs.
  ///
  /// - Returns: Whether an action ran: `false` when no action has that
  ///   title, it is disabled, or the alert is not presented.
  @discardableResult
  public func tapAction(titled title: String) -> Bool {
    actions.first { $0.title == title }?.tap() ?? false
  }

  /// Makes the first text field the first responder, then calls `super`.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    fields.first?.becomeFirstResponder()
  }

  /// Ends editing in the text fields, then calls `super`.
  open override func viewWillDisappear(_ animated: Bool) {
    view.endEditing(true)
    super.viewWillDisappear(animated)
  }

  /// The alert's lines: `(alert) title` (or `(action sheet) title`), the
  /// message, the text fields, then the actions (one line for an alert,
  /// one line each for an action sheet).
  open override func renderLines() -> [String] {
    let kind = preferredStyle == .alert ? "(alert)" : "(action sheet)"
    var lines = [title.map { "\(kind) \($0)" } ?? kind]
    if let message { lines.append(message) }
    for field in fields where field.isShownInRender {
      lines.append(contentsOf: field.renderLines())
    }
    let buttons = actions.map(\.renderedText)
    switch preferredStyle {
    case .alert:
      if !buttons.isEmpty { lines.append(buttons.joined(separator: " | ")) }
    case .actionSheet:
      lines.append(contentsOf: buttons)
    }
    return lines
  }
}
