import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Sections
import Streams
import TestSupport
import Testing
import XCTest

private final class ProfileReactor: Reactor {
  enum Action { case rename(String) }
  struct State { var title = "Anonymous" }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    switch mutation {
    case .rename(let title): State(title: title)
    }
  }
}

/// The mistake: a view written from a closure that
/// Swift takes for main-actor code (it was formed in `bind(reactor:)`) but
/// that runs on the thread the state was emitted on.
private final class ProfileView: HeadlessView, View {
  var disposeBag = DisposeBag()
  let titleLabel = Label()
  let saveButton = Button(title: "Save")

  func bind(reactor: ProfileReactor) {
    reactor.state.map(\.title)
      .subscribe(onNext: { [titleLabel, saveButton] title in
        titleLabel.text = title
        saveButton.isEnabled = !title.isEmpty
      })
      .disposed(by: disposeBag)
  }
}

/// The warnings reported while the returned collector is installed.
private final class WarningCollector: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var collected: [ViewWarning] = []
  private let previous = Hooks.viewWarning

  init() {
    Hooks.viewWarning = { [self] warning in
      lock.lock()
      collected.append(warning)
      lock.unlock()
    }
  }

  func finish() -> [ViewWarning] {
    Hooks.viewWarning = previous
    lock.lock()
    defer { lock.unlock() }
    return collected
  }
}

/// Sends `action` from a new thread and returns once it was processed
/// there (states included); the caller does not touch the view meanwhile.
private func send(
  _ action: ProfileReactor.Action,
  fromABackgroundThreadTo subject: ActionSubject<ProfileReactor.Action>
) async {
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    Thread.detachNewThread {
      subject.onNext(action)
      done.resume()
    }
  }
}

/// Binds `view` to a new reactor, renames it to "Ada" from a background
/// thread, and returns the warnings reported meanwhile.
@MainActor
private func renamingToAda<Screen: View>(_ view: Screen) async -> [ViewWarning]
where Screen.Reactor == ProfileReactor {
  let reactor = ProfileReactor()
  view.reactor = reactor
  let action = reactor.action
  let collector = WarningCollector()
  await send(.rename("Ada"), fromABackgroundThreadTo: action)
  // What the sending thread queued on the main queue has run.
  await drainMainQueue()
  return collector.finish()
}

@MainActor
final class HeadlessViewMainActorCheckTests: ScreenTestCase {
  func test_aLabelWrittenFromABackgroundThreadIsReportedNamingTheViewAndTheProperty() async {
    let view = ProfileView()

    let warnings = await renamingToAda(view)

    XCTAssertEqual(warnings.map(\.kind), [.offMainThread, .offMainThread])
    XCTAssertEqual(
      warnings.first?.message.hasPrefix("Label.text was written off the main thread"), true,
      warnings.first?.message ?? "no warning")
    XCTAssertEqual(
      warnings.last?.message.hasPrefix("Button.isEnabled was written off the main thread"), true,
      warnings.last?.message ?? "no warning")
    XCTAssertEqual(view.titleLabel.text, "Ada")
  }

  func test_theWarningNamesTheAccessibilityIdentifierWhenThereIsOne() async {
    let view = ProfileView()
    view.titleLabel.accessibilityIdentifier = "greeting"
    let reactor = ProfileReactor()
    view.reactor = reactor
    let action = reactor.action
    let collector = WarningCollector()

    await send(.rename("Ada"), fromABackgroundThreadTo: action)

    XCTAssertEqual(
      collector.finish().first?.message.hasPrefix("Label 'greeting'.text was written off"), true)
  }

