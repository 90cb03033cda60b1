import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Sections
import Streams
import Testing

private typealias NameSection = SectionModel<String, String>

private func path(_ section: Int, _ row: Int) -> IndexPath {
  IndexPath(row: row, section: section)
}

/// A table of names bound through a reload data source whose first row of
/// each section cannot be edited.
@MainActor
private func makeNameTable(
  _ names: Observable<[NameSection]>, canMove: Bool = false, bag: DisposeBag
) -> (TableView, RxTableViewSectionedReloadDataSource<NameSection>) {
  let tableView = TableView()
  tableView.register(ListTextCell.self, forCellReuseIdentifier: "Cell")
  let dataSource = RxTableViewSectionedReloadDataSource<NameSection>(
    configureCell: { _, tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    },
    titleForHeaderInSection: { dataSource, section in
      let title = dataSource.sectionModels[section].model
      return title.isEmpty ? nil : title
    },
    canEditRowAtIndexPath: { _, indexPath in indexPath.row != 0 },
    canMoveRowAtIndexPath: { _, _ in canMove })
  names.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
  return (tableView, dataSource)
}

/// Swift Testing versions of the table screen tests (TableRenderTests,
/// TableViewReuseTests, TableViewBindingTests, CellReactorTests): what a
/// table shows after the user selects, scrolls, deletes and moves rows, and
/// after cell reactors change.
@MainActor @Suite(.viewWarningsFailTests) struct TablesSuite {
  // MARK: Headers, footers, accessories

