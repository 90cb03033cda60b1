import Foundation
import HeadlessUI
import ReactorCore
import Sections
import Streams
import TestSupport
import XCTest

/// A cell reactor with a real action and state (a to-do that can be done).
private final class MainCellReactor: Reactor {
  enum Action {
    case toggleDone
    case rename(String)
  }
  struct State {
    var message: String
    var isDone = false
  }
  let initialState: State
  init(message: String) { initialState = State(message: message) }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .toggleDone: state.isDone.toggle()
    case .rename(let message): state.message = message
    }
    return state
  }
}

private final class SubCellReactor: Reactor {
  typealias Action = NoAction
  let initialState: String
  init(note: String) { initialState = note }
}

private final class MainCell: TableViewCell, View, Reusable {
  var disposeBag = DisposeBag()
  let titleLabel = Label()
  let doneSwitch = Switch()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
    contentView.addSubview(doneSwitch)
  }

  required init?(coder: NSCoder) { nil }

  func bind(reactor: MainCellReactor) {
    reactor.state.map(\.message).bind(to: titleLabel.rx.text).disposed(by: disposeBag)
    reactor.state.map(\.isDone).bind(to: doneSwitch.rx.isOn).disposed(by: disposeBag)
    doneSwitch.rx.isOn.changed.map { _ in .toggleDone }.bind(to: reactor.action)
      .disposed(by: disposeBag)
  }
}

// Declares no initializer: dequeued through the inherited one.
private final class SubCell: TableViewCell, View, Reusable {
  var disposeBag = DisposeBag()
  func bind(reactor: SubCellReactor) {
    textLabel?.text = "note: " + reactor.currentState
  }
}

private enum Item {
  case main(MainCellReactor)
  case sub(SubCellReactor)
}

private struct ItemSection: SectionModelType {
  var items: [Item]
  init(items: [Item]) { self.items = items }
  init(original: ItemSection, items: [Item]) { self.items = items }
}

@MainActor
final class CellReactorTests: ScreenTestCase {
  private let bag = DisposeBag()

  private func makeTable(_ items: [Item], windowSize: Int) -> TableView {
    let tableView = TableView()
    tableView.windowSize = windowSize
    let dataSource = RxTableViewSectionedReloadDataSource<ItemSection> {
      _, tableView, indexPath, item in
      switch item {
      case .main(let reactor):
        let cell = tableView.dequeueReusableCell(for: indexPath) as MainCell
        cell.reactor = reactor
        return cell
      case .sub(let reactor):
        let cell = tableView.dequeueReusableCell(for: indexPath) as SubCell
        cell.reactor = reactor
        return cell
      }
    }
    Observable.just([ItemSection(items: items)])
      .bind(to: tableView.rx.items(dataSource: dataSource))
      .disposed(by: bag)
    return tableView
  }

  func test_eachItemCaseDequeuesItsCellTypeBoundToItsReactor() async {
    let first = MainCellReactor(message: "buy milk")
    let note = SubCellReactor(note: "weekend")
    let tableView = makeTable([.main(first), .sub(note)], windowSize: 10)

    XCTAssertTrue(
      (tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MainCell)?.reactor === first)
    XCTAssertTrue(
      (tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? SubCell)?.reactor === note)
    XCTAssertEqual(tableView.render(), "  buy milk | [ ]\n  note: weekend")
  }

  func test_aCellReactorsStateChangeIsShownInItsCell() async {
    let first = MainCellReactor(message: "buy milk")
    let tableView = makeTable([.main(first)], windowSize: 10)

    first.action.onNext(.toggleDone)

    XCTAssertEqual(tableView.render(), "  buy milk | [x]")
  }

  func test_aUserToggleInTheCellReachesItsReactor() async {
    let first = MainCellReactor(message: "buy milk")
    let tableView = makeTable([.main(first)], windowSize: 10)
    let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MainCell

    cell?.doneSwitch.toggle()

    XCTAssertEqual(first.currentState.isDone, true)
  }

  func test_aReusedCellNoLongerShowsItsOldReactorsChanges() async {
    let reactors = (0..<6).map { MainCellReactor(message: "row \($0)") }
    let tableView = makeTable(reactors.map(Item.main), windowSize: 2)
    let firstCell = tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MainCell

    tableView.scrollOffset = 4
    let reusedRow = tableView.indexPathsForVisibleRows?.first {
      tableView.cellForRow(at: $0) === firstCell
    }
    reactors[0].action.onNext(.rename("changed after reuse"))
    reactors[1].action.onNext(.toggleDone)

    XCTAssertNotNil(reusedRow, "the first cell is reused for a row scrolled into view")
    XCTAssertTrue(firstCell?.reactor === reactors[reusedRow?.row ?? 0])
    XCTAssertEqual(tableView.render(), "  (4 rows above)\n  row 4 | [ ]\n  row 5 | [ ]")
    XCTAssertEqual(tableView.numberOfCellsCreated, 2)
  }

  func test_scrollingBackRebindsTheOriginalReactors() async {
    let reactors = (0..<6).map { MainCellReactor(message: "row \($0)") }
    let tableView = makeTable(reactors.map(Item.main), windowSize: 2)
    tableView.scrollOffset = 4

    reactors[0].action.onNext(.toggleDone)
    tableView.scrollOffset = 0

    XCTAssertEqual(tableView.render(), "  row 0 | [x]\n  row 1 | [ ]\n  (4 rows below)")
    reactors[5].action.onNext(.rename("hidden"))
    XCTAssertEqual(tableView.render(), "  row 0 | [x]\n  row 1 | [ ]\n  (4 rows below)")
  }

  func test_scrollingThroughManyCellReactorsCreatesCellsBoundedByTheWindow() async {
    let reactors = (0..<1_000).map { MainCellReactor(message: "row \($0)") }
    let tableView = makeTable(reactors.map(Item.main), windowSize: 10)

    for offset in stride(from: 0, through: 990, by: 3) { tableView.scrollOffset = offset }

    XCTAssertLessThanOrEqual(tableView.numberOfCellsCreated, 12)
    XCTAssertEqual(tableView.visibleCells.count, 10)
    XCTAssertEqual(
      tableView.visibleCells.compactMap { ($0 as? MainCell)?.titleLabel.text }.last, "row 999")
  }
}
