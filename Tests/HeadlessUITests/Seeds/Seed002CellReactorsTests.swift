// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation, ReplaceForEachWithForLoop
// (the seeds' code is kept as its authors wrote it)

// Seed 002: "ReactorKit 샘플 앱 - RxDataSources 사용 방법" — cell reactors carrying
// `Main` / `Sub` models, an enum section with associated items, cells bound
// with `cell.reactor = reactor`. The post shows excerpts; its full source
// (JK0369/RxReactorKit-RxDataSources: models, cells, cell reactors, the
// screen's reactor and view controller, the start screen) is ported here.
//
// Ported with only: imports, UIKit names to their headless names,
// layout-only lines removed (SnapKit constraints, fonts, colors, alignment),
// and the changes marked `// Port:`. Its types are file-private so that they
// do not clash with the other seeds'.

import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Sections
import Streams
import TestSupport
import Testing
import XCTest

// MARK: - The seed's code

// ModelType.swift

private protocol ModelType: Then, Codable, Equatable {}

// Main.swift

private struct Main: ModelType {
  var message: String
  var isDone = false
}

extension Main: Equatable {

  static func == (lhs: Main, rhs: Main) -> Bool {
    lhs.message == rhs.message
  }
}

// Sub.swift

private struct Sub: ModelType {
  var message: String
  var isDone = false
}

extension Sub: Equatable {

  static func == (lhs: Sub, rhs: Sub) -> Bool {
    lhs.message == rhs.message
  }
}

// Rx+Map.swift

extension ObservableType {
  fileprivate func map<T>(_ element: T) -> Observable<T> {
    self.map({ _ in element })
  }
}

extension ObservableType {
  fileprivate func mapVoid() -> Observable<Void> {
    self.map(Void())
  }
}

// SomeViewSection.swift

private enum SomeViewSection {
  case first([SomeViewSectionItem])
}

private enum SomeViewSectionItem {
  case main(MainTableViewCellReactor)
  case sub(SubTableViewCellReactor)
}

extension SomeViewSection: SectionModelType {
  var items: [SomeViewSectionItem] {
    switch self {
    case .first(let items): return items
    }
  }

  init(original: SomeViewSection, items: [SomeViewSectionItem]) {
    switch original {
    case .first: self = .first(items)
    }
  }
}

// MainTableViewCellReactor.swift

private class MainTableViewCellReactor: Reactor {
  typealias Action = NoAction

  let initialState: Main

  init(main: Main) {
    self.initialState = main
  }
}

// MainTableViewCell.swift

// Port: the cell's nested `struct Label { static let font …; static let
// color … }` held only fonts and colors (layout) and is removed; it would
// also have hidden HeadlessUI's `Label` inside the cell.
private class MainTableViewCell: TableViewCell, View, Reusable {

  var disposeBag = DisposeBag()

  // MARK: UI
  let titleLabel = Label()

  // MARK: Constants
  override init(
    style: TableViewCell.CellStyle,
    reuseIdentifier: String?
  ) {
    super.init(
      style: style,
      reuseIdentifier: reuseIdentifier
    )

    contentView.addSubview(titleLabel)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  // MARK: Binding
  func bind(reactor: MainTableViewCellReactor) {
    titleLabel.text = "(메인) " + reactor.currentState.message
  }
}

// SubTableViewCellReactor.swift

private class SubTableViewCellReactor: Reactor {
  typealias Action = NoAction

  let initialState: Sub

  init(sub: Sub) {
    self.initialState = sub
  }
}

// SubTableViewCell.swift

private class SubTableViewCell: TableViewCell, View, Reusable {

  var disposeBag = DisposeBag()

  // MARK: UI
  let titleLabel = Label()

  let messageLabel = Label()

