import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import Testing
import XCTest

/// Logs its lifecycle methods and its `rx` lifecycle events in one list.
private final class LoggingController: ViewController {
  var log: [String] = []
  let bag = DisposeBag()
  var loadViewCount = 0

  init(title: String) {
    super.init()
    self.title = title
    rx.viewDidLoad.subscribe(onNext: { [unowned self] in log.append("rx.viewDidLoad") })
      .disposed(by: bag)
    rx.viewWillAppear.subscribe(onNext: { [unowned self] in log.append("rx.viewWillAppear(\($0))") }
    )
    .disposed(by: bag)
    rx.viewDidAppear.subscribe(onNext: { [unowned self] in log.append("rx.viewDidAppear(\($0))") })
      .disposed(by: bag)
    rx.viewWillDisappear.subscribe(onNext: { [unowned self] in
      log.append("rx.viewWillDisappear(\($0))")
    })
    .disposed(by: bag)
    rx.viewDidDisappear.subscribe(onNext: { [unowned self] in
      log.append("rx.viewDidDisappear(\($0))")
    })
    .disposed(by: bag)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    loadViewCount += 1
    super.loadView()
    let label = Label()
    label.text = "\(title ?? "") content"
    view.addSubview(label)
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear(\(animated))") }
}

@MainActor
final class ViewControllerTests: ScreenTestCase {
  func test_theViewLoadsOnceOnFirstAccess() async {
    ViewControllerScenarios.theViewLoadsOnceOnFirstAccess()
  }

  func test_makeKeyAndVisibleRunsTheAppearanceCycleWithRxEventsAfterEachMethod() async {
    ViewControllerScenarios.makeKeyAndVisibleRunsTheAppearanceCycleWithRxEventsAfterEachMethod()
  }

  func test_pushAndPopRunTheAppearanceCyclesInUIKitsOrderAndRenderABackLine() async {
    ViewControllerScenarios.pushAndPopRunTheAppearanceCyclesInUIKitsOrderAndRenderABackLine()
  }

  func test_animatedTransitionsCarryAnimatedInTheirEvents() async {
    let controller = LoggingController(title: "A")

    controller.beginAppearanceTransition(true, animated: true)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: true)
    controller.endAppearanceTransition()

    XCTAssertEqual(
      Array(controller.log.dropFirst(2)),
      [
        "viewWillAppear(true)", "rx.viewWillAppear(true)", "viewDidAppear(true)",
        "rx.viewDidAppear(true)", "viewWillDisappear(true)", "rx.viewWillDisappear(true)",
        "viewDidDisappear(true)", "rx.viewDidDisappear(true)",
      ])
  }

  func test_navigationItemTitleIsShownBeforeTheTitle() async {
    let root = LoggingController(title: "List")
    let detail = LoggingController(title: "Detail")
    root.navigationItem.title = "All items"
    let navigation = NavigationController(rootViewController: root)

    navigation.pushViewController(detail, animated: false)

    XCTAssertEqual(navigation.render(), "< All items\n# Detail\nDetail content")
    XCTAssertFalse(detail.isVisible)
  }

  func test_rxTitleBindsTheTitleShown() async {
    let controller = LoggingController(title: "A")
    let bag = DisposeBag()

    Observable.just("Bound").bind(to: controller.rx.title).disposed(by: bag)

    XCTAssertEqual(controller.render(), "# Bound\nBound content")
  }

  func test_rxDeallocatedOfAControllerCompletesWhenItIsFreed() async {
    var controller: LoggingController? = LoggingController(title: "A")
    var completed = false
    let subscription = controller?.rx.deallocated.subscribe(onCompleted: { completed = true })

    controller = nil

    XCTAssertTrue(completed)
    subscription?.dispose()
  }
}

