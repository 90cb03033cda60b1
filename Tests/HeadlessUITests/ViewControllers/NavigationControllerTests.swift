import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// A screen that runs a closure in its appearance methods (a back or a push
/// made from `viewWillAppear`, say) and logs them.
private final class ReentrantScreen: ViewController {
  var onWillAppear: ((ReentrantScreen) -> Void)?
  var onWillDisappear: ((ReentrantScreen) -> Void)?
  var log: [String] = []

  init(title: String) {
    super.init()
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    log.append("willAppear")
    runOnce(&onWillAppear)
  }
  override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
  override func viewWillDisappear(_ animated: Bool) {
    log.append("willDisappear")
    runOnce(&onWillDisappear)
  }
  override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }

  /// Runs `action` with this screen, once: it is cleared first.
  private func runOnce(_ action: inout ((ReentrantScreen) -> Void)?) {
    let run = action
    action = nil
    run?(self)
  }
}

/// `NavigationController`'s stack, its view and its appearance cycles when
/// a screen changes the stack from its own appearance methods, and a
/// controller put in the stack twice.
@MainActor
final class NavigationControllerTests: ScreenTestCase {
  /// A visible navigation controller whose root is `root`.
  /// A shown navigation controller with "First" pushed on "Root".
  private func shownRootAndFirst() -> (
    NavigationController, root: ReentrantScreen, first: ReentrantScreen
  ) {
    let root = ReentrantScreen(title: "Root")
    let first = ReentrantScreen(title: "First")
    let navigation = showNavigation(root)
    navigation.pushViewController(first, animated: false)
    return (navigation, root, first)
  }

  /// Asserts that both changes were refused as duplicates, the first with
  /// `first` and the reason, and that the stack is still `expected`.
  private func assertBothRefused(
    _ warnings: [ViewWarning], first: String, stack navigation: NavigationController,
    is expected: [ViewController], file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(
      warnings.map(\.kind), [.duplicateViewController, .duplicateViewController], file: file,
      line: line)
    XCTAssertEqual(
      warnings.first?.message, first + "; refused, as a controller is in a navigation stack once",
      file: file, line: line)
    XCTAssertTrue(
      navigation.viewControllers.elementsEqual(expected) { $0 === $1 }, file: file, line: line)
  }

  /// Asserts that the navigation controller's view holds the top screen's
  /// view and nothing else, and that only the top screen is visible.
  private func assertShowsOnlyTheTop(
    _ navigation: NavigationController, of screens: [ViewController],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let top = navigation.topViewController
    XCTAssertEqual(
      navigation.view.subviews.map { ObjectIdentifier($0) },
      top.map { [ObjectIdentifier($0.view)] },
      "the navigation controller's view holds exactly the top screen's view", file: file,
      line: line)
    for screen in screens {
      XCTAssertEqual(
        screen.isVisible, screen === top, "\(screen.title ?? "?") is visible only on top",
        file: file, line: line)
    }
  }

  // MARK: Changes made from appearance methods

  func test_aBackTappedInAPushedScreensViewWillAppear_showsTheRootsView() async {
    let root = ReentrantScreen(title: "Root")
    let pushed = ReentrantScreen(title: "Pushed")
    let navigation = showNavigation(root)
    pushed.onWillAppear = { $0.navigationController?.tapBackButton() }
    root.log = []

    navigation.pushViewController(pushed, animated: true)

    XCTAssertTrue(navigation.viewControllers.elementsEqual([root]) { $0 === $1 })
    assertShowsOnlyTheTop(navigation, of: [root, pushed])
    XCTAssertNil(pushed.parent)
    XCTAssertEqual(navigation.render(), "# Root")
    XCTAssertEqual(root.log, ["willDisappear", "willAppear", "didAppear"])
    XCTAssertEqual(pushed.log, ["willAppear", "willDisappear", "didDisappear"])
  }