  // MARK: Constants
  override init(
    style: TableViewCell.CellStyle,
    reuseIdentifier: String?
  ) {
    super.init(
      style: style,
      reuseIdentifier: reuseIdentifier
    )

    contentView.addSubview(titleLabel)
    contentView.addSubview(messageLabel)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  // MARK: Binding
  func bind(reactor: SubTableViewCellReactor) {
    titleLabel.text = "(서브) " + reactor.currentState.message
    messageLabel.text = "(서브 cell message) \(reactor.currentState.message)"
  }
}

// MainViewReactor.swift

private final class MainViewReactor: Reactor {
  enum Action {
    case viewDidLoad
  }

  enum Mutation {
    case updateDataSource
  }

  struct State {
    var messageSection = [SomeViewSection]()
  }

  let initialState: State

  init(
    initialState: State
  ) {
    self.initialState = initialState
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .viewDidLoad:
      return Observable<Mutation>.just(.updateDataSource)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .updateDataSource:
      state.messageSection = getMockSections()
    }
    return state
  }
}

private func getMockSections() -> [SomeViewSection] {
  let mainItem1 = SomeViewSectionItem.main(MainTableViewCellReactor(main: Main(message: "1")))
  let mainItem2 = SomeViewSectionItem.main(MainTableViewCellReactor(main: Main(message: "2")))
  let mainItem3 = SomeViewSectionItem.main(MainTableViewCellReactor(main: Main(message: "3")))
  let subItem1 = SomeViewSectionItem.sub(SubTableViewCellReactor(sub: Sub(message: "4")))
  let subItem2 = SomeViewSectionItem.sub(SubTableViewCellReactor(sub: Sub(message: "5")))

  let itemsInFirstSection = [mainItem1, mainItem2, mainItem3, subItem1, subItem2]
  let firstSection = SomeViewSection(
    original: SomeViewSection(
      original: .first(itemsInFirstSection),
      items: itemsInFirstSection
    ),
    items: itemsInFirstSection
  )

  return [firstSection]
}

// MainViewController.swift

// Port: `HeadlessUI.ViewController`, qualified: this app declares its own
// `ViewController` (the start screen below, Xcode's template name), which
// hides HeadlessUI's in the whole module (UIKit's `UI` prefix avoided that).
private final class MainViewController: HeadlessUI.ViewController, View {

  var disposeBag = DisposeBag()

  typealias Reactor = MainViewReactor

  var dataSource = RxTableViewSectionedReloadDataSource<SomeViewSection> {
    dataSource, tableView, indexPath, sectionItem in
    switch sectionItem {
    case .main(let reactor):
      let cell = tableView.dequeueReusableCell(for: indexPath) as MainTableViewCell
      cell.reactor = reactor
      return cell
    case .sub(let reactor):
      let cell = tableView.dequeueReusableCell(for: indexPath) as SubTableViewCell
      cell.reactor = reactor
      return cell
    }
  }

  // Port: `private` dropped so that the tests can look at the table.
  let tableView = TableView().then {
    $0.register(cellType: MainTableViewCell.self)
    $0.register(cellType: SubTableViewCell.self)
  }

  override func viewDidLoad() {
    super.viewDidLoad()

    self.setupLayout()
    self.setupView()
  }

  private func setupLayout() {
    self.view.addSubview(tableView)
  }

  private func setupView() {
    self.tableView.rx.setDelegate(self)
      .disposed(by: disposeBag)
  }

  func bind(reactor: MainViewReactor) {
    //Action
    self.rx.viewDidLoad
      .mapVoid()
      .map(Reactor.Action.viewDidLoad)
      .bind(to: reactor.action)
      .disposed(by: self.disposeBag)

    //State
    reactor.state
      .map { $0.messageSection }
      .bind(to: self.tableView.rx.items(dataSource: dataSource))
      .disposed(by: self.disposeBag)
  }
}

extension MainViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return 65
  }
}

// ViewController.swift (the start screen)

// Port: `HeadlessUI.ViewController`, qualified: the seed's class has the
// same name as its superclass, which UIKit's `UI` prefix told apart.
private class ViewController: HeadlessUI.ViewController {

