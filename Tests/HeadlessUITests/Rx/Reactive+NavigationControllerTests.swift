import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import Testing
import XCTest

/// `rx.navigation(screen:)` and `rx.navigationEvent`: a navigation
/// controller shows its reactor's navigation state, and the user's backs and
/// dismissals reach the reactor, so state and screen never disagree.
/// What the mail screen logs when Compose is dismissed.
private let composeDismissed = [
  "dismiss(animated: true)", "compose willDisappear(true)", "compose didDisappear(true)",
]

/// The mail screen showing message 1 above the mailbox.
private let message1Shown = "< Mail\n# Message 1\nShowing Message 1"

@MainActor
final class ReactiveNavigationControllerTests: ScreenTestCase {
  // MARK: Pushing and popping

  func test_theRootAlone_isShownWhenThePathIsEmpty() async {
    let screen = MailScreen()

    XCTAssertEqual(screen.navigation.render(), "# Mail")
    XCTAssertEqual(screen.navigation.viewControllers.count, 1)
    XCTAssertEqual(screen.log.entries, [])
  }

  func test_aPushedDestination_isOnePushOfItsScreenWithItsReactor() async {
    let screen = MailScreen()

    screen.reactor.action.onNext(.open(1))

    XCTAssertEqual(
      screen.log.take(),
      [
        "made message(1)", "push(message(1), animated: true)", "message(1) loaded",
        "message(1) willAppear(true)", "message(1) didAppear(true)",
      ])
    XCTAssertEqual(
      screen.navigation.render(),
      """
      < Mail
      # Message 1
      Showing Message 1
      """)
    XCTAssertTrue(screen.showsTheState)
  }

  func test_aPoppedDestination_isOnePop() async {
    let screen = MailScreen()
    screen.reactor.action.onNext(.open(1))
    screen.reactor.action.onNext(.open(2))
    _ = screen.log.take()

    screen.reactor.action.onNext(.pop(count: 1))

    XCTAssertEqual(
      screen.log.take(),
      [
        "pop(animated: true)", "message(2) willDisappear(true)", "message(1) willAppear(true)",
        "message(2) didDisappear(true)", "message(1) didAppear(true)",
      ])
    XCTAssertEqual(screen.navigation.render(), "< Mail\n# Message 1\nShowing Message 1")
  }

  /// A deep link: the whole path at once is one `setViewControllers`; only
  /// the new top screen loads and appears, the ones under it wait.
  func test_aWholePathAtOnce_isOneTransitionInWhichOnlyTheTopAppears() async {
    let screen = MailScreen()

    screen.reactor.action.onNext(
      .show(Navigation(path: [.message(1), .message(2), .settings])))

    XCTAssertEqual(
      screen.log.take(),
      [
        "made message(1)", "made message(2)", "made settings",
        "set([Mail, message(1), message(2), settings], animated: true)", "settings loaded",
        "settings willAppear(true)", "settings didAppear(true)",
      ])
    XCTAssertEqual(screen.navigation.render(), "< Message 2\n# Settings\nShowing Settings")
    XCTAssertFalse(screen.navigation.viewControllers[1].isViewLoaded)
    XCTAssertTrue(screen.showsTheState)

    screen.navigation.tapBackButton()
    XCTAssertEqual(screen.navigation.render(), "< Message 1\n# Message 2\nShowing Message 2")
  }

  /// The state a reactor starts with is built when the binding is made,
  /// without animation: the app opens on its deep link.
  func test_anInitialPath_isBuiltWithoutAnimation() async {
    let screen = MailScreen(
      reactor: MailReactor(navigation: Navigation(path: [.message(7)], presented: .compose)))

    XCTAssertEqual(screen.navigation.render(), "# Compose\nShowing Compose")
    XCTAssertEqual(screen.shownPath, [.message(7)])
    XCTAssertEqual(screen.shownPresented, .compose)
    XCTAssertEqual(screen.events.events, [])
  }

  func test_poppingSeveralScreens_isOneTransitionAndKeepsTheCommonPrefix() async {
    let screen = MailScreen()
    screen.reactor.action.onNext(
      .show(Navigation(path: [.message(1), .message(2), .message(3), .settings])))
    let kept = screen.navigation.viewControllers[1]
    _ = screen.log.take()

    screen.reactor.action.onNext(.pop(count: 3))

    XCTAssertEqual(
      screen.log.take(),
      [
        "set([Mail, message(1)], animated: true)", "settings willDisappear(true)",
        "message(1) loaded", "message(1) willAppear(true)", "settings didDisappear(true)",
        "message(1) didAppear(true)",
      ])
    XCTAssertTrue(
      screen.navigation.viewControllers[1] === kept, "the kept screen is not made again")
    XCTAssertEqual(screen.navigation.render(), "< Mail\n# Message 1\nShowing Message 1")
  }

