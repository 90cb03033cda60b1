import HeadlessReactor
import InboxSample
import ReactorTesting
import XCTest

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
