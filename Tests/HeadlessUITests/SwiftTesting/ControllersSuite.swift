import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Streams
import Testing

/// An inbox: messages loaded when the screen loads, added by compose, and
/// marked read.
private final class InboxReactor: Reactor {
  enum Action {
    case load
    case add(String)
    case markRead(String)
  }

  struct State {
    var messages: [String] = []
    var read: Set<String> = []
    var unread: Int { messages.filter { !read.contains($0) }.count }
  }

  let initialState = State()
  let stored: [String]

  init(stored: [String] = ["Hello", "Lunch?"]) { self.stored = stored }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .load: state.messages = stored
    case .add(let message): state.messages.insert(message, at: 0)
    case .markRead(let message): state.read.insert(message)
    }
    return state
  }
}

/// The inbox screen: a compose button, an unread count and the messages;
/// selecting one pushes it, Compose presents a ``ComposeViewController``.
/// Bound once its view has loaded (ReactorKit's StoryboardView), loading
/// its messages on `rx.viewDidLoad`.
private final class InboxViewController: ViewController, DeferredReactorView {
  var disposeBag = DisposeBag()
  let composeButton = Button(title: "Compose")
  let unreadLabel = Label()
  let tableView = TableView()

  override init() {
    super.init()
    title = "Inbox"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Message")
    for subview in [composeButton, unreadLabel, tableView] { view.addSubview(subview) }
  }

  func bind(reactor: InboxReactor) {
    rx.viewDidLoad.map { InboxReactor.Action.load }.bind(to: reactor.action)
      .disposed(by: disposeBag)
    tableView.rx.modelSelected(String.self).map(InboxReactor.Action.markRead)
      .bind(to: reactor.action).disposed(by: disposeBag)
    tableView.rx.modelSelected(String.self)
      .subscribe(onNext: { [weak self] message in
        self?.navigationController?.pushViewController(
          MessageViewController(message: message), animated: true)
      })
      .disposed(by: disposeBag)
    tableView.rx.itemSelected
      .subscribe(onNext: { [weak self] in self?.tableView.deselectRow(at: $0, animated: true) })
      .disposed(by: disposeBag)
    composeButton.rx.tap
      .subscribe(onNext: { [weak self] in
        let compose = ComposeViewController()
        compose.sent.map(InboxReactor.Action.add).bind(to: reactor.action)
          .disposed(by: compose.disposeBag)
        self?.present(compose, animated: true)
      })
      .disposed(by: disposeBag)

    reactor.state.map(\.messages)
      .bind(to: tableView.rx.items(cellIdentifier: "Message", cellType: TableViewCell.self)) {
        [weak reactor] _, message, cell in
        let isRead = reactor?.currentState.read.contains(message) ?? false
        cell.textLabel?.text = message
        cell.accessoryType = isRead ? .none : .disclosureIndicator
      }
      .disposed(by: disposeBag)
    reactor.state.map { "\($0.unread) unread" }
      .bind(to: unreadLabel.rx.text)
      .disposed(by: disposeBag)
  }
}

/// One message, pushed from the inbox.
private final class MessageViewController: ViewController {
  let body = Label()

  init(message: String) {
    super.init()
    title = message
    body.text = "Message: \(message)"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(body)
  }
}

/// A modal compose screen: a field, Send (which reports the text and
/// dismisses) and Cancel.
private final class ComposeViewController: ViewController {
  let disposeBag = DisposeBag()
  let field = TextField()
  let sendButton = Button(title: "Send")
  let cancelButton = Button(title: "Cancel")
  let sent = PublishRelay<String>()

  override init() {
    super.init()
    title = "New message"
    field.placeholder = "Message"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [field, sendButton, cancelButton] { view.addSubview(subview) }
    field.rx.text.orEmpty.map { !$0.isEmpty }.bind(to: sendButton.rx.isEnabled)
      .disposed(by: disposeBag)
    sendButton.rx.tap.withLatestFrom(field.rx.text.orEmpty)
      .subscribe(onNext: { [weak self] text in
        self?.sent.accept(text)
        self?.dismiss(animated: true)
      })
      .disposed(by: disposeBag)
    cancelButton.rx.tap
      .subscribe(onNext: { [weak self] in self?.dismiss(animated: true) })
      .disposed(by: disposeBag)
  }
}

