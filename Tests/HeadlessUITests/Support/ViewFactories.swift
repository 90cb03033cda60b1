import Foundation
import HeadlessUI

// One-line makers for the views and controllers many tests start from.

/// A label showing `text`.
@MainActor
func makeLabel(_ text: String) -> Label {
  let label = Label()
  label.text = text
  return label
}

/// A plain controller titled `title`.
@MainActor
func titledController(_ title: String) -> ViewController {
  let controller = ViewController()
  controller.title = title
  return controller
}

/// A navigation controller on `root`, shown in a key window.
@MainActor
func showNavigation(_ root: ViewController) -> NavigationController {
  let navigation = NavigationController(rootViewController: root)
  Window(rootViewController: navigation).makeKeyAndVisible()
  return navigation
}

/// A controller whose view holds `tableView`, added when the view loads.
final class TableScreen: ViewController {
  private(set) var tableView = TableView()

  /// A screen showing `tableView`.
  static func showing(_ tableView: TableView) -> TableScreen {
    let screen = TableScreen()
    screen.tableView = tableView
    return screen
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
  }
}

/// A settings form in `root`, in this order: a "Settings" title, a hidden
/// "secret" label, a switch, a field showing "Ann", the `extra` views and
/// a Save button.
@MainActor
func makeSettingsForm(adding extra: [HeadlessView] = []) -> (
  root: HeadlessView, secret: Label, field: TextField
) {
  let root = HeadlessView()
  let secret = makeLabel("secret")
  secret.isHidden = true
  let field = TextField()
  field.text = "Ann"
  let views: [HeadlessView] = [makeLabel("Settings"), secret, Switch(), field]
  for view in views + extra + [Button(title: "Save")] { root.addSubview(view) }
  return (root, secret, field)
}
