import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// A presented alert is the screen; tapping an action dismisses it, then
/// runs the action's handler, as in UIKit.
@MainActor
final class AlertControllerTests: ScreenTestCase {
  /// A visible screen to present alerts on.
  private func shownScreen() -> (Window, ViewController) {
    let screen = titledController("List")
    let window = Window(rootViewController: screen)
    window.makeKeyAndVisible()
    return (window, screen)
  }

  func test_aPresentedAlertIsRenderedAsTheScreen() async {
    let (window, screen) = shownScreen()
    let alert = AlertController(
      title: "Delete \"Milk\"?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive))

    screen.present(alert, animated: true)

    XCTAssertEqual(
      window.render(), "(alert) Delete \"Milk\"?\nThis cannot be undone.\n[Cancel] | [Delete]")
    XCTAssertEqual(screen.render(), window.render())
    XCTAssertEqual(alert.actions.map(\.style), [.cancel, .destructive])
  }

  func test_tappingAnActionDismissesTheAlertThenRunsItsHandler() async {
    let (window, screen) = shownScreen()
    let alert = AlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
    var log: [String] = []
    alert.addAction(
      AlertAction(title: "Sign out", style: .default) { action in
        log.append("\(action.title ?? "") presented: \(screen.presentedViewController != nil)")
      })
    screen.present(alert, animated: true)

    XCTAssertTrue(alert.tapAction(titled: "Sign out"))

    XCTAssertEqual(log, ["Sign out presented: false"])
    XCTAssertNil(alert.presentingViewController)
    XCTAssertEqual(window.render(), "# List")
  }

  func test_aDisabledOrMissingActionDoesNothing() async {
    let (_, screen) = shownScreen()
    let alert = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
    var ran = 0
    let save = AlertAction(title: "Save", style: .default) { _ in ran += 1 }
    save.isEnabled = false
    alert.addAction(save)
    screen.present(alert, animated: false)

    XCTAssertFalse(save.tap())
    XCTAssertFalse(alert.tapAction(titled: "Nope"))

    XCTAssertEqual(ran, 0)
    XCTAssertTrue(screen.presentedViewController === alert)
    XCTAssertEqual(screen.render(), "(alert) Rename\n[Save] (disabled)")
  }

  func test_anAlertThatIsNotPresentedTakesNoTap() async {
    let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
    var ran = 0
    alert.addAction(AlertAction(title: "OK", style: .default) { _ in ran += 1 })

    XCTAssertFalse(alert.tapAction(titled: "OK"))
    XCTAssertEqual(ran, 0)
    XCTAssertEqual(alert.render(), "(alert)\n[OK]")
  }

  func test_anActionSheetListsOneActionPerLine() async {
    let (window, screen) = shownScreen()
    let sheet = AlertController(title: nil, message: "Share via", preferredStyle: .actionSheet)
    for title in ["Mail", "Messages"] {
      sheet.addAction(AlertAction(title: title, style: .default))
    }
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))

    screen.present(sheet, animated: true)

    XCTAssertEqual(window.render(), "(action sheet)\nShare via\n[Mail]\n[Messages]\n[Cancel]")
  }

  func test_textFieldsAreConfiguredRenderedAndTheFirstIsFocused() async {
    let (window, screen) = shownScreen()
    let alert = AlertController(title: "New list", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField { field in
      field.placeholder = "Password"
      field.isSecureTextEntry = true
    }
    var created: [String] = []
    alert.addAction(
      AlertAction(title: "Create", style: .default) { [unowned alert] _ in
        created.append(alert.textFields?.first?.text ?? "")
      })
    XCTAssertNil(AlertController(title: nil, message: nil, preferredStyle: .alert).textFields)

    screen.present(alert, animated: true)
    XCTAssertEqual(
      window.render(), "(alert) New list\n<|placeholder: Name>\n<placeholder: Password>\n[Create]")
    alert.textFields?.first?.type("Groceries")
    alert.textFields?.last?.type("pw")
    XCTAssertEqual(window.render(), "(alert) New list\n<Groceries|>\n<••>\n[Create]")
    alert.tapAction(titled: "Create")

    XCTAssertEqual(created, ["Groceries"])
    XCTAssertFalse(alert.textFields?.first?.isFirstResponder ?? true)
  }

  func test_aHandlerCanPresentTheNextAlert() async {
    let (window, screen) = shownScreen()
    let first = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    let second = AlertController(title: "Deleted", message: nil, preferredStyle: .alert)
    second.addAction(AlertAction(title: "OK", style: .default))
    first.addAction(
      AlertAction(title: "Delete", style: .destructive) { _ in
        screen.present(second, animated: true)
      })
    screen.present(first, animated: true)

    first.tapAction(titled: "Delete")

    XCTAssertEqual(window.render(), "(alert) Deleted\n[OK]")
  }
}