  /// A changed destination in the middle replaces it and everything above:
  /// positions and equality decide what is kept.
  func test_aPathThatDiffersInTheMiddle_keepsOnlyTheScreensBelow() async {
    let screen = MailScreen()
    screen.reactor.action.onNext(.show(Navigation(path: [.message(1), .message(2), .settings])))
    let first = screen.navigation.viewControllers[1]
    _ = screen.log.take()

    screen.reactor.action.onNext(.show(Navigation(path: [.message(1), .message(5), .settings])))

    XCTAssertEqual(
      screen.log.take().filter { !$0.contains("ppear") },
      [
        "made message(5)", "made settings",
        "set([Mail, message(1), message(5), settings], animated: true)", "settings loaded",
      ])
    XCTAssertTrue(screen.navigation.viewControllers[1] === first)
    XCTAssertTrue(screen.showsTheState)
  }

  func test_aStateThatTheScreenShows_changesNothingAndMakesNoScreen() async {
    let screen = MailScreen()
    screen.reactor.action.onNext(.open(1))
    screen.reactor.action.onNext(.compose)
    _ = screen.log.take()

    screen.reactor.action.onNext(.rename("Inbox"))
    screen.reactor.action.onNext(.show(Navigation(path: [.message(1)], presented: .compose)))

    XCTAssertEqual(screen.log.take(), [])
    XCTAssertEqual(screen.mail.made.count, 2)
  }

  // MARK: Presenting

  func test_presentingOverAPushedScreen_coversItUntilDismissed() async {
    let screen = MailScreen()
    screen.reactor.action.onNext(.open(1))
    _ = screen.log.take()

    screen.reactor.action.onNext(.compose)

    XCTAssertEqual(
      screen.log.take(),
      [
        "made compose", "present(compose, animated: true)", "compose loaded",
        "compose willAppear(true)", "compose didAppear(true)",
      ])
    XCTAssertEqual(screen.navigation.render(), "# Compose\nShowing Compose")
    XCTAssertTrue(
      screen.navigation.presentedViewController?.presentingViewController
        === screen.navigation)

    screen.reactor.action.onNext(.closeCompose)

    XCTAssertEqual(screen.log.take(), composeDismissed)
    XCTAssertEqual(screen.navigation.render(), message1Shown)
  }

  func test_anotherPresentedDestination_replacesThePresentedScreen() async {
    let screen = MailScreen()
    screen.reactor.action.onNext(.compose)
    _ = screen.log.take()

    screen.reactor.action.onNext(.show(Navigation(presented: .settings)))

    XCTAssertEqual(
      screen.log.take().filter { !$0.contains("ppear") && !$0.contains("loaded") },
      ["dismiss(animated: true)", "made settings", "present(settings, animated: true)"])
    XCTAssertEqual(screen.navigation.render(), "# Settings\nShowing Settings")
  }

  func test_aControllerTheAppPresented_staysWhileTheStatePresentsNothing() async {
    let screen = MailScreen()
    let alert = titledController("Alert")
    screen.navigation.present(alert, animated: false)

    screen.reactor.action.onNext(.open(1))
    XCTAssertTrue(screen.navigation.presentedViewController === alert)

    screen.reactor.action.onNext(.compose)
    XCTAssertEqual(screen.shownPresented, .compose, "the state wins over it")
  }

  // MARK: The user's back and dismiss

  func test_theUsersBack_isSentAsPoppedAndTheStateFollows() async {
    let screen = MailScreen()
    screen.reactor.action.onNext(.open(1))
    screen.reactor.action.onNext(.open(2))
    _ = screen.log.take()

    screen.navigation.tapBackButton()

    XCTAssertEqual(screen.events.events, [.popped(depth: 1)])
    XCTAssertEqual(screen.reactor.currentState.navigation.path, [.message(1)])
    XCTAssertEqual(
      screen.log.take().filter { !$0.contains("ppear") }, ["pop(animated: true)"],
      "the state that follows the pop changes nothing more")
    XCTAssertTrue(screen.showsTheState)

    screen.navigation.tapBackButton()
    XCTAssertEqual(screen.events.events, [.popped(depth: 1), .popped(depth: 0)])
    XCTAssertEqual(screen.navigation.render(), "# Mail")
  }