  func test_writesOnTheMainThreadAndThroughBindersAreNotReported() async {
    let label = Label()
    let toggle = Switch()
    let controller = ViewController()
    let reactor = ProfileReactor()
    let bag = DisposeBag()
    reactor.state.map(\.title).bind(to: label.rx.text).disposed(by: bag)
    reactor.state.map { $0.title.isEmpty }.bind(to: toggle.rx.isOn).disposed(by: bag)
    let action = reactor.action
    let collector = WarningCollector()

    label.text = "main"
    controller.title = "Profile"
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        action.onNext(.rename(""))
        // Queued after the binders' deliveries.
        DispatchQueue.main.async { done.resume() }
      }
    }

    XCTAssertEqual(collector.finish(), [])
    XCTAssertEqual(label.text, "")
    XCTAssertTrue(toggle.isOn)
  }

  func test_aTableReloadedFromABackgroundThreadIsReportedAndShowsTheRows() async {
    let view = NamesView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))

    let warnings = await renamingToAda(view)

    XCTAssertEqual(warnings.map(\.kind), [.offMainThread])
    XCTAssertEqual(
      warnings.first?.message.hasPrefix(
        "TableView.reloadData() was called off the main thread and runs on the main queue"),
      true, warnings.first?.message ?? "no warning")
    XCTAssertEqual(view.tableView.visibleCells.map { $0.textLabel?.text }, ["Ada", "Ada!"])
  }

  func test_tableChangesMadeOffTheMainThreadAreReportedAndMadeOnTheMainQueue() async {
    let (tableView, source) = makeLettersTable([Letters(model: "A", items: ["a", "b", "c"])])
    tableView.visibleRowCount = 3
    let collector = WarningCollector()
    var batchRanOnMain: Bool?
    var completed: Bool?

    runOnABackgroundThread {
      source.sections = [Letters(model: "A", items: ["a", "b", "c", "d", "e"])]
      tableView.insertRows(
        at: [path(0, 3), path(0, 4)], with: .fade)
      tableView.reloadRows(at: [path(0, 0)], with: .fade)
      try? tableView.performBatchUpdates(
        {
          batchRanOnMain = Thread.isMainThread
          tableView.moveRow(at: path(0, 0), to: path(0, 1))
        }, completion: { completed = $0 })
      tableView.scrollToRow(at: path(0, 4), at: .bottom, animated: false)
      tableView.selectRow(at: path(0, 4), animated: false, scrollPosition: .none)
    }
    // The queued changes ran before this continuation (the main queue is
    // first in, first out); one more turn makes that explicit.
    await drainMainQueue()
    let warnings = collector.finish()

    XCTAssertEqual(warnings.map(\.kind), Array(repeating: .offMainThread, count: 5))
    XCTAssertEqual(
      warnings.first?.message.hasPrefix(
        "TableView.insertRows([0, 3] [0, 4], fade) was called off the main thread"
          + " and runs on the main queue"), true, warnings.first?.message ?? "no warning")
    XCTAssertEqual(batchRanOnMain, true)
    XCTAssertEqual(completed, true)
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 5)
    XCTAssertEqual(tableView.scrollOffset, 2)
    XCTAssertEqual(tableView.visibleCells.compactMap { $0.textLabel?.text }, ["c", "d", "e"])
    XCTAssertEqual(tableView.indexPathForSelectedRow, path(0, 4))
  }

  func test_aRefusedBatchQueuedFromABackgroundThreadIsReportedNotThrown() async {
    let (tableView, _) = makeLettersTable([Letters(model: "A", items: ["a", "b", "c"])])
    let collector = WarningCollector()
    var completed: Bool?

    runOnABackgroundThread {
      // The model was not changed: the batch's counts do not add up.
      try? tableView.performBatchUpdates(
        { tableView.deleteRows(at: [path(0, 0)], with: .fade) },
        completion: { completed = $0 })
    }
    await drainMainQueue()

    XCTAssertEqual(collector.finish().map(\.kind), [.offMainThread, .invalidBatchUpdate])
    XCTAssertEqual(completed, false)
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 3)
  }

  func test_aChangeOnTheMainThreadRunsAtOnceWhileOneFromABackgroundThreadIsQueued() async {
    let (tableView, _) = makeLettersTable([Letters(model: "A", items: ["a", "b", "c"])])
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let detail = ViewController()
    navigation.pushViewController(detail, animated: false)
    let selected = ElementLog(tableView.rx.itemSelected)
    let collector = WarningCollector()

    // The main thread is held until both are queued, so neither has run.
    runOnABackgroundThread {
      tableView.selectRow(at: path(0, 0))
      navigation.pushViewController(ViewController(), animated: false)
    }
    tableView.selectRow(at: path(0, 2))
    let popped = navigation.popViewController(animated: false)

    XCTAssertEqual(selected.elements, [path(0, 2)], "the main thread's tap ran at once")
    XCTAssertTrue(popped === detail, "a pop on the main thread returns what it popped")
    await drainMainQueue()
    XCTAssertEqual(selected.elements, [path(0, 2), path(0, 0)])
    XCTAssertEqual(tableView.indexPathForSelectedRow, path(0, 0))
    XCTAssertEqual(navigation.viewControllers.count, 2)
    XCTAssertEqual(collector.finish().map(\.kind), [.offMainThread, .offMainThread])
  }

  func test_collectionChangesMadeOffTheMainThreadAreReportedAndMadeOnTheMainQueue() async {
    let source = LettersCollectionSource([Letters(model: "A", items: ["a", "b", "c"])])
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: CollectionViewFlowLayout())
    collectionView.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
    collectionView.dataSource = source
    let collector = WarningCollector()

    runOnABackgroundThread {
      source.sections = [Letters(model: "A", items: ["c", "b", "d"])]
      try? collectionView.performBatchUpdates(
        {
          collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
          collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
          collectionView.moveItem(
            at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        }, completion: nil)
      collectionView.selectItem(at: IndexPath(item: 1, section: 0))
      collectionView.visibleRowCount = 2
      collectionView.scrollToItem(at: IndexPath(item: 2, section: 0), at: .bottom, animated: false)
    }
    await drainMainQueue()
    let warnings = collector.finish()

    XCTAssertEqual(warnings.map(\.kind), Array(repeating: .offMainThread, count: 4))
    XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
    XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
    XCTAssertEqual(collectionView.scrollOffset, 1)
    XCTAssertEqual(
      collectionView.visibleCells.compactMap { ($0 as? TileCell)?.title.text }, ["b", "d"])
  }

  func test_everyCheckedWriteMadeOffTheMainThreadIsReportedNotStopped() async {
    let label = Label()
    let field = TextField()
    let textView = TextView()
    let searchBar = SearchBar()
    let button = Button(title: "Go")
    let toggle = Switch()
    let slider = Slider()
    let stepper = Stepper()
    let progress = ProgressView()
    let picker = DatePicker()
    let pages = PageControl()
    let spinner = ActivityIndicatorView(style: .medium)
    let imageView = ImageView()
    let segments = SegmentedControl(items: ["A", "B"])
    let stack = StackView()
    let scrollView = ScrollView()
    let refresh = RefreshControl()
    let controller = ViewController()
    let alert = AlertController(title: "Title", message: nil, preferredStyle: .alert)
    let logo = Image(named: "logo")
    let collector = WarningCollector()

    runOnABackgroundThread {
      label.text = "label"
      label.isHidden = true
      label.alpha = 0.5
      field.text = "field"
      field.isSecureTextEntry = true
      textView.text = "text view"
      searchBar.text = "search"
      searchBar.placeholder = "Search"
      searchBar.showsCancelButton = true
      button.setTitle("Stop", for: .normal)
      button.setImage(logo, for: .normal)
      button.isEnabled = false
      toggle.isOn = true
      slider.value = 0.25
      stepper.value = 2
      progress.progress = 0.5
      picker.date = Date(timeIntervalSince1970: 0)
      pages.numberOfPages = 3
      pages.currentPage = 1
      spinner.startAnimating()
      spinner.stopAnimating()
      imageView.image = logo
      imageView.highlightedImage = logo
      imageView.isHighlighted = true
      segments.insertSegment(withTitle: "C", at: 2, animated: false)
      segments.setTitle("Z", forSegmentAt: 0)
      segments.setImage(logo, forSegmentAt: 1)
      segments.selectedSegmentIndex = 2
      segments.removeSegment(at: 1, animated: false)
      segments.removeAllSegments()
      stack.axis = .horizontal
      stack.addArrangedSubview(label)
      stack.insertArrangedSubview(button, at: 0)
      stack.removeArrangedSubview(label)
      scrollView.contentSize = CGSize(width: 100, height: 1_000)
      scrollView.contentOffset = CGPoint(x: 0, y: 100)
      scrollView.refreshControl = refresh
      refresh.beginRefreshing()
      controller.title = "Controller"
      alert.message = "Message"
      alert.addAction(AlertAction(title: "OK", style: .default))
      alert.addTextField()
    }
    await drainMainQueue()
    let warnings = collector.finish()

    let written = Set(
      warnings.map { $0.message.components(separatedBy: " was written off").first ?? "" })
    XCTAssertEqual(
      written,
      [
        "Label.text", "Label.isHidden", "Label.alpha", "TextField.text",
        "TextField.isSecureTextEntry", "TextView.text", "SearchBar.text", "SearchBar.placeholder",
        "SearchBar.showsCancelButton", "Button.title", "Button.image", "Button.isEnabled",
        "Switch.isOn", "Slider.value", "Stepper.value", "ProgressView.progress", "DatePicker.date",
        "PageControl.numberOfPages", "PageControl.currentPage", "ActivityIndicatorView.isAnimating",
        "ActivityIndicatorView.isHidden", "ImageView.image", "ImageView.highlightedImage",
        "ImageView.isHighlighted", "SegmentedControl.segments",
        "SegmentedControl.selectedSegmentIndex", "StackView.axis", "StackView.arrangedSubviews",
        "ScrollView.contentSize", "ScrollView.contentOffset", "ScrollView.refreshControl",
        "RefreshControl.isRefreshing", "ViewController.title", "AlertController.message",
        "AlertController.actions", "AlertController.textFields",
      ])
    XCTAssertEqual(Set(warnings.map(\.kind)), [.offMainThread])
    XCTAssertEqual(label.text, "label")
    XCTAssertEqual(stack.arrangedSubviews.count, 1)
    XCTAssertEqual(segments.numberOfSegments, 0)
    XCTAssertEqual(alert.actions.count, 1)
    XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 100))
  }

  func test_navigationMadeOffTheMainThreadIsReportedAndMadeOnTheMainQueueInOrder() async {
    let root = titledController("Root")
    let navigation = NavigationController(rootViewController: root)
    let window = Window(rootViewController: navigation)
    window.makeKeyAndVisible()
    let detail = titledController("Detail")
    let settings = titledController("Settings")
    let sheet = ViewController()
    let parent = HeadlessView()
    let leaf = Label()
    var popped: [ViewController?] = []
    var presented = false
    let collector = WarningCollector()

    runOnABackgroundThread {
      parent.addSubview(leaf)
      leaf.removeFromSuperview()
      navigation.pushViewController(detail, animated: false)
      popped.append(navigation.popViewController(animated: false))
      navigation.setViewControllers([root, detail, settings], animated: false)
      root.addChild(sheet)
      sheet.removeFromParent()
      settings.present(sheet, animated: false) { presented = Thread.isMainThread }
    }
    await drainMainQueue()
    let warnings = collector.finish()

    XCTAssertEqual(warnings.map(\.kind), Array(repeating: .offMainThread, count: 6))
    XCTAssertEqual(
      warnings.first?.message.hasPrefix(
        "NavigationController.pushViewController(_:animated:) was called off the main thread"),
      true, warnings.first?.message ?? "no warning")
    XCTAssertEqual(popped.count, 1)
    XCTAssertNil(popped.first ?? nil, "the pop is queued: nothing popped yet when it returns")
    XCTAssertEqual(navigation.viewControllers.map(\.title), ["Root", "Detail", "Settings"])
    XCTAssertTrue(settings.presentedViewController === sheet)
    XCTAssertTrue(presented)
    XCTAssertNil(leaf.superview)

    let secondCollector = WarningCollector()
    runOnABackgroundThread {
      settings.dismiss(animated: false)
      _ = navigation.popToRootViewController(animated: false)
    }
    await drainMainQueue()

    XCTAssertEqual(secondCollector.finish().map(\.kind), [.offMainThread, .offMainThread])
    XCTAssertNil(settings.presentedViewController)
    XCTAssertEqual(navigation.viewControllers.map(\.title), ["Root"])
  }

  func test_aListReadOffTheMainThreadAnswersAsOnItWithoutStopping() async {
    let (tableView, _) = makeLettersTable([Letters(model: "A", items: ["a", "b", "c"])])
    tableView.selectRow(at: path(0, 1))
    let onMain = listReads(of: tableView)
    var offMain: [String] = []

    runOnABackgroundThread { offMain = listReads(of: tableView) }

    XCTAssertEqual(offMain, onMain)
    XCTAssertEqual(onMain.last, "  a\n> b\n  c")
  }

  func test_anAnimatedUpdateGivenOffTheMainThreadIsMadeWholeOnTheMainQueue() async {
    let tableView = TableView()
    tableView.register(ListTextCell.self, forCellReuseIdentifier: "Cell")
    let dataSource = makeNumberDataSource()
    let bag = DisposeBag()
    Observable.just([numberSection("A", [1, 2, 3])])
      .bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    let collector = WarningCollector()

    runOnABackgroundThread {
      // What a custom binding that skips the main thread does.
      dataSource.tableView(tableView, observedEvent: .next([numberSection("A", [3, 4, 1])]))
    }
    await drainMainQueue()
    let warnings = collector.finish()

    XCTAssertEqual(warnings.map(\.kind), [.offMainThread])
    XCTAssertEqual(
      warnings.first?.message.hasPrefix(
        "TableView.RxTableViewSectionedAnimatedDataSource.tableView(_:observedEvent:) was called"),
      true, warnings.first?.message ?? "no warning")
    XCTAssertEqual(tableView.appliedUpdates.count, 3, "one reload, then the diff's stages")
    XCTAssertEqual(tableView.render(), "== A ==\n  3\n  4\n  1")
  }

  func test_theBackButtonTappedOffTheMainThreadReportsThePopAfterIt() async {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let window = Window(rootViewController: navigation)
    window.makeKeyAndVisible()
    navigation.pushViewController(ViewController(), animated: false)
    let events = ElementLog(navigation.rx.navigationEvent)
    let collector = WarningCollector()

    runOnABackgroundThread { navigation.tapBackButton() }
    await drainMainQueue()

    XCTAssertEqual(collector.finish().map(\.kind), [.offMainThread])
    XCTAssertEqual(events.elements, [.popped(depth: 0)])
    XCTAssertEqual(navigation.viewControllers.count, 1)
  }
}

