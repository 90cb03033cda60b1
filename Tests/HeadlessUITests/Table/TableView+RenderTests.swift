import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Sections
import Streams
import TestSupport
import Testing
import XCTest

/// Cells with an accessory per row.
@MainActor
private final class AccessorySource: TableViewDataSource {
  let rows: [(String, TableViewCell.AccessoryType)]
  init(_ rows: [(String, TableViewCell.AccessoryType)]) { self.rows = rows }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row].0.isEmpty ? nil : rows[indexPath.row].0
    cell.accessoryType = rows[indexPath.row].1
    return cell
  }
}

@MainActor
private final class HeaderViewDelegate: TableViewDelegate {
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> HeadlessView? {
    guard section == 1 else { return nil }
    let view = HeadlessView()
    let title = makeLabel("Custom")
    let button = Button()
    button.setTitle("More", for: .normal)
    view.addSubview(title)
    view.addSubview(button)
    return view
  }
}

@MainActor
final class TableViewRenderTests: ScreenTestCase {
  func test_headersAndFootersFrameTheirSections() async {
    let source = ListTableSource([["a", "b"], ["c"]])
    source.headers = [0: "Today", 1: "Week"]
    source.footers = [0: "2 items", 1: "1 item"]
    let tableView = makeListTable(source)
    XCTAssertEqual(
      tableView.render(), "== Today ==\n  a\n  b\n-- 2 items --\n== Week ==\n  c\n-- 1 item --")
  }

  func test_selectedRowIsMarked() async {
    let source = ListTableSource([["a", "b", "c"]])
    let tableView = makeListTable(source)
    tableView.selectRow(at: path(0, 1))
    XCTAssertEqual(tableView.render(), "  a\n> b\n  c")
    tableView.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
    XCTAssertEqual(tableView.render(), "  a\n  b\n> c")
    tableView.deselectRow(at: path(0, 2), animated: false)
    XCTAssertEqual(tableView.render(), "  a\n  b\n  c")
  }

  func test_multipleSelectionMarksEverySelectedRow() async {
    let source = ListTableSource([["a", "b", "c"]])
    let tableView = makeListTable(source)
    tableView.allowsMultipleSelection = true
    tableView.selectRow(at: path(0, 0))
    tableView.selectRow(at: path(0, 2))
    XCTAssertEqual(tableView.render(), "> a\n  b\n> c")
    XCTAssertEqual(tableView.indexPathsForSelectedRows, [path(0, 0), path(0, 2)])
    tableView.selectRow(at: path(0, 0))
    XCTAssertEqual(tableView.render(), "  a\n  b\n> c")
  }

  func test_rowsThatAreNotVisibleAreCountedAboveAndBelow() async {
    let source = ListTableSource([numberedRows(100)])
    let tableView = makeListTable(source, visibleRowCount: 3)
    XCTAssertEqual(tableView.render(), "  0\n  1\n  2\n  (97 rows below)")
    tableView.scrollOffset = 5
    XCTAssertEqual(tableView.render(), "  (5 rows above)\n  5\n  6\n  7\n  (92 rows below)")
    tableView.scrollOffset = 97
    XCTAssertEqual(tableView.render(), "  (97 rows above)\n  97\n  98\n  99")
  }

  func test_headerShowsOnlyWithTheFirstRowAndFooterOnlyWithTheLastRow() async {
    let source = ListTableSource([numberedRows(4, prefix: "a"), numberedRows(4, prefix: "b")])
    source.headers = [0: "A", 1: "B"]
    source.footers = [0: "end A", 1: "end B"]
    let tableView = makeListTable(source, visibleRowCount: 3)
    tableView.scrollOffset = 2
    XCTAssertEqual(
      tableView.render(),
      "  (2 rows above)\n  a2\n  a3\n-- end A --\n== B ==\n  b0\n  (3 rows below)")
  }

  func test_emptySectionShowsItsHeaderAndFooter() async {
    let source = ListTableSource([["a"], [], ["b"]])
    source.headers = [0: "A", 1: "Empty", 2: "B"]
    source.footers = [1: "nothing here"]
    let tableView = makeListTable(source)
    XCTAssertEqual(
      tableView.render(), "== A ==\n  a\n== Empty ==\n-- nothing here --\n== B ==\n  b")
  }

  func test_emptySectionsAtTheTopAndBottomOfAFullyShownTableAreRendered() async {
    let source = ListTableSource([[], ["a"], []])
    source.headers = [0: "Top", 1: "Middle", 2: "Bottom"]
    let tableView = makeListTable(source)
    XCTAssertEqual(tableView.render(), "== Top ==\n== Middle ==\n  a\n== Bottom ==")
  }