/// Logs its lifecycle methods and `rx` lifecycle events in one list.
private final class LoggingController: ViewController {
  var log: [String] = []
  let bag = DisposeBag()

  init(title: String) {
    super.init()
    self.title = title
    rx.viewDidLoad.subscribe(onNext: { [unowned self] in log.append("rx.viewDidLoad") })
      .disposed(by: bag)
    rx.viewWillAppear.subscribe(onNext: { [unowned self] in log.append("rx.willAppear(\($0))") })
      .disposed(by: bag)
    rx.viewDidAppear.subscribe(onNext: { [unowned self] in log.append("rx.didAppear(\($0))") })
      .disposed(by: bag)
    rx.viewWillDisappear.subscribe(onNext: { [unowned self] _ in log.append("rx.willDisappear") })
      .disposed(by: bag)
    rx.viewDidDisappear.subscribe(onNext: { [unowned self] _ in log.append("rx.didDisappear") })
      .disposed(by: bag)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    super.loadView()
    let label = Label()
    label.text = "\(title ?? "") content"
    view.addSubview(label)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) { log.append("willAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.append("didAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

/// A titled counter.
private final class CountReactor: Reactor {
  enum Action {
    case increase
    case rename(String)
  }

  struct State {
    var title: String
    var count = 0
  }

  let initialState: State
  init(title: String) { initialState = State(title: title) }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .increase: state.count += 1
    case .rename(let title): state.title = title
    }
    return state
  }
}

/// A view bound at once when given a reactor (`View`).
private final class CountView: HeadlessView, ReactorView {
  var disposeBag = DisposeBag()
  let label = Label()
  let plus = Button(title: "+")

  override init() {
    super.init()
    addSubview(label)
    addSubview(plus)
  }

  required init?(coder: NSCoder) { nil }

  func bind(reactor: CountReactor) {
    plus.rx.tap.map { CountReactor.Action.increase }.bind(to: reactor.action)
      .disposed(by: disposeBag)
    reactor.state.map { "\($0.title): \($0.count)" }.bind(to: label.rx.text)
      .disposed(by: disposeBag)
  }
}

/// A to-do list's logic: items added from anywhere, some done.
private final class TodoListReactor: Reactor {
  enum Action { case add(String, done: Bool) }
  struct State { var items: [(title: String, done: Bool)] = [] }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    if case .add(let title, let done) = mutation { state.items.append((title, done)) }
    return state
  }
}

/// A summary of the list, bound as ReactorKit views write it: the state
/// mapped in `bind(reactor:)` by a closure with a closure inside.
private final class TodoSummaryView: HeadlessView, ReactorView {
  var disposeBag = DisposeBag()
  let summary = Label()

  override init() {
    super.init()
    addSubview(summary)
  }

  required init?(coder: NSCoder) { nil }

  func bind(reactor: TodoListReactor) {
    // Observed on the main scheduler: the closures below are main-actor code.
    reactor.state.observe(on: MainScheduler.instance)
      .map { state in "\(state.items.filter { !$0.done }.count) to do" }
      .bind(to: summary.rx.text)
      .disposed(by: disposeBag)
  }
}

/// What a ``TodoSummaryView`` shows after three items were added from a
/// background thread.
@MainActor
private func summaryAfterItemsFromABackgroundThread() async -> String {
  let view = TodoSummaryView()
  let reactor = TodoListReactor()
  view.reactor = reactor
  let action = reactor.action
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    Thread.detachNewThread {
      action.onNext(.add("milk", done: false))
      action.onNext(.add("bread", done: true))
      action.onNext(.add("eggs", done: false))
      DispatchQueue.main.async { done.resume() }
    }
  }
  return view.render()
}

