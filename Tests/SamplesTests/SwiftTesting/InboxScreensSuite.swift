import Foundation
import HeadlessReactor
import InboxSample
import ReactorTesting
import SampleSupport
import TestSupport
import Testing

extension SampleScreensSuite {
  /// The inbox sample under Swift Testing: navigation as state and the
  /// shared settings, as InboxScreenTests drives them.
  @MainActor @Suite struct Inbox {
    @Test func selectingARowPushesTheMessageAndBackFreesItWithItsReactor() throws {
      let app = try InboxApp()
      app.list.tableView.selectRow(at: IndexPath(row: 2, section: 0))
      weak let message = app.navigation.topViewController
      weak let reactor = (message as? MessageViewController)?.reactor

      #expect(app.navigation.render() == "< Inbox\n# Lunch?\nFrom: Bob\nAre you free at noon?")
      app.navigation.tapBackButton()

      #expect(app.reactor.currentState.navigation == Navigation())
      #expect(message == nil)
      #expect(becomesReleased { reactor == nil })
    }

    @Test func composeSendAddsTheMessageAndDismisses() throws {
      let app = try InboxApp()
      app.list.composeButton.tap()
      weak let compose = app.navigation.presentedViewController as? ComposeViewController

      compose?.subjectField.type("Ping")
      compose?.sendButton.tap()

      #expect(app.navigation.presentedViewController == nil)
      #expect(compose == nil)
      #expect(
        app.navigation.render().contains(
          "== Inbox: 3 unread ==\n  Me: Ping — Sent from the sample. >\n"))
    }

    @Test func swipingComposeDownReachesTheReactor() throws {
      let app = try InboxApp()
      app.list.composeButton.tap()

      app.navigation.presentedViewController?.swipeDownToDismiss()

      #expect(app.reactor.currentState.navigation.presented == nil)
      #expect(app.showsTheState)
    }

    @Test func settingsChangedOnTheirScreenShowInTheList() throws {
      let app = try InboxApp()
      app.list.settingsButton.tap()
      let settings = try #require(app.navigation.topViewController as? SettingsViewController)

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

    @Test func theOpenOptionBuildsTheStackAndADeepLinkReplacesIt() throws {
      let app = try InboxApp(arguments: ["--open", "4"])
      #expect(app.reactor.currentState.navigation.path == [.message(id: 4)])

      var lines: [String] = []
      SampleRunner.execute("link 3", on: app, output: { lines.append($0) })

      #expect(lines == ["< Inbox\n# Invoice\nFrom: Cy\nAttached, due Friday."])
      #expect(app.navigation.viewControllers.count == 2)
    }
  }
}