  func test_emptySectionsThatAreNotVisibleAreNotRendered() async {
    let source = ListTableSource([[], numberedRows(5), []])
    source.headers = [0: "Top", 1: "Middle", 2: "Bottom"]
    let tableView = makeListTable(source, visibleRowCount: 2)
    tableView.scrollOffset = 1
    XCTAssertEqual(tableView.render(), "  (1 row above)\n  1\n  2\n  (2 rows below)")
  }

  func test_sectionIndexTitlesAreRenderedAfterTheRows() async {
    let source = ListTableSource([["apple"], ["banana"]])
    source.indexTitles = ["A", "B"]
    let tableView = makeListTable(source)
    XCTAssertEqual(tableView.render(), "  apple\n  banana\nindex: A B")
  }

  func test_accessoriesAreRenderedAfterTheCellText() async {
    let source = AccessorySource([
      ("done", .checkmark), ("open", .disclosureIndicator), ("info", .detailButton),
      ("both", .detailDisclosureButton), ("plain", .none), ("", .checkmark),
    ])
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = source
    keepAlive(source, while: tableView)
    XCTAssertEqual(
      tableView.render(), "  done ✓\n  open >\n  info (i)\n  both (i) >\n  plain\n  ✓")
  }

  func test_cellsShowEveryTextOfTheirHierarchyInOrderAndSkipHiddenViews() async {
    final class ProfileCell: TableViewCell {
      let name = Label()
      let hidden = Label()
      let toggle = Switch()
      override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        name.text = "Ann"
        hidden.text = "secret"
        hidden.isHidden = true
        contentView.addSubview(name)
        contentView.addSubview(hidden)
        contentView.addSubview(toggle)
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    let tableView = TableView()
    tableView.register(ProfileCell.self, forCellReuseIdentifier: "Profile")
    let bag = DisposeBag()
    Observable.just([true, false])
      .bind(to: tableView.rx.items(cellIdentifier: "Profile", cellType: ProfileCell.self)) {
        _, isOn, cell in cell.toggle.isOn = isOn
      }
      .disposed(by: bag)
    XCTAssertEqual(tableView.render(), "  Ann | [x]\n  Ann | [ ]")
  }

  func test_subtitleCellShowsTitleThenDetail() async {
    let tableView = TableView()
    let bag = DisposeBag()
    Observable.just([("Title", "Detail")])
      .bind(to: tableView.rx.items) { _, _, element in
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        cell.detailTextLabel?.text = element.1
        cell.textLabel?.text = element.0
        return cell
      }
      .disposed(by: bag)
    XCTAssertEqual(tableView.render(), "  Title | Detail")
  }

  func test_delegateHeaderViewReplacesTheTitle() async {
    let source = ListTableSource([["a"], ["b"]])
    source.headers = [0: "First", 1: "Second"]
    let tableView = makeListTable(source)
    let delegate = HeaderViewDelegate()
    tableView.delegate = delegate
    XCTAssertEqual(tableView.render(), "== First ==\n  a\n== Custom | [More] ==\n  b")
  }

  func test_tableHeaderAndFooterViewsFrameTheRows() async {
    let source = ListTableSource([["a"]])
    let tableView = makeListTable(source)
    let header = makeLabel("Top")
    let footer = makeLabel("Bottom")
    tableView.tableHeaderView = header
    tableView.tableFooterView = footer
    XCTAssertEqual(tableView.render(), "Top\n  a\nBottom")
    footer.isHidden = true
    XCTAssertEqual(tableView.render(), "Top\n  a")
  }

  func test_emptyTableRendersNothing() async {
    let tableView = TableView()
    XCTAssertEqual(tableView.render(), "")
    let source = ListTableSource([])
    let bound = makeListTable(source)
    XCTAssertEqual(bound.render(), "")
  }

  func test_tableInsideAControllerRendersUnderTheTitle() async {
    TableViewRenderScenarios.tableInsideAControllerRendersUnderTheTitle()
  }
}

@MainActor @Suite(.viewWarningsFailTests) struct TableViewRenderSwiftTestingTests {
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
    let header = makeLabel("Top")
    let footer = makeLabel("Bottom")
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
        let title = makeLabel("Custom")
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

  @Test func aTableInsideAControllerRendersUnderTheTitle() {
    TableViewRenderScenarios.tableInsideAControllerRendersUnderTheTitle()
  }
}

/// The scenarios both test frameworks run.
@MainActor
enum TableViewRenderScenarios {
  static func tableInsideAControllerRendersUnderTheTitle() {
    let screen = TableScreen.showing(makeListTable(ListTableSource([["a", "b"]])))
    screen.title = "List"
    screen.loadViewIfNeeded()
    screen.tableView.selectRow(at: path(0, 0))
    expectEqual(screen.render(), "# List\n> a\n  b")
  }
}