/// A hierarchy that contains itself (mutual presentation,
/// a child adding its own parent, a navigation controller pushed onto
/// itself) was accepted and `render()` then overflowed the stack. Each is
/// refused with a warning and the hierarchy stays as it was.
@MainActor
final class ViewControllerHierarchyCycleTests: ScreenTestCase {
  func test_presentingTheControllerThatPresentsThisOneIsRefused() async {
    let first = titledController("First")
    let second = titledController("Second")
    first.present(second, animated: false)

    let warnings = collectingViewWarnings { second.present(first, animated: false) }

    XCTAssertEqual(warnings.map(\.kind), [.hierarchyCycle])
    XCTAssertNil(second.presentedViewController)
    XCTAssertNil(first.presentingViewController)
    XCTAssertEqual(first.render(), "# Second")
  }

  func test_presentingAControllersOwnParentOrItselfIsRefused() async {
    let navigation = NavigationController(rootViewController: titledController("Root"))
    let root = navigation.topViewController!

    let warnings = collectingViewWarnings {
      root.present(navigation, animated: false)
      root.present(root, animated: false)
    }

    XCTAssertEqual(warnings.map(\.kind), [.hierarchyCycle, .hierarchyCycle])
    XCTAssertNil(root.presentedViewController)
    XCTAssertEqual(navigation.render(), "# Root")
  }

  func test_aChildAddingItsOwnParentOrGrandparentIsRefused() async {
    let grandparent = titledController("Grandparent")
    let parent = titledController("Parent")
    let child = titledController("Child")
    grandparent.addChild(parent)
    parent.addChild(child)

    let warnings = collectingViewWarnings {
      child.addChild(parent)
      child.addChild(grandparent)
      child.addChild(child)
    }

    XCTAssertEqual(warnings.map(\.kind), Array(repeating: .hierarchyCycle, count: 3))
    XCTAssertTrue(child.parent === parent)
    XCTAssertTrue(parent.parent === grandparent)
    XCTAssertNil(grandparent.parent)
    XCTAssertTrue(child.children.isEmpty)
    XCTAssertEqual(
      warnings.first?.message,
      "addChild: ViewController already contains ViewController (or is it); refused, as a "
        + "controller cannot contain itself")
  }

  func test_aNavigationControllerPushedOntoItselfOrItsParentIsRefused() async {
    let outer = NavigationController(rootViewController: titledController("Outer"))
    let inner = NavigationController(rootViewController: titledController("Inner"))
    outer.pushViewController(inner, animated: false)

    let warnings = collectingViewWarnings {
      inner.pushViewController(inner, animated: false)
      inner.pushViewController(outer, animated: false)
      inner.setViewControllers([titledController("New root"), outer], animated: false)
    }

    XCTAssertEqual(warnings.map(\.kind), Array(repeating: .hierarchyCycle, count: 3))
    XCTAssertEqual(inner.viewControllers.map(\.title), ["Inner"])
    XCTAssertEqual(outer.viewControllers.count, 2)
    XCTAssertEqual(outer.render(), "< Outer\n# Inner")
  }

}

/// The controller screen tests under Swift Testing: lifecycle and `rx`
/// lifecycle events, push and pop, present and dismiss, windows, read
/// through `render()`.
@MainActor @Suite(.viewWarningsFailTests) struct ViewControllerSwiftTestingTests {
  // MARK: Lifecycle

  @Test func makeKeyAndVisibleLoadsAndShowsTheRootWithRxEventsAfterEachMethod() {
    ViewControllerScenarios.makeKeyAndVisibleRunsTheAppearanceCycleWithRxEventsAfterEachMethod()
  }

  @Test func theViewLoadsOnceOnFirstAccess() {
    ViewControllerScenarios.theViewLoadsOnceOnFirstAccess()
  }

  @Test func rxTitleAndTheNavigationItemTitleAreShown() {
    let controller = LoggingController(title: "A")
    let bag = DisposeBag()

    Observable.just("Bound").bind(to: controller.rx.title).disposed(by: bag)
    #expect(controller.render() == "# Bound\nBound content")
    controller.navigationItem.title = "Shown"

    #expect(controller.render() == "# Shown\nBound content")
  }

  @Test func replacingAWindowsRootShowsTheNewScreenAndHidesTheOld() {
    let first = LoggingController(title: "First")
    let second = LoggingController(title: "Second")
    let window = Window(rootViewController: first)
    window.makeKeyAndVisible()

    window.rootViewController = second

    #expect(window.render() == "# Second\nSecond content")
    #expect(!first.isVisible)
    #expect(second.isVisible)
  }