  func test_tappingBack_atTheRootOrUnderAPresentedScreen_doesNothing() async {
    let screen = MailScreen()
    screen.navigation.tapBackButton()
    screen.reactor.action.onNext(.open(1))
    screen.reactor.action.onNext(.compose)
    _ = screen.log.take()

    screen.navigation.tapBackButton()

    XCTAssertEqual(screen.log.take(), [])
    XCTAssertEqual(screen.events.events, [])
  }

  func test_theUsersSwipeDown_isSentAsDismissedAndTheStateFollows() async {
    let screen = MailScreen()
    screen.reactor.action.onNext(.open(1))
    screen.reactor.action.onNext(.compose)
    _ = screen.log.take()

    screen.navigation.presentedViewController?.swipeDownToDismiss()

    XCTAssertEqual(screen.events.events, [.dismissed])
    XCTAssertNil(screen.reactor.currentState.navigation.presented)
    XCTAssertEqual(screen.log.take(), composeDismissed)
    XCTAssertEqual(screen.navigation.render(), message1Shown)
  }

  func test_aSheetThatIsModalInPresentation_cannotBeSwipedDown() async {
    let screen = MailScreen()
    screen.reactor.action.onNext(.compose)
    let compose = screen.navigation.presentedViewController
    compose?.isModalInPresentation = true

    compose?.swipeDownToDismiss()
    screen.mail.swipeDownToDismiss()  // not in a sheet

    XCTAssertTrue(screen.navigation.presentedViewController === compose)
    XCTAssertEqual(screen.events.events, [])
  }

  func test_theBindingsOwnChanges_sendNoEvent() async {
    let screen = MailScreen()

    screen.reactor.action.onNext(.show(Navigation(path: [.message(1), .settings])))
    screen.reactor.action.onNext(.compose)
    screen.reactor.action.onNext(.closeCompose)
    screen.reactor.action.onNext(.popToRoot)

    XCTAssertEqual(screen.events.events, [])
    XCTAssertEqual(screen.navigation.render(), "# Mail")
  }

  /// The state always wins: a reactor that ignores the user's back gets
  /// its screen back (made again from its destination).
  func test_aReactorIgnoringTheUsersBack_getsItsScreenShownAgain() async {
    let screen = MailScreen(reactor: MailReactor(ignoresNavigationEvents: true))
    screen.reactor.action.onNext(.open(1))
    _ = screen.log.take()

    screen.navigation.tapBackButton()

    XCTAssertEqual(screen.events.events, [.popped(depth: 0)])
    XCTAssertEqual(
      screen.log.take().filter { !$0.contains("ppear") && !$0.contains("loaded") },
      ["pop(animated: true)", "made message(1)", "push(message(1), animated: true)"])
    XCTAssertEqual(screen.navigation.render(), "< Mail\n# Message 1\nShowing Message 1")
    XCTAssertTrue(screen.showsTheState)
  }

  func test_aReactorIgnoringTheUsersDismiss_getsItsSheetShownAgain() async {
    let screen = MailScreen(reactor: MailReactor(ignoresNavigationEvents: true))
    screen.reactor.action.onNext(.compose)

    screen.navigation.presentedViewController?.swipeDownToDismiss()

    XCTAssertEqual(screen.events.events, [.dismissed])
    XCTAssertEqual(screen.shownPresented, .compose)
    XCTAssertEqual(screen.mail.made.count, 2, "a new compose screen")
  }

  /// A state that arrives while the binding applies another (the shown
  /// screen sends an action when it appears) is applied right after.
  func test_aStateArrivingWhileAnotherIsApplied_isAppliedNext() async {
    let screen = MailScreen()

    screen.reactor.action.onNext(.show(Navigation(path: [.redirect])))

    XCTAssertEqual(screen.shownPath, [.redirect, .message(99)])
    XCTAssertTrue(screen.showsTheState)
  }

  /// The user's back, tapped while the pushed screen is about to
  /// appear, wins: the state, the stack and the view all show the root.
  func test_aBackTappedWhileThePushedScreenAppears_showsTheRootEverywhere() async {
    let root = titledController("Mail")
    let navigation = showNavigation(root)
    let reactor = MailReactor()
    let log = NavigationLog()
    let bag = DisposeBag()
    reactor.state.map(\.navigation)
      .bind(
        to: navigation.rx.navigation { place in
          let screen = PlaceViewController(place: place, log: log)
          screen.onWillAppear = { [weak navigation] in navigation?.tapBackButton() }
          return screen
        }
      )
      .disposed(by: bag)
    navigation.rx.navigationEvent.map(MailReactor.Action.navigation).bind(to: reactor.action)
      .disposed(by: bag)

    reactor.action.onNext(.open(1))

    XCTAssertEqual(reactor.currentState.navigation, Navigation())
    XCTAssertTrue(navigation.viewControllers.elementsEqual([root]) { $0 === $1 })
    XCTAssertTrue(navigation.view.subviews.elementsEqual([root.view]) { $0 === $1 })
    XCTAssertEqual(navigation.render(), "# Mail")
    XCTAssertEqual(
      log.entries,
      [
        "message(1) loaded", "message(1) willAppear(true)", "message(1) willDisappear(true)",
        "message(1) didDisappear(true)",
      ])
  }

