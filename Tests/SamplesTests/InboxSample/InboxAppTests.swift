import Foundation
import HeadlessReactor
import InboxSample
import ReactorTesting
import SampleSupport
import TestSupport
import XCTest

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
    // The list sorted oldest first (previews off, two unread), before and
    // after a message is sent; the compose screen, empty.
    let oldestFirst = """
      # Inbox
      [Compose]  [Settings]
      == Inbox: 2 unread ==
        Ann: Welcome >
        • Bob: Lunch? >
        Cy: Invoice >
        • Dee: Offsite >
      """
    let afterSend = oldestFirst + "\n  Me: See you at noon >"
    let compose = "# New message\n[Cancel]  [Send] (disabled)\n<placeholder: Subject>"
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
      \(oldestFirst)

      > tap Compose
      \(compose)

      > type See you at noon
      # New message
      [Cancel]  [Send]
      <See you at noon>

      > tap Send
      \(afterSend)

      > tap Compose
      \(compose)

      > dismiss
      \(afterSend)

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

/// A `ScreenMonkey` over the inbox sample's whole app: the list, pushed
/// messages and settings, the presented compose screen, going back and
/// swiping down. Async test methods: a synchronous method of a main-actor
/// test case crashes on Linux.
@MainActor
final class InboxMonkeyTests: XCTestCase {
  /// The app as `InboxApp` builds it, without its window (the monkey shows
  /// each screen in a window of its own).
  private func makeInbox() -> ViewController {
    let list = InboxViewController()
    let navigation = NavigationController(rootViewController: list)
    list.reactor = InboxReactor(settings: Shared(InboxSettings()))
    return navigation
  }

  /// The screen shows the state: the stack and the presented screen are the
  /// reactor's navigation.
  private func showsTheState(_ screen: ViewController) -> Bool {
    guard let navigation = screen as? NavigationController,
      let list = navigation.viewControllers.first as? InboxViewController,
      let state = list.reactor?.currentState.navigation
    else { return false }
    let path = navigation.viewControllers.dropFirst().map { ($0 as? InboxScreen)?.destination }
    let presented = navigation.presentedViewController.map { ($0 as? InboxScreen)?.destination }
    return path == state.path.map(Optional.some) && presented == state.presented.map(Optional.some)
  }

  func test_theWholeAppNeverWarnsAndAlwaysShowsItsState() async {
    let failure = ScreenMonkey(seed: 38).run(
      events: 3_000, make: makeInbox, invariant: showsTheState)
    XCTAssertNil(failure, failure.map { "\($0)" } ?? "")
  }

  func test_theMonkeyReachesEveryScreenOfTheApp() async {
    var titles: Set<String> = []
    _ = ScreenMonkey(seed: 38).run(events: 3_000, make: makeInbox) { screen in
      let top =
        screen.presentedViewController ?? (screen as? NavigationController)?.topViewController
      if let title = top?.displayedTitle { titles.insert(title) }
      return true
    }
    XCTAssertTrue(
      titles.isSuperset(of: ["Inbox", "Settings", "New message", "Welcome"]), "\(titles)")
  }
}