/// A table whose rows a `subscribe(onNext:)` formed in `bind(reactor:)`
/// reloads: on the thread the state is emitted on.
private final class NamesView: HeadlessView, View {
  var disposeBag = DisposeBag()
  let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  let dataSource = NamesDataSource()

  override init(frame: CGRect) {
    super.init(frame: frame)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = dataSource
    addSubview(tableView)
  }

  required init?(coder: NSCoder) { nil }

  func bind(reactor: ProfileReactor) {
    reactor.state.map(\.title)
      .subscribe(onNext: { [tableView, dataSource] title in
        dataSource.names = [title, title + "!"]
        tableView.reloadData()
      })
      .disposed(by: disposeBag)
  }
}

private final class NamesDataSource: TableViewDataSource {
  var names: [String] = []
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }
}

/// Runs `body` on a new thread the way the mistake does: `body` is formed
/// in a main-actor context and handed to `subscribe(onNext:)`, which calls
/// it on the thread that emits. The main thread waits meanwhile, so what
/// `body` queued on the main queue has not run when this returns.
@MainActor
private func runOnABackgroundThread(_ body: @escaping () -> Void) {
  let trigger = PublishSubject<Void>()
  let subscription = trigger.subscribe(onNext: { body() })
  sendFromAnotherThread { trigger.onNext(()) }
  subscription.dispose()
}

