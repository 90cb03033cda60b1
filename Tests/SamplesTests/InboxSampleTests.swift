import Foundation
import HeadlessReactor
import InboxSample
import ReactorTesting
import SampleSupport
import TestSupport
import XCTest

// MARK: - The reactors

final class InboxReactorTests: XCTestCase {
  private func makeStore(
    navigation: Navigation<InboxDestination> = Navigation(),
    settings: Shared<InboxSettings> = Shared(InboxSettings())
  ) -> TestStore<InboxReactor> {
    TestStore(
      reactor: InboxReactor(settings: settings, navigation: navigation),
      scheduler: TestScheduler(initialClock: 0))
  }

  func test_openingAMessage_marksItReadAndPushesIt() {
    let store = makeStore()

    store.send(.open(id: 2)) {
      $0.messages[1].isRead = true
      $0.navigation.path = [.message(id: 2)]
    }
    store.finish()
    XCTAssertEqual(store.state.sections[0].header, "Inbox: 2 unread")
  }

  func test_theUsersBackAndDismiss_areApplied() {
    let store = makeStore(
      navigation: Navigation(path: [.message(id: 1), .settings], presented: .compose))

    store.send(.navigation(.dismissed)) { $0.navigation.presented = nil }
    store.send(.navigation(.popped(depth: 0))) { $0.navigation.path = [] }
    store.finish()
  }

  func test_aDeepLink_replacesTheWholeNavigationWithTheMessage() {
    let store = makeStore(navigation: Navigation(path: [.settings], presented: .compose))

    store.send(.deepLink(id: 3)) {
      $0.messages[2].isRead = true
      $0.navigation = Navigation(path: [.message(id: 3)])
    }
    store.send(.deepLink(id: 42))  // no such message: nothing changes
    store.finish()
  }

  func test_sending_addsTheMessageAndDismissesCompose_andAnEmptySubjectIsIgnored() {
    let store = makeStore(navigation: Navigation(presented: .compose))

    store.send(.send("  "))
    store.send(.send(" Hi ")) {
      $0.messages.append(
        Message(id: 5, sender: "Me", subject: "Hi", body: "Sent from the sample.", isRead: true))
      $0.navigation.presented = nil
    }
    store.finish()
  }

  func test_cancellingCompose_dismissesIt() {
    let store = makeStore(navigation: Navigation(path: [.message(id: 1)], presented: .compose))

    store.send(.cancelCompose) { $0.navigation.presented = nil }
    store.finish()
  }

  func test_settingsChangedOnTheSettingsScreen_reachTheList() {
    let settings = Shared(InboxSettings())
    let store = makeStore(settings: settings)
    let settingsScreen = SettingsReactor(settings: settings)

    settingsScreen.action.onNext(.setShowsPreviews(false))
    store.receive { $0.settings.showsPreviews = false }
    settingsScreen.action.onNext(.setSortOrder(.oldestFirst))
    store.receive { $0.settings.sortOrder = .oldestFirst }
    store.finish()

    XCTAssertEqual(
      store.state.sections[0].items.map(\.text),
      ["Ann: Welcome", "• Bob: Lunch?", "• Cy: Invoice", "• Dee: Offsite"])
    XCTAssertEqual(settingsScreen.currentState.settings, settings.value)
  }

  func test_compose_tellsItsPresenterHowItEnded() {
    let outcomes = LockedOutcomes()
    let reactor = ComposeReactor { outcomes.append($0) }

    reactor.action.onNext(.send)  // empty: nothing to send
    reactor.action.onNext(.updateSubject("Hello"))
    reactor.action.onNext(.send)
    reactor.action.onNext(.cancel)

    XCTAssertEqual(outcomes.values, [.sent("Hello"), .cancelled])
    XCTAssertEqual(reactor.currentState.subject, "Hello")
  }
}

/// Outcomes told by compose, from any thread.
private final class LockedOutcomes: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var stored: [ComposeReactor.Outcome] = []

  func append(_ outcome: ComposeReactor.Outcome) {
    lock.lock()
    stored.append(outcome)
    lock.unlock()
  }

  var values: [ComposeReactor.Outcome] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}

// MARK: - The screens

/// A screen and its reactor, watched through weak references.
@MainActor
private struct WeakScreen {
  weak var screen: ViewController?
  weak var reactor: AnyObject?