  // MARK: Lifetime

  func test_poppedAndDismissedScreens_areFreedWithTheirReactors() async {
    let screen = MailScreen()
    screen.reactor.action.onNext(.show(Navigation(path: [.message(1), .message(2), .settings])))
    screen.reactor.action.onNext(.compose)
    XCTAssertEqual(screen.mail.made.count, 4)

    screen.reactor.action.onNext(.closeCompose)
    screen.reactor.action.onNext(.pop(count: 2))

    let made = screen.mail.made
    XCTAssertNotNil(made[0].screen, "message 1 is still shown")
    for gone in made.dropFirst() {
      XCTAssertNil(gone.screen)
      XCTAssertTrue(becomesReleased { gone.reactor == nil })
    }

    screen.navigation.tapBackButton()
    XCTAssertNil(made[0].screen)
    XCTAssertTrue(becomesReleased { made[0].reactor == nil })
  }

  func test_screensLeftByTheUser_areFreedWithTheirReactors() async {
    let screen = MailScreen()
    screen.reactor.action.onNext(.open(1))
    screen.reactor.action.onNext(.compose)

    screen.navigation.presentedViewController?.swipeDownToDismiss()
    screen.navigation.tapBackButton()

    XCTAssertEqual(screen.mail.made.count, 2)
    for gone in screen.mail.made {
      XCTAssertNil(gone.screen)
      XCTAssertTrue(becomesReleased { gone.reactor == nil })
    }
  }

  func test_theBindingKeepsNeitherTheNavigationControllerNorTheMailScreen() async {
    weak var weakNavigation: NavigationController?
    weak var weakReactor: MailReactor?
    do {
      let screen = MailScreen()
      screen.reactor.action.onNext(.open(1))
      weakNavigation = screen.navigation
      weakReactor = screen.reactor
      screen.window.rootViewController = nil
    }
    XCTAssertNil(weakNavigation)
    XCTAssertTrue(becomesReleased { weakReactor == nil })
  }

  // MARK: Races

  /// The user's back racing an action on virtual time: the state delivered
  /// later wins, whichever comes first.
  func test_aBackRacingADelayedOpen_endsOnTheLaterState() async {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let screen = MailScreen(reactor: MailReactor(scheduler: scheduler))
    screen.reactor.action.onNext(.open(1))

    screen.reactor.action.onNext(.openLater(2))
    scheduler.advance(by: .milliseconds(50))
    screen.navigation.tapBackButton()
    XCTAssertEqual(screen.navigation.render(), "# Mail")
    scheduler.advance(by: .milliseconds(50))

    XCTAssertEqual(screen.reactor.currentState.navigation.path, [.message(2)])
    XCTAssertEqual(screen.navigation.render(), "< Mail\n# Message 2\nShowing Message 2")
    XCTAssertTrue(screen.showsTheState)
    XCTAssertEqual(screen.events.events, [.popped(depth: 0)])
  }

  /// Actions sent from background threads while the user taps back and
  /// swipes down on the main actor: once everything is delivered, the
  /// screen shows the reactor's state, and every screen that left is freed.
  func test_backAndDismissRacingActionsFromOtherThreads_endConsistent() async {
    let screen = MailScreen()
    let action = screen.reactor.action
    let threads = 4
    let actionsPerThread = 300
    let finished = DispatchGroup()
    for thread in 0..<threads {
      finished.enter()
      Thread.detachNewThread {
        for index in 0..<actionsPerThread {
          switch (index + thread) % 5 {
          case 0, 1: action.onNext(.open(index))
          case 2: action.onNext(.compose)
          case 3: action.onNext(.closeCompose)
          default: action.onNext(.pop(count: 1))
          }
        }
        finished.leave()
      }
    }
    var userChanges = 0
    while finished.wait(timeout: .now()) == .timedOut {
      if let sheet = screen.navigation.presentedViewController {
        sheet.swipeDownToDismiss()
      } else {
        screen.navigation.tapBackButton()
      }
      userChanges += 1
      await drainMainQueue()
    }
    // A sender that spent its bound on others' actions handed the rest to
    // a thread of its own: wait for it, then for the states it queued.
    waitUntilHandedDrainsFinish()
    await drainMainQueue()

    XCTAssertTrue(
      screen.showsTheState,
      "shown \(screen.shownPath) \(String(describing: screen.shownPresented)), state "
        + "\(screen.reactor.currentState.navigation)")
    XCTAssertGreaterThan(userChanges, 0)
    let shown = Set(
      (screen.navigation.viewControllers + [screen.navigation.presentedViewController])
        .compactMap { $0.map(ObjectIdentifier.init) })
    let alive = screen.mail.made.filter { $0.screen != nil }
    XCTAssertTrue(
      alive.allSatisfy { shown.contains(ObjectIdentifier($0.screen!)) },
      "only the screens shown are alive")
  }

