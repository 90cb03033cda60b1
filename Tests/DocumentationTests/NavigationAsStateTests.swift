import HeadlessReactor
import ReactorTesting
import TestSupport
import XCTest

/// What NavigationAsState.md says about its shelf, beyond the tests it
/// shows.
@MainActor
final class NavigationAsStateTests: ScreenTestCase {
  func test_aDeepLinkIsOneTransition_inWhichTheScreenUnderTheTopDoesNotLoad() async {
    let (navigation, reactor) = makeShelf()

    reactor.action.onNext(.openLink(bookID: 2, author: "Jane Austen"))

    XCTAssertEqual(navigation.viewControllers.count, 3)
    XCTAssertFalse(navigation.viewControllers[1].isViewLoaded)
    XCTAssertEqual(navigation.render(), "< Book 2\n# Jane Austen")
  }

  func test_aSheetCoversAPushedScreen_andTheUsersSwipeDownReachesTheReactor() async {
    let (navigation, reactor) = makeShelf()
    reactor.action.onNext(.select(bookID: 1))
    reactor.action.onNext(.tapAdd)
    XCTAssertEqual(navigation.render(), "# New book")

    navigation.presentedViewController?.swipeDownToDismiss()

    XCTAssertNil(reactor.currentState.navigation.presented)
    XCTAssertEqual(navigation.render(), "< Shelf\n# Book 1")
  }

  func test_aScreenPoppedByTheUser_isFreedWithItsReactor() async {
    let (navigation, reactor) = makeShelf()
    reactor.action.onNext(.select(bookID: 1))
    weak let screen = navigation.topViewController as? DetailViewController
    weak let screenReactor = screen?.reactor
    XCTAssertNotNil(screenReactor)

    navigation.tapBackButton()

    XCTAssertNil(screen)
    XCTAssertTrue(becomesReleased { screenReactor == nil })
    XCTAssertEqual(reactor.currentState.navigation, Navigation())
  }

  func test_theBindingsOwnChangesSendNoEvent() async {
    let (navigation, reactor) = makeShelf()
    var events: [NavigationEvent] = []
    let bag = DisposeBag()
    navigation.rx.navigationEvent.subscribe(onNext: { events.append($0) }).disposed(by: bag)

    reactor.action.onNext(.openLink(bookID: 1, author: "Frank Herbert"))
    reactor.action.onNext(.tapAdd)
    reactor.action.onNext(.navigation(.dismissed))
    reactor.action.onNext(.navigation(.popped(depth: 0)))
    navigation.tapBackButton()  // at the root: nothing to go back to

    XCTAssertEqual(events, [])
    XCTAssertEqual(navigation.render(), "# Shelf")
  }
}
