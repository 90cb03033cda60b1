import Foundation
import HeadlessReactor
import InboxSample
import ReactorTesting
import SampleSupport
import TestSupport
import Testing
import XCTest

// MARK: - Inbox

/// The Inbox sample's screen scenarios, written once and run by both test
/// frameworks (``InboxScreenScenarioTests``, ``InboxScreenScenarioSuite``).
@MainActor
private enum InboxScreens {
  static func selectingARowPushesTheMessageAndBackFreesItWithItsReactor() throws {
    let app = try InboxApp()
    app.list.tableView.selectRow(at: IndexPath(row: 2, section: 0))
    weak let message = app.navigation.topViewController
    weak let reactor = (message as? MessageViewController)?.reactor

    expectTrue(app.navigation.render() == "< Inbox\n# Lunch?\nFrom: Bob\nAre you free at noon?")
    app.navigation.tapBackButton()

    expectTrue(app.reactor.currentState.navigation == Navigation())
    expectTrue(message == nil)
    expectTrue(becomesReleased { reactor == nil })
  }

  static func composeSendAddsTheMessageAndDismisses() throws {
    let app = try InboxApp()
    app.list.composeButton.tap()
    weak let compose = app.navigation.presentedViewController as? ComposeViewController

    compose?.subjectField.type("Ping")
    compose?.sendButton.tap()

    expectTrue(app.navigation.presentedViewController == nil)
    expectTrue(compose == nil)
    expectTrue(
      app.navigation.render().contains(
        "== Inbox: 3 unread ==\n  Me: Ping — Sent from the sample. >\n"))
  }

  static func swipingComposeDownReachesTheReactor() throws {
    let app = try InboxApp()
    app.list.composeButton.tap()

    app.navigation.presentedViewController?.swipeDownToDismiss()

    expectTrue(app.reactor.currentState.navigation.presented == nil)
    expectTrue(app.showsTheState)
  }

  static func settingsChangedOnTheirScreenShowInTheList() throws {
    let app = try InboxApp()
    app.list.settingsButton.tap()
    let settings = try unwrap(app.navigation.topViewController as? SettingsViewController)

    settings.previewsSwitch.toggle()
    app.navigation.tapBackButton()

    assertRender(app.navigation) {
      """
      # Inbox
      [Compose]  [Settings]
      == Inbox: 3 unread ==
        • Dee: Offsite >
        • Cy: Invoice >
        • Bob: Lunch? >
        Ann: Welcome >
      """
    }
  }

  static func theOpenOptionBuildsTheStackAndADeepLinkReplacesIt() throws {
    let app = try InboxApp(arguments: ["--open", "4"])
    expectTrue(app.reactor.currentState.navigation.path == [.message(id: 4)])

    var lines: [String] = []
    SampleRunner.execute("link 3", on: app, output: { lines.append($0) })

    expectTrue(lines == ["< Inbox\n# Invoice\nFrom: Cy\nAttached, due Friday."])
    expectTrue(app.navigation.viewControllers.count == 2)
  }
}

@MainActor
final class InboxScreenScenarioTests: ScreenTestCase {
  func test_selectingARowPushesTheMessageAndBackFreesItWithItsReactor() async throws {
    try InboxScreens.selectingARowPushesTheMessageAndBackFreesItWithItsReactor()
  }

  func test_composeSendAddsTheMessageAndDismisses() async throws {
    try InboxScreens.composeSendAddsTheMessageAndDismisses()
  }

  func test_swipingComposeDownReachesTheReactor() async throws {
    try InboxScreens.swipingComposeDownReachesTheReactor()
  }

  func test_settingsChangedOnTheirScreenShowInTheList() async throws {
    try InboxScreens.settingsChangedOnTheirScreenShowInTheList()
  }

  func test_theOpenOptionBuildsTheStackAndADeepLinkReplacesIt() async throws {
    try InboxScreens.theOpenOptionBuildsTheStackAndADeepLinkReplacesIt()
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct InboxScreenScenarioSuite {
  @Test func selectingARowPushesTheMessageAndBackFreesItWithItsReactor() throws {
    try InboxScreens.selectingARowPushesTheMessageAndBackFreesItWithItsReactor()
  }

  @Test func composeSendAddsTheMessageAndDismisses() throws {
    try InboxScreens.composeSendAddsTheMessageAndDismisses()
  }

  @Test func swipingComposeDownReachesTheReactor() throws {
    try InboxScreens.swipingComposeDownReachesTheReactor()
  }

  @Test func settingsChangedOnTheirScreenShowInTheList() throws {
    try InboxScreens.settingsChangedOnTheirScreenShowInTheList()
  }

  @Test func theOpenOptionBuildsTheStackAndADeepLinkReplacesIt() throws {
    try InboxScreens.theOpenOptionBuildsTheStackAndADeepLinkReplacesIt()
  }
}
