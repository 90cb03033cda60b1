import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import Testing

/// Swift Testing versions of the navigation binding's tests
/// (NavigationBindingTests): a navigation controller bound to its reactor's
/// navigation state, the user's back and dismiss sent back, read through
/// `render()` and the transitions asked of the navigation controller.
@MainActor @Suite(.viewWarningsFailTests) struct NavigationSuite {
  @Test func aDeepLinkBuildsTheWholeStackInOneTransition() {
    let screen = MailScreen()

    screen.reactor.action.onNext(.show(Navigation(path: [.message(1), .settings])))

    #expect(
      screen.log.take() == [
        "made message(1)", "made settings", "set([Mail, message(1), settings], animated: true)",
        "settings loaded", "settings willAppear(true)", "settings didAppear(true)",
      ])
    #expect(screen.navigation.render() == "< Message 1\n# Settings\nShowing Settings")
  }

  @Test func popToRootIsOneTransitionAndFreesTheScreensWithTheirReactors() {
    let screen = MailScreen()
    screen.reactor.action.onNext(.show(Navigation(path: [.message(1), .message(2), .settings])))
    _ = screen.log.take()

    screen.reactor.action.onNext(.popToRoot)

    #expect(screen.log.take().filter { !$0.contains("ppear") } == ["set([Mail], animated: true)"])
    #expect(screen.navigation.render() == "# Mail")
    for gone in screen.mail.made {
      #expect(gone.screen == nil)
      #expect(becomesReleased { gone.reactor == nil })
    }
  }

  @Test func aSheetPresentedOverAPushedScreenCoversIt() {
    let screen = MailScreen()
    screen.reactor.action.onNext(.open(3))

    screen.reactor.action.onNext(.compose)

    #expect(screen.navigation.render() == "# Compose\nShowing Compose")
    #expect(screen.shownPath == [.message(3)])
  }

  @Test func theUsersBackReachesTheReactorAndTheStateFollows() {
    let screen = MailScreen()
    screen.reactor.action.onNext(.open(1))
    _ = screen.log.take()

    screen.navigation.tapBackButton()

    #expect(screen.events.events == [.popped(depth: 0)])
    #expect(screen.reactor.currentState.navigation == Navigation())
    #expect(screen.log.take().filter { !$0.contains("ppear") } == ["pop(animated: true)"])
    #expect(screen.navigation.render() == "# Mail")
  }

  @Test func theUsersSwipeDownReachesTheReactorAndFreesTheSheet() {
    let screen = MailScreen()
    screen.reactor.action.onNext(.compose)

    screen.navigation.presentedViewController?.swipeDownToDismiss()

    #expect(screen.events.events == [.dismissed])
    #expect(screen.reactor.currentState.navigation.presented == nil)
    #expect(screen.mail.made[0].screen == nil)
    #expect(screen.navigation.render() == "# Mail")
  }

  @Test func aReactorIgnoringTheUsersBackGetsItsScreenBack() {
    let screen = MailScreen(reactor: MailReactor(ignoresNavigationEvents: true))
    screen.reactor.action.onNext(.open(1))

    screen.navigation.tapBackButton()

    #expect(screen.events.events == [.popped(depth: 0)])
    #expect(screen.navigation.render() == "< Mail\n# Message 1\nShowing Message 1")
    #expect(screen.showsTheState)
  }

  @Test func anEqualStateChangesNothing() {
    let screen = MailScreen()
    screen.reactor.action.onNext(.open(1))
    _ = screen.log.take()

    screen.reactor.action.onNext(.rename("Inbox"))

    #expect(screen.log.take() == [])
    #expect(screen.mail.made.count == 1)
  }

  @Test func aBackRacingADelayedOpenEndsOnTheLaterState() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let screen = MailScreen(reactor: MailReactor(scheduler: scheduler))

    screen.reactor.action.onNext(.open(1))
    screen.reactor.action.onNext(.openLater(2))
    screen.navigation.tapBackButton()
    scheduler.advance(by: .milliseconds(100))

    #expect(screen.navigation.render() == "< Mail\n# Message 2\nShowing Message 2")
    #expect(screen.showsTheState)
  }

  @Test func actionsFromAnotherThreadRacingTheUsersBackEndConsistent() async {
    let screen = MailScreen()
    let action = screen.reactor.action
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      for index in 0..<500 {
        action.onNext(index % 3 == 2 ? .pop(count: 2) : .open(index))
      }
      finished.signal()
    }
    while finished.wait(timeout: .now()) == .timedOut {
      screen.navigation.tapBackButton()
      await drainMainQueue()
    }
    waitUntilHandedDrainsFinish()
    await drainMainQueue()

    #expect(screen.showsTheState)
  }
}