/// The inbox in a navigation controller in a visible window.
@MainActor
private func showInbox(_ reactor: InboxReactor = InboxReactor()) -> (
  Window, NavigationController, InboxViewController
) {
  let inbox = InboxViewController()
  inbox.reactor = reactor
  let navigation = NavigationController(rootViewController: inbox)
  let window = Window(rootViewController: navigation)
  window.makeKeyAndVisible()
  return (window, navigation, inbox)
}

/// Swift Testing versions of the controller and navigation screen tests
/// (ViewControllerLifecycleTests, ReactorViewProtocolTests): lifecycle and
/// `rx` lifecycle events, ReactorView and DeferredReactorView binding,
/// push and pop, present and dismiss, windows, read through `render()`.
@MainActor @Suite(.viewWarningsFailTests) struct ControllersSuite {
  // MARK: Lifecycle

  @Test func makeKeyAndVisibleLoadsAndShowsTheRootWithRxEventsAfterEachMethod() {
    let controller = LoggingController(title: "Home")
    let window = Window(rootViewController: controller)

    window.makeKeyAndVisible()

    #expect(window.render() == "# Home\nHome content")
    #expect(
      controller.log == [
        "viewDidLoad", "rx.viewDidLoad", "willAppear(false)", "rx.willAppear(false)",
        "didAppear(false)", "rx.didAppear(false)",
      ])
    #expect(controller.isVisible)
  }

  @Test func theViewLoadsOnceOnFirstAccess() {
    let controller = LoggingController(title: "A")
    #expect(!controller.isViewLoaded)

    controller.loadViewIfNeeded()
    _ = controller.view

    #expect(controller.log == ["viewDidLoad", "rx.viewDidLoad"])
    #expect(controller.render() == "# A\nA content")
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

  // MARK: ReactorView and DeferredReactorView

  @Test func aReactorViewShowsItsReactorAndTapsReachIt() {
    let view = CountView()
    let reactor = CountReactor(title: "Taps")
    view.reactor = reactor

    view.plus.tap()
    view.plus.tap()

    #expect(view.render() == "Taps: 2\n[+]")
  }

  @Test func aNewReactorReplacesTheOldOnesBindings() {
    let view = CountView()
    let first = CountReactor(title: "A")
    let second = CountReactor(title: "B")
    view.reactor = first
    view.reactor = second

    first.action.onNext(.rename("old"))
    view.plus.tap()

    #expect(view.render() == "B: 1\n[+]")
    #expect(first.currentState.count == 0)
  }

  @Test func aViewWhoseReactorIsRemovedKeepsItsLastScreen() {
    let view = CountView()
    let reactor = CountReactor(title: "A")
    view.reactor = reactor

    view.reactor = nil
    reactor.action.onNext(.increase)
    view.plus.tap()

    #expect(view.render() == "A: 0\n[+]")
    #expect(reactor.currentState.count == 1)
  }

  @Test func aDeferredReactorViewBindsTheLastReactorWhenItsViewLoads() {
    let inbox = InboxViewController()
    inbox.reactor = InboxReactor(stored: ["first"])
    inbox.reactor = InboxReactor(stored: ["last"])
    #expect(!inbox.isViewLoaded)

    inbox.loadViewIfNeeded()

    #expect(
      inbox.render() == """
        # Inbox
        [Compose]
        1 unread
          last >
        """)
  }

  @Test func aDeferredReactorViewAssignedAfterLoadingBindsAtOnce() {
    let inbox = InboxViewController()
    inbox.loadViewIfNeeded()

    inbox.reactor = InboxReactor(stored: ["late"])
    inbox.reactor?.action.onNext(.load)

    #expect(inbox.render() == "# Inbox\n[Compose]\n1 unread\n  late >")
  }

  // MARK: Navigation

  @Test func theInboxLoadsItsMessagesWhenItAppears() {
    let (window, _, _) = showInbox()

    #expect(
      window.render() == """
        # Inbox
        [Compose]
        2 unread
          Hello >
          Lunch? >
        """)
  }

  @Test func selectingAMessagePushesItWithABackLineAndMarksItRead() throws {
    let (window, navigation, inbox) = showInbox()

    inbox.tableView.selectRow(at: IndexPath(row: 1, section: 0))

    #expect(window.render() == "< Inbox\n# Lunch?\nMessage: Lunch?")
    let top = try #require(navigation.topViewController)
    #expect(top.isVisible)
    #expect(!inbox.isVisible)
  }

  @Test func poppingBackShowsTheInboxWithTheReadMessage() {
    let (window, navigation, inbox) = showInbox()
    inbox.tableView.selectRow(at: IndexPath(row: 0, section: 0))

    navigation.popViewController(animated: true)

    #expect(
      window.render() == """
        # Inbox
        [Compose]
        1 unread
          Hello
          Lunch? >
        """)
    #expect(inbox.isVisible)
  }

  @Test(arguments: 1...4)
  func pushingScreensShowsTheBackLineOfTheOneBelow(depth: Int) {
    let root = LoggingController(title: "Root")
    let navigation = NavigationController(rootViewController: root)
    Window(rootViewController: navigation).makeKeyAndVisible()

    for level in 1...depth {
      navigation.pushViewController(LoggingController(title: "Level \(level)"), animated: false)
    }

    let below = depth == 1 ? "Root" : "Level \(depth - 1)"
    #expect(navigation.render() == "< \(below)\n# Level \(depth)\nLevel \(depth) content")
    navigation.popToRootViewController(animated: false)
    #expect(navigation.render() == "# Root\nRoot content")
  }

  @Test func pushAndPopRunTheAppearanceCyclesInUIKitsOrder() {
    let root = LoggingController(title: "List")
    let detail = LoggingController(title: "Detail")
    let navigation = NavigationController(rootViewController: root)
    Window(rootViewController: navigation).makeKeyAndVisible()
    root.log = []

    navigation.pushViewController(detail, animated: true)

    #expect(root.log == ["willDisappear", "rx.willDisappear", "didDisappear", "rx.didDisappear"])
    #expect(
      detail.log == [
        "viewDidLoad", "rx.viewDidLoad", "willAppear(true)", "rx.willAppear(true)",
        "didAppear(true)", "rx.didAppear(true)",
      ])
    root.log = []
    navigation.popViewController(animated: false)
    #expect(
      root.log == [
        "willAppear(false)", "rx.willAppear(false)", "didAppear(false)", "rx.didAppear(false)",
      ])
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
      window.render() == """
        # Inbox
        [Compose]
        3 unread
          Hi >
          Hello >
          Lunch? >
        """)
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
    inbox.tableView.selectRow(at: IndexPath(row: 0, section: 0))
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
    inbox.tableView.selectRow(at: IndexPath(row: 0, section: 0))

    #expect(window.render() == "< Inbox\n# Async\nMessage: Async")
    navigation.popViewController(animated: false)
    #expect(window.render().hasSuffix("2 unread\n  Async\n  Hello >\n  Lunch? >"))
  }

  @Test func messagesArrivingOnABackgroundThreadShowOnTheInboxUnderAPushedScreen() async {
    let reactor = InboxReactor()
    let (window, navigation, inbox) = showInbox(reactor)
    inbox.tableView.selectRow(at: IndexPath(row: 0, section: 0))
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
      window.render() == """
        # Inbox
        [Compose]
        3 unread
          Push 3 >
          Push 2
          Push 1 >
          Hello
          Lunch? >
        """)
  }

  /// A closure formed in `bind(reactor:)` is main-actor code in Swift 6; a
  /// state sent from a background thread would run it there, and a closure
  /// nested in it (`filter`'s) checks its isolation and stops the process
  /// (SIGILL, `dispatch_assert_queue`). Observed on the main scheduler, as
  /// the README says, the state reaches it on the main queue. Run in a child
  /// process so that a crash fails this test only.
  @Test func aStateObservedOnTheMainSchedulerSurvivesActionsFromABackgroundThread() async {
    await #expect(processExitsWith: .success) {
      let shown = await summaryAfterItemsFromABackgroundThread()
      if shown != "2 to do" { exit(EXIT_FAILURE) }
    }
  }
}