  // MARK: Navigation

  @Test func theInboxLoadsItsMessagesWhenItAppears() {
    let (window, _, _) = showInbox()

    #expect(
      window.render() == inboxRender(unread: 2, messages: ["Hello >", "Lunch? >"]))
  }

  @Test func selectingAMessagePushesItWithABackLineAndMarksItRead() throws {
    let (window, navigation, inbox) = showInbox()

    inbox.tableView.selectRow(at: path(0, 1))

    #expect(window.render() == "< Inbox\n# Lunch?\nMessage: Lunch?")
    let top = try #require(navigation.topViewController)
    #expect(top.isVisible)
    #expect(!inbox.isVisible)
  }

  @Test func poppingBackShowsTheInboxWithTheReadMessage() {
    let (window, navigation, inbox) = showInbox()
    inbox.tableView.selectRow(at: path(0, 0))

    navigation.popViewController(animated: true)

    #expect(
      window.render() == inboxRender(unread: 1, messages: ["Hello", "Lunch? >"]))
    #expect(inbox.isVisible)
  }

  @Test(arguments: 1...4)
  func pushingScreensShowsTheBackLineOfTheOneBelow(depth: Int) {
    let root = LoggingController(title: "Root")
    let navigation = showNavigation(root)

    for level in 1...depth {
      navigation.pushViewController(LoggingController(title: "Level \(level)"), animated: false)
    }

    let below = depth == 1 ? "Root" : "Level \(depth - 1)"
    #expect(navigation.render() == "< \(below)\n# Level \(depth)\nLevel \(depth) content")
    navigation.popToRootViewController(animated: false)
    #expect(navigation.render() == "# Root\nRoot content")
  }

  @Test func pushAndPopRunTheAppearanceCyclesInUIKitsOrder() {
    ViewControllerScenarios.pushAndPopRunTheAppearanceCyclesInUIKitsOrderAndRenderABackLine()
  }

  // MARK: Presentation

  @Test func composePresentsOverTheInboxWithSendDisabled() throws {
    let (window, _, inbox) = showInbox()

    inbox.composeButton.tap()

    #expect(
      window.render() == """
        # New message
        <placeholder: Message>
        [Send] (disabled)
        [Cancel]
        """)
    let compose = try #require(inbox.presentedViewController)
    #expect(compose.isVisible)
    #expect(inbox.isVisible)
  }

  @Test func sendingAMessageDismissesComposeAndShowsItFirst() throws {
    let (window, _, inbox) = showInbox()
    inbox.composeButton.tap()
    let compose = try #require(inbox.presentedViewController as? ComposeViewController)

    compose.field.type("Hi")
    compose.sendButton.tap()

    #expect(inbox.presentedViewController == nil)
    #expect(!compose.isVisible)
    #expect(
      window.render() == inboxRender(unread: 3, messages: ["Hi >", "Hello >", "Lunch? >"]))
  }

  @Test func cancellingComposeLeavesTheInboxAsItWas() throws {
    let (window, _, inbox) = showInbox()
    let before = window.render()
    inbox.composeButton.tap()
    let compose = try #require(inbox.presentedViewController as? ComposeViewController)

    compose.field.type("draft")
    compose.cancelButton.tap()

    #expect(window.render() == before)
  }

  @Test func presentingOverAPushedScreenAndDismissingReturnsToIt() {
    let (window, navigation, inbox) = showInbox()
    inbox.tableView.selectRow(at: path(0, 0))
    let sheet = LoggingController(title: "Sheet")

    navigation.present(sheet, animated: true)
    #expect(window.render() == "# Sheet\nSheet content")
    sheet.dismiss(animated: true)

    #expect(window.render() == "< Inbox\n# Hello\nMessage: Hello")
  }

  // MARK: Await and background threads

  @Test func anAsyncTestNavigatesAcrossAwaits() async throws {
    let (window, navigation, inbox) = showInbox()

    inbox.composeButton.tap()
    await Task.yield()
    let compose = try #require(inbox.presentedViewController as? ComposeViewController)
    compose.field.type("Async")
    compose.sendButton.tap()
    await Task.yield()
    inbox.tableView.selectRow(at: path(0, 0))

    #expect(window.render() == "< Inbox\n# Async\nMessage: Async")
    navigation.popViewController(animated: false)
    #expect(window.render().hasSuffix("2 unread\n  Async\n  Hello >\n  Lunch? >"))
  }

  @Test func messagesArrivingOnABackgroundThreadShowOnTheInboxUnderAPushedScreen() async {
    let reactor = InboxReactor()
    let (window, navigation, inbox) = showInbox(reactor)
    inbox.tableView.selectRow(at: path(0, 0))
    let action = reactor.action

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        for number in 1...3 { action.onNext(.add("Push \(number)")) }
        action.onNext(.markRead("Push 2"))
        // Queued after the inbox's deliveries of those states.
        DispatchQueue.main.async { done.resume() }
      }
    }
    #expect(window.render() == "< Inbox\n# Hello\nMessage: Hello")
    navigation.popViewController(animated: false)

    #expect(
      window.render()
        == inboxRender(
          unread: 3, messages: ["Push 3 >", "Push 2", "Push 1 >", "Hello", "Lunch? >"]))
  }

}