/// What a test reads of a table: counts, cells, index paths, selection,
/// offsets and the render, as text. Loops, not closures: a main-actor
/// closure handed to the standard library stops the process off the main
/// thread, in a test as anywhere.
@MainActor
private func listReads(of tableView: TableView) -> [String] {
  var texts: [String] = []
  for cell in tableView.visibleCells { texts.append(cell.textLabel?.text ?? "") }
  let first = tableView.visibleCells.first
  var firstPath: IndexPath?
  if let first { firstPath = tableView.indexPath(for: first) }
  return [
    "\(tableView.numberOfSections) \(tableView.numberOfRows(inSection: 0))",
    "\(tableView.cellForRow(at: path(0, 0)) === first)",
    "\(tableView.indexPathsForVisibleRows ?? [])",
    "\(String(describing: tableView.indexPathForSelectedRow))",
    "\(String(describing: tableView.indexPathsForSelectedRows))",
    "\(texts)",
    "\(String(describing: firstPath))",
    "\(tableView.contentOffset) \(tableView.contentSize)",
    tableView.render(),
  ]
}

/// Names for a table, set with the reload from whatever thread they come.
@MainActor
private final class NamesSource: TableViewDataSource {
  var names: [String] = []
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }
}

/// Sends `value` through `subject` from a child task off the main actor:
/// the subscriber's closure, formed on the main actor, runs there, and the
/// warning it causes is an issue of the running test.
private func send<Value: Sendable>(
  _ value: Value, offTheMainActorThrough subject: PublishSubject<Value>
)
  async
{
  await withTaskGroup(of: Void.self) { group in
    group.addTask { subject.onNext(value) }
  }
}

