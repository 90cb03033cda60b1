import Foundation
import HeadlessReactor
import InboxSample
import ReactorTesting
import SampleSupport
import TestSupport
import Testing
import XCTest

/// The Inbox sample's screen scenarios, each written once and run by
/// both test frameworks (``SampleScreenScenarioTests``,
/// ``SampleScreenScenarioSuite``).
@MainActor
enum InboxScreenScenario: String, ScreenScenario {
  case selectingARowPushesTheMessageAndBackFreesItWithItsReactor,
    composeSendAddsTheMessageAndDismisses, swipingComposeDownReachesTheReactor,
    settingsChangedOnTheirScreenShowInTheList, theOpenOptionBuildsTheStackAndADeepLinkReplacesIt

  func run() async throws {
    switch self {
    case .selectingARowPushesTheMessageAndBackFreesItWithItsReactor:
      let app = try InboxApp()
      app.list.tableView.selectRow(at: IndexPath(row: 2, section: 0))
      weak let message = app.navigation.topViewController
      weak let reactor = (message as? MessageViewController)?.reactor

      expectTrue(app.navigation.render() == "< Inbox\n# Lunch?\nFrom: Bob\nAre you free at noon?")
      app.navigation.tapBackButton()

      expectTrue(app.reactor.currentState.navigation == Navigation())
      expectTrue(message == nil)
      expectTrue(becomesReleased { reactor == nil })
    case .composeSendAddsTheMessageAndDismisses:
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
    case .swipingComposeDownReachesTheReactor:
      let app = try InboxApp()
      app.list.composeButton.tap()

      app.navigation.presentedViewController?.swipeDownToDismiss()

      expectTrue(app.reactor.currentState.navigation.presented == nil)
      expectTrue(app.showsTheState)
    case .settingsChangedOnTheirScreenShowInTheList:
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
    case .theOpenOptionBuildsTheStackAndADeepLinkReplacesIt:
      let app = try InboxApp(arguments: ["--open", "4"])
      expectTrue(app.reactor.currentState.navigation.path == [.message(id: 4)])

      var lines: [String] = []
      SampleRunner.execute("link 3", on: app, output: { lines.append($0) })

      expectTrue(lines == ["< Inbox\n# Invoice\nFrom: Cy\nAttached, due Friday."])
      expectTrue(app.navigation.viewControllers.count == 2)
    }
  }
}

@MainActor
final class InboxScreenTests: ScreenTestCase {
  func test_selectingARow_pushesTheMessageWithItsOwnReactor_andBackFreesThem() async throws {
    let app = try InboxApp()

    app.list.tableView.selectRow(at: IndexPath(row: 0, section: 0))

    let watched = WeakScreen(app.navigation.topViewController)
    XCTAssertEqual(
      (watched.screen as? MessageViewController)?.destination, .message(id: 4))
    XCTAssertEqual(app.reactor.currentState.navigation.path, [.message(id: 4)])
    assertRender(app.navigation) {
      """
      < Inbox
      # Offsite
      From: Dee
      Agenda in the doc.
      """
    }

    app.navigation.tapBackButton()

    XCTAssertEqual(app.reactor.currentState.navigation, Navigation())
    XCTAssertTrue(watched.isFreed)
    XCTAssertTrue(app.showsTheState)
  }

  func test_compose_isPresentedOverAPushedMessage_andSendAddsTheMessageAndDismisses() async throws {
    let app = try InboxApp()
    app.list.tableView.selectRow(at: IndexPath(row: 1, section: 0))
    app.reactor.action.onNext(.compose)
    let compose = WeakScreen(app.navigation.presentedViewController)
    XCTAssertEqual(
      app.screen.render(), "# New message\n[Cancel]  [Send] (disabled)\n<placeholder: Subject>")

    do {
      let screen = try XCTUnwrap(compose.screen as? ComposeViewController)
      screen.subjectField.type("Agenda")
      screen.sendButton.tap()
    }

    XCTAssertNil(app.navigation.presentedViewController)
    XCTAssertEqual(app.reactor.currentState.navigation, Navigation(path: [.message(id: 3)]))
    XCTAssertEqual(app.reactor.currentState.messages.last?.subject, "Agenda")
    XCTAssertEqual(app.screen.render(), "< Inbox\n# Invoice\nFrom: Cy\nAttached, due Friday.")
    XCTAssertTrue(compose.isFreed)
  }