  // MARK: A screen factory returning a screen already shown

  /// A factory that caches its screens under the wrong key returns a
  /// screen already in the stack. The binding's push or
  /// `setViewControllers` is refused with a warning: the stack keeps each
  /// screen once, with the navigation controller as its parent.
  func test_aCachedScreenAlreadyInTheStack_isRefusedAndTheStackStaysWellFormed() async {
    let root = titledController("Root")
    let navigation = showNavigation(root)
    let shared = titledController("Shared")
    let states = PublishSubject<Navigation<MailPlace>>()
    let bag = DisposeBag()
    // Every destination gets the one cached screen.
    states.bind(to: navigation.rx.navigation { _ in shared }).disposed(by: bag)
    states.onNext(Navigation(path: [.message(1)]))

    let warnings = collectingViewWarnings {
      states.onNext(Navigation(path: [.message(1), .message(2)]))  // one push
      states.onNext(Navigation(path: [.message(3), .message(4)]))  // one setViewControllers
    }

    XCTAssertEqual(warnings.map(\.kind), [.duplicateViewController, .duplicateViewController])
    XCTAssertTrue(navigation.viewControllers.elementsEqual([root, shared]) { $0 === $1 })
    XCTAssertTrue(shared.parent === navigation)
    XCTAssertEqual(navigation.render(), "< Root\n# Shared")

    navigation.popViewController(animated: false)
    XCTAssertNil(shared.parent)
    XCTAssertTrue(root.parent === navigation)
    XCTAssertEqual(navigation.render(), "# Root")
  }

  /// A refused change leaves the stack as it was, and the binding knows
  /// it: the screens it pushed before are not taken for the ones it was
  /// refused, so a later state builds its own screens.
  func test_aRefusedChange_leavesTheBindingKnowingWhatTheScreenShows() async {
    let root = titledController("Root")
    let navigation = showNavigation(root)
    let cache = ScreenCache()
    let states = PublishSubject<Navigation<MailPlace>>()
    let bag = DisposeBag()
    states.bind(to: navigation.rx.navigation { cache.screen(for: $0) }).disposed(by: bag)
    states.onNext(Navigation(path: [.message(1), .message(2)]))
    // A cache gone wrong: two destinations share the screen on top.
    cache.screens[.message(3)] = cache.screens[.message(2)]
    cache.screens[.message(4)] = cache.screens[.message(2)]

    let warnings = collectingViewWarnings {
      states.onNext(Navigation(path: [.message(3), .message(4)]))
    }
    XCTAssertEqual(warnings.map(\.kind), [.duplicateViewController])
    XCTAssertEqual(navigation.viewControllers.map(\.title), ["Root", "message(1)", "message(2)"])

    cache.screens = [:]
    states.onNext(Navigation(path: [.message(3), .message(4), .settings]))

    XCTAssertEqual(
      navigation.viewControllers.map(\.title), ["Root", "message(3)", "message(4)", "settings"])
    XCTAssertTrue(navigation.viewControllers.allSatisfy { $0.parent === navigation })
  }
}

/// Screens made once per destination and returned again after.
@MainActor
private final class ScreenCache {
  var screens: [MailPlace: ViewController] = [:]

  func screen(for place: MailPlace) -> ViewController {
    if let screen = screens[place] { return screen }
    let screen = titledController("\(place)")
    screens[place] = screen
    return screen
  }
}

/// Swift Testing versions of the navigation binding's tests
/// (ReactiveNavigationControllerTests): a navigation controller bound to its reactor's
/// navigation state, the user's back and dismiss sent back, read through
/// `render()` and the transitions asked of the navigation controller.
@MainActor @Suite(.viewWarningsFailTests) struct ReactiveNavigationControllerSwiftTestingTests {
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