  init(_ screen: ViewController?) {
    self.screen = screen
    switch screen {
    case let message as MessageViewController: reactor = message.reactor
    case let compose as ComposeViewController: reactor = compose.reactor
    case let settings as SettingsViewController: reactor = settings.reactor
    default: reactor = nil
    }
  }

  /// Whether the screen and its reactor were freed.
  var isFreed: Bool {
    screen == nil && becomesReleased { reactor == nil }
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
    for (command, error) in cases {
      var lines: [String] = []
      XCTAssertTrue(SampleRunner.execute(command, on: app, output: { lines.append($0) }))
      XCTAssertEqual(lines, [error], command)
    }
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

// MARK: - The whole app

/// The scenario and its commands, end to end. Synchronous and not
/// main-actor-isolated, as the executable's top-level code runs, so that
/// `settle()` can run the main queue.
final class InboxSampleTests: ScreenTestCase {
  func test_scenarioShowsEveryStep_andEveryScreenIsFreedAtTheEnd() {
    var lines: [String] = []
    var watched: [WeakScreen] = []
    MainActor.assumeIsolated {
      let app = try! InboxApp()
      SampleRunner.play(
        app,
        output: {
          lines.append($0)
          // Every screen shown above the list, after each step.
          let shown = app.navigation.viewControllers.dropFirst().map { $0 }
          watched += (shown + [app.navigation.presentedViewController]).compactMap {
            $0.map(WeakScreen.init)
          }
        })
      XCTAssertTrue(app.showsTheState)
      XCTAssertEqual(app.navigation.viewControllers.count, 1)
    }
    XCTAssertEqual(
      lines.joined(separator: "\n"),
      """
      > start
      # Inbox
      [Compose]  [Settings]
      == Inbox: 3 unread ==
        • Dee: Offsite — Agenda in the doc. >
        • Cy: Invoice — Attached, due Friday. >
        • Bob: Lunch? — Are you free at noon? >
        Ann: Welcome — Your inbox is ready. >

      > select 0 1
      < Inbox
      # Invoice
      From: Cy
      Attached, due Friday.

      > back
      # Inbox
      [Compose]  [Settings]
      == Inbox: 2 unread ==
        • Dee: Offsite — Agenda in the doc. >
        Cy: Invoice — Attached, due Friday. >
        • Bob: Lunch? — Are you free at noon? >
        Ann: Welcome — Your inbox is ready. >

      > tap Settings
      < Inbox
      # Settings
      Show previews  [x]
      ([Newest first] | Oldest first)

      > previews off
      < Inbox
      # Settings
      Show previews  [ ]
      ([Newest first] | Oldest first)

      > sort oldest
      < Inbox
      # Settings
      Show previews  [ ]
      (Newest first | [Oldest first])

      > back
      # Inbox
      [Compose]  [Settings]
      == Inbox: 2 unread ==
        Ann: Welcome >
        • Bob: Lunch? >
        Cy: Invoice >
        • Dee: Offsite >

      > tap Compose
      # New message
      [Cancel]  [Send] (disabled)
      <placeholder: Subject>

      > type See you at noon
      # New message
      [Cancel]  [Send]
      <See you at noon>

      > tap Send
      # Inbox
      [Compose]  [Settings]
      == Inbox: 2 unread ==
        Ann: Welcome >
        • Bob: Lunch? >
        Cy: Invoice >
        • Dee: Offsite >
        Me: See you at noon >

      > tap Compose
      # New message
      [Cancel]  [Send] (disabled)
      <placeholder: Subject>

      > dismiss
      # Inbox
      [Compose]  [Settings]
      == Inbox: 2 unread ==
        Ann: Welcome >
        • Bob: Lunch? >
        Cy: Invoice >
        • Dee: Offsite >
        Me: See you at noon >

      > tap Settings
      < Inbox
      # Settings
      Show previews  [ ]
      (Newest first | [Oldest first])

      > link 2
      < Inbox
      # Lunch?
      From: Bob
      Are you free at noon?

      > back
      # Inbox
      [Compose]  [Settings]
      == Inbox: 1 unread ==
        Ann: Welcome >
        Bob: Lunch? >
        Cy: Invoice >
        • Dee: Offsite >
        Me: See you at noon >
      """)
    XCTAssertGreaterThanOrEqual(watched.count, 9, "a screen per step above the list")
    XCTAssertTrue(MainActor.assumeIsolated { watched.allSatisfy(\.isFreed) })
  }
}