  func test_swipingComposeDown_dismissesIt_andCancelDoesToo() async throws {
    let app = try InboxApp()
    app.composeButtonTap()
    let first = WeakScreen(app.navigation.presentedViewController)

    app.navigation.presentedViewController?.swipeDownToDismiss()

    XCTAssertNil(app.reactor.currentState.navigation.presented)
    XCTAssertTrue(first.isFreed)

    app.composeButtonTap()
    let second = WeakScreen(app.navigation.presentedViewController)
    (second.screen as? ComposeViewController)?.cancelButton.tap()
    XCTAssertNil(app.navigation.presentedViewController)
    XCTAssertTrue(second.isFreed)
    XCTAssertEqual(app.reactor.currentState.messages.count, 4)
  }

  func test_settingsChangedOnTheSettingsScreen_showInTheListBelow() async throws {
    let app = try InboxApp()
    app.list.settingsButton.tap()
    let settings = WeakScreen(app.navigation.topViewController)

    do {
      let screen = try XCTUnwrap(settings.screen as? SettingsViewController)
      screen.previewsSwitch.toggle()
      screen.sortControl.selectSegment(at: 1)
    }

    XCTAssertEqual(
      app.reactor.currentState.settings,
      InboxSettings(showsPreviews: false, sortOrder: .oldestFirst))
    app.navigation.tapBackButton()
    assertRender(app.navigation) {
      """
      # Inbox
      [Compose]  [Settings]
      == Inbox: 3 unread ==
        Ann: Welcome >
        • Bob: Lunch? >
        • Cy: Invoice >
        • Dee: Offsite >
      """
    }
    XCTAssertTrue(settings.isFreed)

    app.list.settingsButton.tap()
    XCTAssertEqual(
      app.navigation.render(),
      "< Inbox\n# Settings\nShow previews  [ ]\n(Newest first | [Oldest first])",
      "a new settings screen starts from the shared value")
  }

  func test_openOption_startsOnTheMessage_andBackShowsTheList() async throws {
    let app = try InboxApp(arguments: ["--open", "2"])

    XCTAssertEqual(app.reactor.currentState.navigation.path, [.message(id: 2)])
    XCTAssertEqual(app.navigation.render(), "< Inbox\n# Lunch?\nFrom: Bob\nAre you free at noon?")
    let message = WeakScreen(app.navigation.topViewController)

    app.navigation.tapBackButton()

    XCTAssertTrue(app.navigation.render().contains("\n  Bob: Lunch? — Are you free at noon? >"))
    XCTAssertTrue(message.isFreed)
  }

  func test_aDeepLinkWhileComposing_replacesEverythingInOneGo() async throws {
    let app = try InboxApp()
    app.list.settingsButton.tap()
    app.composeButtonTapOnReactor()
    let shown = [
      WeakScreen(app.navigation.topViewController),
      WeakScreen(app.navigation.presentedViewController),
    ]

    app.reactor.action.onNext(.deepLink(id: 4))

    XCTAssertEqual(app.navigation.viewControllers.count, 2)
    XCTAssertEqual(app.screen.render(), "< Inbox\n# Offsite\nFrom: Dee\nAgenda in the doc.")
    XCTAssertTrue(shown.allSatisfy(\.isFreed))
    XCTAssertTrue(app.showsTheState)
  }

  func test_wrongArguments_areRefused() async {
    for (arguments, message) in [
      (["--open"], "--open needs a value (--open <id>)"),
      (["--open", "9"], "--open needs the id of a message (ids 1 to 4)"),
      (["--close"], "unknown argument '--close' (inbox takes --open <id>)"),
    ] {
      XCTAssertThrowsError(try InboxApp(arguments: arguments)) { error in
        XCTAssertEqual((error as? SampleError)?.message, message)
        XCTAssertEqual((error as? SampleError)?.exitCode, 2)
      }
    }
  }

  func test_commandsThatCannotRun_printAOneLineError() async throws {
    let app = try InboxApp()
    let cases = [
      "back": "error: there is no screen to go back to",
      "dismiss": "error: nothing is presented",
      "previews on": "error: the settings are not shown (tap Settings first)",
      "previews maybe": "error: usage: previews on|off",
      "sort random": "error: usage: sort newest|oldest",
      "link 9": "error: there is no message 9 (ids 1 to 4)",
      "link": "error: usage: link <id>",
    ]
    assertEachCommandPrintsItsError(cases, on: app)
    app.list.tableView.selectRow(at: IndexPath(row: 0, section: 0))
    app.composeButtonTapOnReactor()
    var lines: [String] = []
    SampleRunner.execute("back", on: app, output: { lines.append($0) })
    XCTAssertEqual(lines, ["error: a presented screen covers the back button (dismiss it first)"])
  }
}

extension InboxApp {
  /// Taps Compose on the list.
  fileprivate func composeButtonTap() {
    list.composeButton.tap()
  }

  /// Presents compose through the reactor (the button is under the pushed
  /// screen).
  fileprivate func composeButtonTapOnReactor() {
    reactor.action.onNext(.compose)
  }
}