  let disposeBag = DisposeBag()

  let startButton = Button().then {
    $0.setTitle("시작", for: .normal)
  }

  override func viewDidLoad() {
    super.viewDidLoad()

    self.view.addSubview(startButton)

    startButton.rx.tap
      .bind { [weak self] _ in self?.presentMain() }
      .disposed(by: disposeBag)
  }

  private func presentMain() {
    let mainViewController = MainViewController()
    let reactor = MainViewReactor(initialState: MainViewReactor.State())
    mainViewController.reactor = reactor
    present(
      mainViewController,
      animated: true,
      completion: nil
    )
  }
}

// MARK: - Tests

/// The scenarios of the seed's screens, written once and run by both test
/// frameworks (``Seed002CellReactorsTests``, ``Seed002CellReactorsSuite``).
@MainActor
private enum Scenarios {
  static func theStartScreenShowsItsButton() {

    let start = ViewController()
    let window = Window(rootViewController: start)

    window.makeKeyAndVisible()

    assertRender(window) {
      """
      [시작]
      """
    }

  }

  static func tappingStartPresentsTheMainScreenWithMainAndSubCells() {

    let start = ViewController()
    let window = Window(rootViewController: start)
    window.makeKeyAndVisible()

    start.startButton.tap()

    let main = try? unwrap(start.presentedViewController as? MainViewController)
    expectEqual(main?.isVisible, true)
    assertRender(window) {
      """
        (메인) 1
        (메인) 2
        (메인) 3
        (서브) 4 | (서브 cell message) 4
        (서브) 5 | (서브 cell message) 5
      """
    }
    assertRender(start) {
      """
        (메인) 1
        (메인) 2
        (메인) 3
        (서브) 4 | (서브 cell message) 4
        (서브) 5 | (서브 cell message) 5
      """
    }

  }

  static func theReactorIsBoundAtOnceAndTheRowsComeFromTheViewDidLoadAction() {

    let main = MainViewController()
    let reactor = MainViewReactor(initialState: MainViewReactor.State())

    main.reactor = reactor

    expectFalse(main.isViewLoaded)
    expectEqual(main.tableView.numberOfSections, 0)
    main.loadViewIfNeeded()
    expectEqual(reactor.currentState.messageSection.first?.items.count, 5)
    assertRender(main) {
      """
        (메인) 1
        (메인) 2
        (메인) 3
        (서브) 4 | (서브 cell message) 4
        (서브) 5 | (서브 cell message) 5
      """
    }

  }

  static func eachItemCaseDequeuesItsOwnCellTypeBoundToTheItemsReactor() {

    let main = MainViewController()
    main.reactor = MainViewReactor(initialState: MainViewReactor.State())
    main.loadViewIfNeeded()

    let items = main.dataSource.sectionModels[0].items
    for (row, item) in items.enumerated() {
      let cell = main.tableView.cellForRow(at: IndexPath(row: row, section: 0))
      switch item {
      case .main(let reactor):
        let mainCell = cell as? MainTableViewCell
        expectNotNil(mainCell, "row \(row)")
        expectTrue(mainCell?.reactor === reactor, "row \(row)")
      case .sub(let reactor):
        let subCell = cell as? SubTableViewCell
        expectNotNil(subCell, "row \(row)")
        expectTrue(subCell?.reactor === reactor, "row \(row)")
      }
    }
    expectEqual(
      main.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.reuseIdentifier,
      "MainTableViewCell")
    expectEqual(
      main.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.reuseIdentifier,
      "SubTableViewCell")

  }

  static func scrollingThreeVisibleRowsReusesCellsAndRebindsThemToTheNewRowsReactors() {

    let main = MainViewController()
    main.tableView.visibleRowCount = 3
    main.reactor = MainViewReactor(initialState: MainViewReactor.State())
    main.loadViewIfNeeded()

    main.tableView.scrollOffset = 2

    assertRender(main) {
      """
        (2 rows above)
        (메인) 3
        (서브) 4 | (서브 cell message) 4
        (서브) 5 | (서브 cell message) 5
      """
    }
    main.tableView.scrollOffset = 0
    assertRender(main) {
      """
        (메인) 1
        (메인) 2
        (메인) 3
        (2 rows below)
      """
    }
    expectLessThanOrEqual(main.tableView.numberOfCellsCreated, 5)

  }