/// The lifecycle scenarios both frameworks run.
@MainActor
enum ViewControllerScenarios {
  static func theViewLoadsOnceOnFirstAccess() {
    let controller = LoggingController(title: "A")
    expectFalse(controller.isViewLoaded)

    _ = controller.view
    controller.loadViewIfNeeded()
    _ = controller.view

    expectEqual(controller.loadViewCount, 1)
    expectEqual(controller.log, ["viewDidLoad", "rx.viewDidLoad"])
    expectEqual(controller.render(), "# A\nA content")
  }

  static func makeKeyAndVisibleRunsTheAppearanceCycleWithRxEventsAfterEachMethod() {
    let controller = LoggingController(title: "Home")
    let window = Window(rootViewController: controller)

    window.makeKeyAndVisible()

    expectEqual(
      controller.log,
      [
        "viewDidLoad", "rx.viewDidLoad", "viewWillAppear(false)", "rx.viewWillAppear(false)",
        "viewDidAppear(false)", "rx.viewDidAppear(false)",
      ])
    expectTrue(controller.isVisible)
    expectTrue(window.isKeyWindow)
    expectEqual(window.render(), "# Home\nHome content")
  }

  static func pushAndPopRunTheAppearanceCyclesInUIKitsOrderAndRenderABackLine() {
    let root = LoggingController(title: "List")
    let detail = LoggingController(title: "Detail")
    let navigation = showNavigation(root)
    root.log = []

    navigation.pushViewController(detail, animated: true)

    expectEqual(
      root.log,
      [
        "viewWillDisappear(true)", "rx.viewWillDisappear(true)", "viewDidDisappear(true)",
        "rx.viewDidDisappear(true)",
      ])
    expectEqual(
      detail.log,
      [
        "viewDidLoad", "rx.viewDidLoad", "viewWillAppear(true)", "rx.viewWillAppear(true)",
        "viewDidAppear(true)", "rx.viewDidAppear(true)",
      ])
    expectEqual(navigation.render(), "< List\n# Detail\nDetail content")
    expectTrue(detail.navigationController === navigation)

    root.log = []
    detail.log = []
    let popped = navigation.popViewController(animated: false)

    expectTrue(popped === detail)
    expectEqual(
      detail.log,
      [
        "viewWillDisappear(false)", "rx.viewWillDisappear(false)", "viewDidDisappear(false)",
        "rx.viewDidDisappear(false)",
      ])
    expectEqual(
      root.log,
      [
        "viewWillAppear(false)", "rx.viewWillAppear(false)", "viewDidAppear(false)",
        "rx.viewDidAppear(false)",
      ])
    expectEqual(navigation.render(), "# List\nList content")
  }
}