/// The off-main-thread checks under Swift Testing: a list or a
/// navigation stack changed off the main actor is reported (an issue of
/// the test, with `.viewWarningsFailTests`) and changed when the main
/// queue next runs; the test sees it after its next `await`.
@MainActor @Suite(.viewWarningsFailTests) struct OffMainSuite {
  @Test(.enabled(if: FailureReportingChecks.areOn))
  func aTableReloadedOffTheMainActorIsReportedAndShowsTheRowsAfterAnAwait() async {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = NamesSource()
    tableView.dataSource = source
    let names = PublishSubject<[String]>()
    let bag = DisposeBag()
    names.subscribe(onNext: { names in
      source.names = names
      tableView.reloadData()
    })
    .disposed(by: bag)

    await withKnownIssue("Expected: the reload made off the main actor is reported") {
      await send(["Ada", "Grace"], offTheMainActorThrough: names)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("TableView.reloadData() was called off") }
    }
    await drainMainQueue()

    #expect(tableView.render() == "  Ada\n  Grace")
  }

  @Test(.enabled(if: FailureReportingChecks.areOn))
  func aPushMadeOffTheMainActorIsReportedAndShownAfterAnAwait() async {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let detail = titledController("Detail")
    let taps = PublishSubject<Void>()
    let bag = DisposeBag()
    taps.subscribe(onNext: { navigation.pushViewController(detail, animated: false) })
      .disposed(by: bag)

    await withKnownIssue("Expected: the push made off the main actor is reported") {
      await send((), offTheMainActorThrough: taps)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("NavigationController.pushViewController(_:animated:) was called off")
      }
    }
    await drainMainQueue()

    #expect(navigation.topViewController === detail)
  }
}