  static func theScreenIsTheTablesDelegate() {

    let main = MainViewController()
    main.reactor = MainViewReactor(initialState: MainViewReactor.State())
    main.loadViewIfNeeded()

    let delegate = main.tableView.delegate

    expectTrue(delegate === main)
    expectEqual(
      delegate?.tableView(main.tableView, heightForRowAt: IndexPath(row: 0, section: 0)), 65)

  }

  static func dismissingTheMainScreenShowsTheStartScreenAgain() {

    let start = ViewController()
    let window = Window(rootViewController: start)
    window.makeKeyAndVisible()
    start.startButton.tap()
    let main = start.presentedViewController

    main?.dismiss(animated: true)

    expectNil(start.presentedViewController)
    expectEqual(main?.isVisible, false)
    assertRender(window) {
      """
      [시작]
      """
    }

  }
}

@MainActor
final class Seed002CellReactorsTests: ScreenTestCase {
  func test_theStartScreenShowsItsButton() async {
    Scenarios.theStartScreenShowsItsButton()
  }

  func test_tappingStartPresentsTheMainScreenWithMainAndSubCells() async {
    Scenarios.tappingStartPresentsTheMainScreenWithMainAndSubCells()
  }

  func test_theReactorIsBoundAtOnceAndTheRowsComeFromTheViewDidLoadAction() async {
    Scenarios.theReactorIsBoundAtOnceAndTheRowsComeFromTheViewDidLoadAction()
  }

  func test_eachItemCaseDequeuesItsOwnCellTypeBoundToTheItemsReactor() async {
    Scenarios.eachItemCaseDequeuesItsOwnCellTypeBoundToTheItemsReactor()
  }

  func test_scrollingThreeVisibleRowsReusesCellsAndRebindsThemToTheNewRowsReactors() async {
    Scenarios.scrollingThreeVisibleRowsReusesCellsAndRebindsThemToTheNewRowsReactors()
  }

  func test_theScreenIsTheTablesDelegate() async {
    Scenarios.theScreenIsTheTablesDelegate()
  }

  func test_dismissingTheMainScreenShowsTheStartScreenAgain() async {
    Scenarios.dismissingTheMainScreenShowsTheStartScreenAgain()
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct Seed002CellReactorsSuite {
  @Test func theStartScreenShowsItsButton() {
    Scenarios.theStartScreenShowsItsButton()
  }

  @Test func tappingStartPresentsTheMainScreenWithMainAndSubCells() {
    Scenarios.tappingStartPresentsTheMainScreenWithMainAndSubCells()
  }

  @Test func theReactorIsBoundAtOnceAndTheRowsComeFromTheViewDidLoadAction() {
    Scenarios.theReactorIsBoundAtOnceAndTheRowsComeFromTheViewDidLoadAction()
  }

  @Test func eachItemCaseDequeuesItsOwnCellTypeBoundToTheItemsReactor() {
    Scenarios.eachItemCaseDequeuesItsOwnCellTypeBoundToTheItemsReactor()
  }

  @Test func scrollingThreeVisibleRowsReusesCellsAndRebindsThemToTheNewRowsReactors() {
    Scenarios.scrollingThreeVisibleRowsReusesCellsAndRebindsThemToTheNewRowsReactors()
  }

  @Test func theScreenIsTheTablesDelegate() {
    Scenarios.theScreenIsTheTablesDelegate()
  }

  @Test func dismissingTheMainScreenShowsTheStartScreenAgain() {
    Scenarios.dismissingTheMainScreenShowsTheStartScreenAgain()
  }
}