  @Test func headersAndFootersFrameTheirSections() {
    let source = ListTableSource([["a", "b"], ["c"]])
    source.headers = [0: "Today", 1: "Week"]
    source.footers = [0: "2 items", 1: "1 item"]
    let tableView = makeListTable(source)

    #expect(
      tableView.render() == """
        == Today ==
          a
          b
        -- 2 items --
        == Week ==
          c
        -- 1 item --
        """)
  }

  @Test func tableHeaderAndFooterViewsFrameTheRowsUntilHidden() {
    let tableView = makeListTable(ListTableSource([["a"]]))
    let header = Label()
    header.text = "Top"
    let footer = Label()
    footer.text = "Bottom"
    tableView.tableHeaderView = header
    tableView.tableFooterView = footer
    #expect(tableView.render() == "Top\n  a\nBottom")

    footer.isHidden = true

    #expect(tableView.render() == "Top\n  a")
  }

  @Test func sectionIndexTitlesAndAccessoriesShowAfterTheRows() {
    let source = ListTableSource([["apple"], ["banana"]])
    source.indexTitles = ["A", "B"]
    let tableView = makeListTable(source)
    tableView.cellForRow(at: path(0, 0))?.accessoryType = .checkmark
    tableView.cellForRow(at: path(1, 0))?.accessoryType = .disclosureIndicator

    #expect(
      tableView.render() == """
          apple ✓
          banana >
        index: A B
        """)
  }

  @Test func aDelegatesHeaderViewReplacesTheTitle() {
    final class HeaderDelegate: TableViewDelegate {
      func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> HeadlessView? {
        guard section == 1 else { return nil }
        let view = HeadlessView()
        let title = Label()
        title.text = "Custom"
        view.addSubview(title)
        view.addSubview(Button(title: "More"))
        return view
      }
    }
    let source = ListTableSource([["a"], ["b"]])
    source.headers = [0: "First", 1: "Second"]
    let tableView = makeListTable(source)
    let delegate = HeaderDelegate()
    tableView.delegate = delegate

    #expect(tableView.render() == "== First ==\n  a\n== Custom | [More] ==\n  b")
  }

  // MARK: Selection

  @Test(arguments: [
    (row: 0, shown: ["> a", "  b", "  c"]), (row: 1, shown: ["  a", "> b", "  c"]),
    (row: 2, shown: ["  a", "  b", "> c"]),
  ])
  func aSelectedRowIsMarked(row: Int, shown: [String]) {
    let tableView = makeListTable(ListTableSource([["a", "b", "c"]]))

    tableView.selectRow(at: path(0, row))

    #expect(tableView.render() == shown.joined(separator: "\n"))
    #expect(tableView.indexPathForSelectedRow == path(0, row))
  }

  @Test func selectingAnotherRowMovesTheMarkAndDeselectingClearsIt() {
    let tableView = makeListTable(ListTableSource([["a", "b", "c"]]))
    tableView.selectRow(at: path(0, 1))

    tableView.selectRow(at: path(0, 2))
    #expect(tableView.render() == "  a\n  b\n> c")
    tableView.deselectRow(at: path(0, 2), animated: false)

    #expect(tableView.render() == "  a\n  b\n  c")
  }

  @Test func multipleSelectionMarksEverySelectedRowAndASecondTapDeselects() throws {
    let tableView = makeListTable(ListTableSource([["a", "b", "c"]]))
    tableView.allowsMultipleSelection = true

    tableView.selectRow(at: path(0, 0))
    tableView.selectRow(at: path(0, 2))
    #expect(tableView.render() == "> a\n  b\n> c")
    tableView.selectRow(at: path(0, 0))

    #expect(tableView.render() == "  a\n  b\n> c")
    let selected = try #require(tableView.indexPathsForSelectedRows)
    #expect(selected == [path(0, 2)])
  }

  @Test func itemSelectedAndModelSelectedFireForATapAcrossSections() {
    let bag = DisposeBag()
    let (tableView, _) = makeNameTable(
      .just([NameSection(model: "", items: ["Ann"]), NameSection(model: "", items: ["Bo", "Cy"])]),
      bag: bag)
    var selectedNames: [String] = []
    tableView.rx.modelSelected(String.self).subscribe(onNext: { selectedNames.append($0) })
      .disposed(by: bag)

    tableView.selectRow(at: path(1, 1))
    tableView.selectRow(at: path(0, 0))

    #expect(selectedNames == ["Cy", "Ann"])
    #expect(tableView.render() == "> Ann\n  Bo\n  Cy")
  }

  @Test func aDelegateRefusingARowKeepsItUnselected() {
    final class RefusingDelegate: TableViewDelegate {
      func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 0 ? nil : indexPath
      }
    }
    let tableView = makeListTable(ListTableSource([["a", "b"]]))
    let delegate = RefusingDelegate()
    let binding = tableView.rx.setDelegate(delegate)
    defer { binding.dispose() }

    tableView.selectRow(at: path(0, 0))
    #expect(tableView.render() == "  a\n  b")
    tableView.selectRow(at: path(0, 1))

    #expect(tableView.render() == "  a\n> b")
  }

  // MARK: Scrolling window and reuse

  @Test(arguments: [
    (offset: 0, shown: ["  0", "  1", "  2", "  (97 rows below)"]),
    (offset: 5, shown: ["  (5 rows above)", "  5", "  6", "  7", "  (92 rows below)"]),
    (offset: 97, shown: ["  (97 rows above)", "  97", "  98", "  99"]),
    (offset: 500, shown: ["  (97 rows above)", "  97", "  98", "  99"]),
    (offset: -3, shown: ["  0", "  1", "  2", "  (97 rows below)"]),
  ])
  func scrollingShowsTheVisibleRowsWithCountsAboveAndBelow(offset: Int, shown: [String]) {
    let tableView = makeListTable(ListTableSource([numberedRows(100)]), visibleRowCount: 3)

    tableView.scrollOffset = offset

    #expect(tableView.render() == shown.joined(separator: "\n"))
  }

  @Test func aSectionsHeaderShowsWithItsFirstRowAndItsFooterWithItsLast() {
    let source = ListTableSource([numberedRows(4, prefix: "a"), numberedRows(4, prefix: "b")])
    source.headers = [0: "A", 1: "B"]
    source.footers = [0: "end A", 1: "end B"]
    let tableView = makeListTable(source, visibleRowCount: 3)

    tableView.scrollOffset = 2

    #expect(
      tableView.render() == """
          (2 rows above)
          a2
          a3
        -- end A --
        == B ==
          b0
          (3 rows below)
        """)
  }

  @Test func scrollToRowPlacesTheRowAtTopMiddleOrBottom() {
    let tableView = makeListTable(ListTableSource([numberedRows(20)]), visibleRowCount: 3)

    tableView.scrollToRow(at: path(0, 10), at: .top, animated: true)
    #expect(tableView.render() == "  (10 rows above)\n  10\n  11\n  12\n  (7 rows below)")
    tableView.scrollToRow(at: path(0, 10), at: .middle, animated: false)
    #expect(tableView.render() == "  (9 rows above)\n  9\n  10\n  11\n  (8 rows below)")
    tableView.scrollToRow(at: path(0, 10), at: .bottom, animated: false)

    #expect(tableView.render() == "  (8 rows above)\n  8\n  9\n  10\n  (9 rows below)")
  }

  @Test func scrollingReusesCellsCallingPrepareForReuseOnce() {
    let tableView = makeListTable(ListTableSource([numberedRows(20)]))
    let firstCells = tableView.visibleCells.map(ObjectIdentifier.init)

    tableView.scrollOffset = 10

    #expect(Set(tableView.visibleCells.map(ObjectIdentifier.init)) == Set(firstCells))
    #expect(tableView.visibleCells.allSatisfy { ($0 as? ListTextCell)?.reuseCount == 1 })
    #expect(tableView.numberOfCellsCreated == 10)
    #expect(
      tableView.render() == "  (10 rows above)\n"
        + (10..<20).map { "  \($0)" }.joined(separator: "\n"))
  }

  @Test func scrollingThroughTenThousandRowsCreatesAtMostTwelveCells() {
    let tableView = makeListTable(ListTableSource([numberedRows(10_000)]), visibleRowCount: 2)

    for offset in 0...9_998 { tableView.scrollOffset = offset }

    #expect(tableView.numberOfCellsCreated <= 12)
    #expect(tableView.render() == "  (9998 rows above)\n  9998\n  9999")
  }

  @Test func aReusedCellLosesItsSelectedLook() throws {
    let tableView = makeListTable(ListTableSource([numberedRows(20)]))
    tableView.selectRow(at: path(0, 0))
    let selectedCell = try #require(tableView.cellForRow(at: path(0, 0)))
    #expect(selectedCell.isSelected)

    tableView.scrollOffset = 10

    #expect(!selectedCell.isSelected)
    #expect(!tableView.render().contains(">"))
  }

  @Test func shrinkingTheRowsBelowTheVisibleRowCountScrollsBackToTheTop() {
    let source = ListTableSource([numberedRows(50)])
    let tableView = makeListTable(source)
    tableView.scrollOffset = 40

    source.sections = [numberedRows(4)]
    tableView.reloadData()

    #expect(tableView.render() == "  0\n  1\n  2\n  3")
  }

  // MARK: Deletion and moves

  @Test func swipingToDeleteRemovesOnlyEditableRows() {
    let bag = DisposeBag()
    let names = BehaviorRelay(value: ["Ann", "Bo", "Cy"])
    let (tableView, dataSource) = makeNameTable(
      names.map { [NameSection(model: "Team", items: $0)] }, bag: bag)
    tableView.rx.itemDeleted
      .subscribe(onNext: { indexPath in
        var value = names.value
        value.remove(at: indexPath.row)
        names.accept(value)
      })
      .disposed(by: bag)

    tableView.commitDelete(at: path(0, 0))
    #expect(tableView.render() == "== Team ==\n  Ann\n  Bo\n  Cy")
    tableView.commitDelete(at: path(0, 1))

    #expect(tableView.render() == "== Team ==\n  Ann\n  Cy")
    #expect(dataSource.sectionModels[0].items == ["Ann", "Cy"])
  }

  @Test func aUserMoveAcrossSectionsShowsTheRowInItsNewPlace() throws {
    let bag = DisposeBag()
    let (tableView, dataSource) = makeNameTable(
      .just([
        NameSection(model: "A", items: ["Ann", "Bo"]), NameSection(model: "B", items: ["Cy"]),
      ]),
      canMove: true, bag: bag)
    var moves: [ItemMovedEvent] = []
    tableView.rx.itemMoved.subscribe(onNext: { moves.append($0) }).disposed(by: bag)
    let annCell = try #require(tableView.cellForRow(at: path(0, 0)))

    tableView.moveRow(at: path(0, 0), to: path(1, 1))

    #expect(
      tableView.render() == """
        == A ==
          Bo
        == B ==
          Cy
          Ann
        """)
    #expect(dataSource.sectionModels.map(\.items) == [["Bo"], ["Cy", "Ann"]])
    #expect(tableView.cellForRow(at: path(1, 1)) === annCell)
    let move = try #require(moves.first)
    #expect(move.sourceIndex == path(0, 0))
    #expect(move.destinationIndex == path(1, 1))
  }

  @Test func aRowThatCannotMoveStaysWhereItIs() {
    let bag = DisposeBag()
    let (tableView, _) = makeNameTable(
      .just([NameSection(model: "", items: ["Ann", "Bo"])]), canMove: false, bag: bag)

    tableView.moveRow(at: path(0, 0), to: path(0, 1))

    #expect(tableView.render() == "  Ann\n  Bo")
  }

  // MARK: Cell reactors

  @Test func eachItemCaseShowsItsCellBoundToItsReactor() throws {
    let bag = DisposeBag()
    let todo = TodoCellReactor(message: "buy milk")
    let note = NoteCellReactor(note: "weekend")

    let tableView = makeTodoTable([.todo(todo), .note(note)], bag: bag)

    #expect(tableView.render() == "  buy milk | [ ]\n  note: weekend")
    let cell = try #require(tableView.cellForRow(at: path(0, 0)) as? TodoCell)
    #expect(cell.reactor === todo)
  }

  @Test func aCellReactorsStateChangeShowsInItsCell() {
    let bag = DisposeBag()
    let todo = TodoCellReactor(message: "buy milk")
    let tableView = makeTodoTable([.todo(todo)], bag: bag)

    todo.action.onNext(.toggleDone)
    todo.action.onNext(.rename("buy oat milk"))

    #expect(tableView.render() == "  buy oat milk | [x]")
  }

  @Test func aUserToggleInACellReachesItsReactorAndShows() throws {
    let bag = DisposeBag()
    let todo = TodoCellReactor(message: "buy milk")
    let tableView = makeTodoTable([.todo(todo)], bag: bag)
    let cell = try #require(tableView.cellForRow(at: path(0, 0)) as? TodoCell)

    cell.doneSwitch.toggle()

    #expect(todo.currentState.isDone)
    #expect(tableView.render() == "  buy milk | [x]")
  }

  @Test func aReusedCellNoLongerShowsItsOldReactorsChanges() {
    let bag = DisposeBag()
    let reactors = (0..<6).map { TodoCellReactor(message: "row \($0)") }
    let tableView = makeTodoTable(reactors.map(TodoItem.todo), visibleRowCount: 2, bag: bag)

    tableView.scrollOffset = 4
    reactors[0].action.onNext(.rename("changed after reuse"))
    reactors[1].action.onNext(.toggleDone)

    #expect(tableView.render() == "  (4 rows above)\n  row 4 | [ ]\n  row 5 | [ ]")
    #expect(tableView.numberOfCellsCreated == 2)
  }

  @Test func scrollingBackRebindsTheOriginalReactorsWithTheirNewState() {
    let bag = DisposeBag()
    let reactors = (0..<6).map { TodoCellReactor(message: "row \($0)") }
    let tableView = makeTodoTable(reactors.map(TodoItem.todo), visibleRowCount: 2, bag: bag)
    tableView.scrollOffset = 4

    reactors[0].action.onNext(.toggleDone)
    tableView.scrollOffset = 0

    #expect(tableView.render() == "  row 0 | [x]\n  row 1 | [ ]\n  (4 rows below)")
  }

  @Test func anAsyncTestSeesCellReactorChangesAfterAnAwait() async {
    let bag = DisposeBag()
    let reactors = (0..<3).map { TodoCellReactor(message: "row \($0)") }
    let tableView = makeTodoTable(reactors.map(TodoItem.todo), bag: bag)

    reactors[1].action.onNext(.toggleDone)
    await Task.yield()
    reactors[2].action.onNext(.rename("last"))

    #expect(tableView.render() == "  row 0 | [ ]\n  row 1 | [x]\n  last | [ ]")
  }

  @Test func cellReactorsChangedFromABackgroundThreadShowTheirFinalState() async {
    let bag = DisposeBag()
    let reactors = (0..<4).map { TodoCellReactor(message: "row \($0)") }
    let tableView = makeTodoTable(reactors.map(TodoItem.todo), bag: bag)
    let actions = reactors.map(\.action)

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        for (index, action) in actions.enumerated() {
          for _ in 0..<(index + 1) { action.onNext(.toggleDone) }
        }
        actions[3].onNext(.rename("renamed off main"))
        // Queued after the cells' deliveries of those states.
        DispatchQueue.main.async { done.resume() }
      }
    }

    #expect(
      tableView.render() == """
          row 0 | [x]
          row 1 | [ ]
          row 2 | [x]
          renamed off main | [ ]
        """)
  }

  @Test func rowsSentFromABackgroundThreadShowTheLastElements() async {
    let tableView = TableView()
    tableView.register(ListTextCell.self, forCellReuseIdentifier: "Cell")
    tableView.visibleRowCount = 3
    let relay = PublishRelay<[String]>()
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: ListTextCell.self)) {
      row, element, cell in cell.textLabel?.text = "\(row) \(element)"
    }
    .disposed(by: bag)

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        for count in 1...50 { relay.accept((0..<count).map { "item\($0)" }) }
        DispatchQueue.main.async { done.resume() }
      }
    }

    #expect(tableView.render() == "  0 item0\n  1 item1\n  2 item2\n  (47 rows below)")
  }

  @Test func aTableInsideAControllerRendersUnderTheTitle() {
    final class Screen: ViewController {
      lazy var tableView = makeListTable(ListTableSource([["a", "b"]]))
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
      }
    }
    let screen = Screen()
    screen.title = "List"
    screen.loadViewIfNeeded()

    screen.tableView.selectRow(at: path(0, 0))

    #expect(screen.render() == "# List\n> a\n  b")
  }
}