  func test_aPushFromAPushedScreensViewWillAppear_showsTheLastPushedScreen() async {
    let root = ReentrantScreen(title: "Root")
    let first = ReentrantScreen(title: "First")
    let second = ReentrantScreen(title: "Second")
    let navigation = showNavigation(root)
    first.onWillAppear = { $0.navigationController?.pushViewController(second, animated: true) }
    root.log = []

    navigation.pushViewController(first, animated: true)

    XCTAssertTrue(navigation.viewControllers.elementsEqual([root, first, second]) { $0 === $1 })
    assertShowsOnlyTheTop(navigation, of: [root, first, second])
    XCTAssertEqual(navigation.render(), "< First\n# Second")
    XCTAssertEqual(root.log, ["willDisappear", "didDisappear"])
    XCTAssertEqual(second.log, ["willAppear", "didAppear"])
  }

  func test_aPopFromTheOldTopsViewWillDisappear_neverShowsThePushedScreen() async {
    let root = ReentrantScreen(title: "Root")
    let pushed = ReentrantScreen(title: "Pushed")
    let navigation = showNavigation(root)
    root.onWillDisappear = { $0.navigationController?.popViewController(animated: false) }
    root.log = []

    navigation.pushViewController(pushed, animated: true)

    XCTAssertTrue(navigation.viewControllers.elementsEqual([root]) { $0 === $1 })
    assertShowsOnlyTheTop(navigation, of: [root, pushed])
    XCTAssertEqual(navigation.render(), "# Root")
    XCTAssertEqual(root.log, ["willDisappear", "willAppear", "didAppear"])
    XCTAssertEqual(pushed.log, [], "a screen popped before it began to appear never appears")
  }

  func test_aStackReplacedFromTheNewTopsViewWillAppear_showsTheLastStack() async {
    let root = ReentrantScreen(title: "Root")
    let first = ReentrantScreen(title: "First")
    let other = ReentrantScreen(title: "Other")
    let navigation = showNavigation(root)
    first.onWillAppear = { screen in
      screen.navigationController?.setViewControllers([root, other], animated: false)
    }

    navigation.pushViewController(first, animated: true)

    XCTAssertTrue(navigation.viewControllers.elementsEqual([root, other]) { $0 === $1 })
    assertShowsOnlyTheTop(navigation, of: [root, first, other])
    XCTAssertEqual(navigation.render(), "< Root\n# Other")

    // The stack keeps working afterwards.
    navigation.tapBackButton()
    assertShowsOnlyTheTop(navigation, of: [root, first, other])
    XCTAssertEqual(navigation.render(), "# Root")
  }

  // MARK: A controller in the stack once

  func test_settingAStackThatHoldsAControllerTwice_isRefusedAndChangesNothing() async {
    let (navigation, root, first) = shownRootAndFirst()
    let second = ReentrantScreen(title: "Second")

    let warnings = collectingViewWarnings {
      navigation.setViewControllers([first, second, first], animated: false)
      navigation.setViewControllers([root, root], animated: true)
    }

    assertBothRefused(
      warnings, first: "setViewControllers: ReentrantScreen is in the array twice",
      stack: navigation, is: [root, first])
    XCTAssertTrue(navigation.children.elementsEqual([root, first]) { $0 === $1 })
    XCTAssertNil(second.parent)
    assertShowsOnlyTheTop(navigation, of: [root, first, second])

    navigation.popViewController(animated: false)

    XCTAssertNil(first.parent)
    XCTAssertTrue(root.parent === navigation, "the root, once in the stack, keeps its parent")
    assertShowsOnlyTheTop(navigation, of: [root, first, second])
  }

  func test_pushingAControllerAlreadyInTheStack_isRefusedWithAWarning() async {
    let (navigation, root, first) = shownRootAndFirst()

    let warnings = collectingViewWarnings {
      navigation.pushViewController(root, animated: true)
      navigation.pushViewController(first, animated: true)
    }

    assertBothRefused(
      warnings, first: "pushViewController: ReentrantScreen is in the stack already",
      stack: navigation, is: [root, first])
    XCTAssertTrue(root.parent === navigation)
    XCTAssertTrue(first.parent === navigation)
    assertShowsOnlyTheTop(navigation, of: [root, first])
    XCTAssertEqual(navigation.render(), "< Root\n# First")
  }
}
