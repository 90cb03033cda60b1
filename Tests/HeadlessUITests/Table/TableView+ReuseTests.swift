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

/// A registered subclass that overrides UIKit's designated initializer.
private final class BadgeCell: TableViewCell {
  static var initializedIdentifiers: [String?] = []
  let badge = Label()

  override init(style: CellStyle, reuseIdentifier: String?) {
    BadgeCell.initializedIdentifiers.append(reuseIdentifier)
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    badge.text = "badge"
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class ReusableCell: TableViewCell, Reusable {}

private final class OtherCell: TableViewCell {}

@MainActor
final class TableViewReuseTests: ScreenTestCase {
  // MARK: Registration and dequeuing

  func test_registeredSubclassWithoutInitializerIsDequeuedUnderItsIdentifier() async {
    let tableView = TableView()
    tableView.register(ListTextCell.self, forCellReuseIdentifier: "Plain")
    let cell = tableView.dequeueReusableCell(
      withIdentifier: "Plain", for: path(0, 0))
    XCTAssertTrue(cell is ListTextCell)
    XCTAssertEqual(cell.reuseIdentifier, "Plain")
    XCTAssertEqual(cell.style, .default)
    XCTAssertEqual(tableView.numberOfCellsCreated, 1)
  }

  func test_subclassOverridingInitStyleReuseIdentifierIsCreatedThroughIt() async {
    BadgeCell.initializedIdentifiers = []
    let tableView = TableView()
    tableView.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
    let cell = tableView.dequeueReusableCell(
      withIdentifier: "Badge", for: path(0, 0))
    XCTAssertEqual(BadgeCell.initializedIdentifiers, ["Badge"])
    XCTAssertEqual((cell as? BadgeCell)?.badge.text, "badge")
    XCTAssertEqual(cell.reuseIdentifier, "Badge")
    cell.textLabel?.text = "title"
    XCTAssertEqual(cell.renderLine(), "title | badge")
  }

  func test_reusableRegisterCellTypeAndDequeueForIndexPathReturnTheType() async {
    XCTAssertEqual(ReusableCell.reuseIdentifier, "ReusableCell")
    let tableView = TableView()
    tableView.register(cellType: ReusableCell.self)
    let cell = tableView.dequeueReusableCell(for: path(0, 0)) as ReusableCell
    XCTAssertEqual(cell.reuseIdentifier, "ReusableCell")
    XCTAssertEqual(tableView.numberOfCellsCreated, 1)
  }

  func test_dequeueForIndexPathRegistersAReusableTypeNotRegisteredYet() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let tableView = TableView()
    let cell = tableView.dequeueReusableCell(for: path(0, 0)) as ReusableCell
    XCTAssertEqual(cell.reuseIdentifier, "ReusableCell")
    XCTAssertEqual(recorder.warnings, [])
  }

  func test_dequeueForIndexPathOfTypeRegisteredForAnotherClassWarnsAndReturnsTheType() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let tableView = TableView()
    tableView.register(OtherCell.self, forCellReuseIdentifier: "ReusableCell")
    let cell = tableView.dequeueReusableCell(for: path(0, 0)) as ReusableCell
    XCTAssertNil(cell.reuseIdentifier)
    XCTAssertEqual(recorder.kinds, [.typeMismatch])
  }

  func test_dequeueWithUnregisteredIdentifierWarnsAndReturnsAPlainCell() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let tableView = TableView()
    let cell = tableView.dequeueReusableCell(
      withIdentifier: "Missing", for: path(1, 2))
    XCTAssertNil(cell.reuseIdentifier)
    XCTAssertEqual(tableView.numberOfCellsCreated, 0)
    XCTAssertEqual(recorder.kinds, [.unregisteredReuseIdentifier])
    XCTAssertTrue(recorder.warnings[0].message.contains("Missing"))
    XCTAssertTrue(recorder.warnings[0].message.contains("[1, 2]"))
  }

  func test_textLabelIsOptionalAndDetailLabelExistsOnlyForNonDefaultStyles() async {
    let plain = TableViewCell(style: .default, reuseIdentifier: nil)
    plain.textLabel?.text = "Title"
    XCTAssertNil(plain.detailTextLabel)
    XCTAssertEqual(plain.renderLine(), "Title")
    let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    subtitle.detailTextLabel?.text = "Detail"
    subtitle.textLabel?.text = "Title"
    XCTAssertEqual(subtitle.renderLine(), "Title | Detail")
    XCTAssertEqual(TableViewCell().renderLine(), "")
  }

  // MARK: Reuse

  func test_prepareForReuseIsCalledOnceBeforeACellShowsAnotherRow() async {
    let source = ListTableSource([numberedRows(20)])
    let tableView = makeListTable(source)
    let firstCells = tableView.visibleCells
    XCTAssertTrue(firstCells.allSatisfy { ($0 as? ListTextCell)?.reuseCount == 0 })
    tableView.scrollOffset = 10
    XCTAssertEqual(tableView.numberOfCellsCreated, 10)
    let reused = tableView.visibleCells
    XCTAssertEqual(
      Set(reused.map(ObjectIdentifier.init)), Set(firstCells.map(ObjectIdentifier.init)))
    XCTAssertTrue(reused.allSatisfy { ($0 as? ListTextCell)?.reuseCount == 1 })
    XCTAssertEqual(reused.map { $0.textLabel?.text }, numberedRows(10).map { "\(Int($0)! + 10)" })
  }

  func test_reusedCellLosesItsSelectedState() async {
    let source = ListTableSource([numberedRows(20)])
    let tableView = makeListTable(source)
    tableView.selectRow(at: path(0, 0))
    let selectedCell = tableView.cellForRow(at: path(0, 0))
    XCTAssertEqual(selectedCell?.isSelected, true)
    tableView.scrollOffset = 10
    XCTAssertEqual(selectedCell?.isSelected, false)
    XCTAssertTrue(tableView.visibleCells.allSatisfy { !$0.isSelected })
  }

  func test_scrollingThroughTenThousandRowsCreatesAtMostTwelveCells() async {
    let source = ListTableSource([numberedRows(10_000)])
    let tableView = makeListTable(source, visibleRowCount: 10)
    for offset in 0...9_990 {
      tableView.scrollOffset = offset
    }
    XCTAssertLessThanOrEqual(tableView.numberOfCellsCreated, 12)
    XCTAssertEqual(
      tableView.cellForRow(at: IndexPath(row: 9_999, section: 0))?.textLabel?.text, "9999")
    XCTAssertEqual(tableView.visibleCells.count, 10)
  }

  func test_jumpingAcrossSectionsKeepsTheCellCountBoundedByTheWindow() async {
    let source = ListTableSource((0..<100).map { numberedRows(100, prefix: "s\($0)-") })
    let tableView = makeListTable(source, visibleRowCount: 10)
    var offset = 0
    while offset < 10_000 {
      tableView.scrollOffset = offset
      offset += 37
    }
    tableView.scrollToRow(at: path(0, 0), at: .top, animated: false)
    XCTAssertLessThanOrEqual(tableView.numberOfCellsCreated, 12)
    XCTAssertEqual(tableView.visibleCells.first?.textLabel?.text, "s0-0")
  }

  func test_reloadDataReusesTheVisibleCells() async {
    let source = ListTableSource([numberedRows(30)])
    let tableView = makeListTable(source)
    let before = tableView.visibleCells
    source.sections = [numberedRows(30, prefix: "new ")]
    tableView.reloadData()
    tableView.reloadData()
    XCTAssertEqual(tableView.numberOfCellsCreated, 10)
    XCTAssertEqual(
      Set(tableView.visibleCells.map(ObjectIdentifier.init)), Set(before.map(ObjectIdentifier.init))
    )
    XCTAssertEqual(
      tableView.cellForRow(at: path(0, 0))?.textLabel?.text, "new 0")
  }

  func test_cellsAreReusedOnlyUnderTheirOwnIdentifier() async {
    final class TwoKinds: TableViewDataSource {
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let identifier = indexPath.row.isMultiple(of: 3) ? "Other" : "Cell"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
      }
    }
    let source = TwoKinds()
    let tableView = TableView()
    tableView.register(ListTextCell.self, forCellReuseIdentifier: "Cell")
    tableView.register(OtherCell.self, forCellReuseIdentifier: "Other")
    tableView.dataSource = source
    keepAlive(source, while: tableView)
    for offset in 0...90 {
      tableView.scrollOffset = offset
      for path in tableView.indexPathsForVisibleRows ?? [] {
        let cell = tableView.cellForRow(at: path)
        XCTAssertEqual(cell is OtherCell, path.row.isMultiple(of: 3), "row \(path.row)")
      }
    }
    XCTAssertLessThanOrEqual(tableView.numberOfCellsCreated, 14)
  }

  // MARK: Window

  func test_cellForRowIsNilWhenTheRowIsNotVisible() async {
    let source = ListTableSource([numberedRows(30)])
    let tableView = makeListTable(source)
    XCTAssertNotNil(tableView.cellForRow(at: path(0, 9)))
    XCTAssertNil(tableView.cellForRow(at: path(0, 10)))
    XCTAssertNil(tableView.cellForRow(at: path(3, 0)))
    tableView.scrollOffset = 15
    XCTAssertNil(tableView.cellForRow(at: path(0, 0)))
    XCTAssertEqual(tableView.cellForRow(at: path(0, 15))?.textLabel?.text, "15")
  }

  func test_indexPathsForVisibleRowsSpanSectionsInOrder() async {
    let source = ListTableSource([numberedRows(3), [], numberedRows(4), numberedRows(5)])
    let tableView = makeListTable(source, visibleRowCount: 5)
    tableView.scrollOffset = 2
    XCTAssertEqual(
      tableView.indexPathsForVisibleRows,
      [
        path(0, 2), path(2, 0),
        path(2, 1), path(2, 2),
        path(2, 3),
      ])
    XCTAssertEqual(tableView.numberOfSections, 4)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 0)
    XCTAssertEqual(tableView.numberOfRows(inSection: 3), 5)
  }

  func test_visibleCellsAndIndexPathForCellFollowTheWindow() async {
    let source = ListTableSource([numberedRows(30)])
    let tableView = makeListTable(source, visibleRowCount: 3)
    tableView.scrollOffset = 4
    XCTAssertEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["4", "5", "6"])
    let cell = tableView.visibleCells[1]
    XCTAssertEqual(tableView.indexPath(for: cell), path(0, 5))
    tableView.scrollOffset = 20
    XCTAssertEqual(tableView.indexPath(for: cell)?.row ?? 0 >= 20, true)
  }

  func test_scrollToRowPlacesTheRowAtTopMiddleOrBottom() async {
    let source = ListTableSource([numberedRows(100)])
    let tableView = makeListTable(source)
    let row50 = path(0, 50)
    tableView.scrollToRow(at: row50, at: .top, animated: true)
    XCTAssertEqual(tableView.scrollOffset, 50)
    XCTAssertEqual(tableView.indexPathsForVisibleRows?.first, row50)
    tableView.scrollToRow(at: row50, at: .middle, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 45)
    XCTAssertEqual(tableView.indexPathsForVisibleRows?[5], row50)
    tableView.scrollToRow(at: row50, at: .bottom, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 41)
    XCTAssertEqual(tableView.indexPathsForVisibleRows?.last, row50)
  }

  func test_scrollToRowNoneScrollsOnlyAsFarAsNeeded() async {
    let source = ListTableSource([numberedRows(100)])
    let tableView = makeListTable(source)
    tableView.scrollOffset = 20
    tableView.scrollToRow(at: path(0, 25), at: .none, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 20)
    tableView.scrollToRow(at: path(0, 40), at: .none, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 31)
    tableView.scrollToRow(at: path(0, 3), at: .none, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 3)
  }

  func test_scrollToRowAcrossSectionsCountsRowsOfEarlierSections() async {
    let source = ListTableSource([numberedRows(7), numberedRows(7), numberedRows(30)])
    let tableView = makeListTable(source, visibleRowCount: 4)
    tableView.scrollToRow(at: path(2, 2), at: .top, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 16)
    XCTAssertEqual(tableView.visibleCells.first?.textLabel?.text, "2")
  }

  func test_scrollToRowNearTheEndIsClampedSoNoVisibleRowIsEmpty() async {
    let source = ListTableSource([numberedRows(100)])
    let tableView = makeListTable(source)
    tableView.scrollToRow(at: path(0, 98), at: .top, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 90)
    tableView.scrollToRow(at: path(0, 1), at: .bottom, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 0)
    tableView.scrollOffset = 500
    XCTAssertEqual(tableView.scrollOffset, 90)
    tableView.scrollOffset = -3
    XCTAssertEqual(tableView.scrollOffset, 0)
  }

  func test_scrollToRowOutOfRangeWarnsAndKeepsTheOffset() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let source = ListTableSource([numberedRows(100)])
    let tableView = makeListTable(source)
    tableView.scrollOffset = 12
    tableView.scrollToRow(at: path(0, 100), at: .top, animated: false)
    tableView.scrollToRow(at: path(1, 0), at: .top, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 12)
    XCTAssertEqual(recorder.kinds, [.indexPathOutOfRange, .indexPathOutOfRange])
  }

  func test_growingTheVisibleRowCountShowsMoreRowsAndShrinkingItRecyclesCells() async {
    let source = ListTableSource([numberedRows(50)])
    let tableView = makeListTable(source)
    tableView.visibleRowCount = 15
    XCTAssertEqual(tableView.visibleCells.count, 15)
    XCTAssertEqual(tableView.numberOfCellsCreated, 15)
    tableView.visibleRowCount = 5
    XCTAssertEqual(tableView.visibleCells.count, 5)
    XCTAssertNil(tableView.cellForRow(at: path(0, 5)))
    for offset in 0...45 { tableView.scrollOffset = offset }
    XCTAssertEqual(tableView.numberOfCellsCreated, 15)
    tableView.visibleRowCount = 0
    XCTAssertEqual(tableView.visibleCells.count, 0)
    XCTAssertEqual(tableView.indexPathsForVisibleRows ?? [], [])
  }

  func test_shrinkingTheRowCountBelowTheVisibleRowCountScrollsBackToTheTop() async {
    let source = ListTableSource([numberedRows(50)])
    let tableView = makeListTable(source)
    tableView.scrollOffset = 40
    source.sections = [numberedRows(4)]
    tableView.reloadData()
    XCTAssertEqual(tableView.scrollOffset, 0)
    XCTAssertEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["0", "1", "2", "3"])
  }
}

/// What a table shows while scrolling: after every scroll the cells are
/// exactly the visible rows' (across sections, empty ones included), only
/// the rows that enter are configured, and the cells that leave go back to
/// the pool, also after batch updates, reloads and changes of
/// `visibleRowCount`.
/// Expects `tableView`'s cells to be exactly the visible ones of `rows`,
/// in order, each in the table's hierarchy.
@MainActor
private func expectShowsVisibleRows(
  _ tableView: TableView, of rows: [String], _ message: String, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let first = tableView.scrollOffset
  let expected = Array(rows[first..<min(rows.count, first + tableView.visibleRowCount)])
  expectEqual(
    tableView.visibleCells.map { $0.textLabel?.text ?? "?" }, expected, message, fileID: fileID,
    filePath: filePath, line: line, column: column)
  expectEqual(
    tableView.subviews.count, expected.count, "cells in the hierarchy: " + message,
    fileID: fileID, filePath: filePath, line: line, column: column)
  expectTrue(
    tableView.visibleCells.allSatisfy { $0.superview === tableView }, message, fileID: fileID,
    filePath: filePath, line: line, column: column)
}

/// Scrolls a table of `sections` down row by row to its end and back up:
/// each position shows its visible rows, and configures only the row that
/// enters; the cells made stay one more than the visible rows.
@MainActor
func expectScrollingRowByRowShowsTheVisibleRowsAndConfiguresOnlyEnteringRows(
  _ sections: [[String]], visibleRowCount: Int
) {
  let source = ListTableSource(sections)
  let tableView = makeListTable(source, visibleRowCount: visibleRowCount)
  let rows = sections.flatMap { $0 }
  expectShowsVisibleRows(tableView, of: rows, "initial")
  let last = rows.count - visibleRowCount
  for offset in Array(1...last) + Array((0..<last).reversed()) {
    source.forgetConfigured()
    tableView.scrollOffset = offset
    expectShowsVisibleRows(tableView, of: rows, "offset \(offset)")
    expectEqual(source.configured.count, 1, "offset \(offset) configured \(source.configured)")
  }
  expectLessThanOrEqual(tableView.numberOfCellsCreated, visibleRowCount + 1)
}

@MainActor
final class TableViewScrollLayoutTests: ScreenTestCase {
  private let sections = [numberedRows(5, prefix: "a"), [], numberedRows(7, prefix: "c"), ["d0"]]

  private func allRows(_ sections: [[String]]) -> [String] { sections.flatMap { $0 } }

  func test_scrollingRowByRowDownAndUpShowsTheVisibleRowsAndConfiguresOnlyEnteringRows() async {
    expectScrollingRowByRowShowsTheVisibleRowsAndConfiguresOnlyEnteringRows(
      sections, visibleRowCount: 4)
  }

  func test_aJumpFartherThanTheVisibleRowsReplacesEveryCellOnce() async {
    let source = ListTableSource(sections)
    let tableView = makeListTable(source, visibleRowCount: 3)
    let rows = allRows(sections)
    let leaving = tableView.visibleCells
    source.forgetConfigured()
    tableView.scrollOffset = 9
    expectShowsVisibleRows(tableView, of: rows, "after the jump")
    XCTAssertEqual(source.configured.count, 3)
    let shown = tableView.visibleCells
    XCTAssertTrue(
      leaving.allSatisfy { cell in
        cell.superview == nil || shown.contains { $0 === cell }
      })
    tableView.scrollOffset = 1
    expectShowsVisibleRows(tableView, of: rows, "after the jump back")
  }

  func test_scrollAfterABatchUpdateShowsTheUpdatedRows() async throws {
    let source = ListTableSource(sections)
    let tableView = makeListTable(source, visibleRowCount: 4)
    tableView.scrollOffset = 2
    source.sections[0].insert("new", at: 3)
    source.sections[2].remove(at: 0)
    try tableView.performBatchUpdates {
      tableView.insertRows(at: [path(0, 3)], with: .fade)
      tableView.deleteRows(at: [path(2, 0)], with: .fade)
    }
    let rows = allRows(source.sections)
    expectShowsVisibleRows(tableView, of: rows, "after the batch")
    for offset in [3, 4, 8, 5] {
      tableView.scrollOffset = offset
      expectShowsVisibleRows(tableView, of: rows, "offset \(offset) after the batch")
    }
  }

  func test_scrollAfterReloadDataAndAVisibleRowCountChangeShowsTheNewRows() async {
    let source = ListTableSource(sections)
    let tableView = makeListTable(source, visibleRowCount: 4)
    tableView.scrollOffset = 3
    source.sections = [numberedRows(20, prefix: "n")]
    tableView.reloadData()
    var rows = allRows(source.sections)
    expectShowsVisibleRows(tableView, of: rows, "after the reload")
    tableView.visibleRowCount = 6
    expectShowsVisibleRows(tableView, of: rows, "after growing the visible row count")
    tableView.scrollOffset = 4
    expectShowsVisibleRows(tableView, of: rows, "scrolled after growing")
    tableView.visibleRowCount = 2
    tableView.scrollOffset = 5
    expectShowsVisibleRows(tableView, of: rows, "scrolled after shrinking")
    source.sections = [["only"]]
    tableView.reloadData()
    rows = allRows(source.sections)
    expectShowsVisibleRows(tableView, of: rows, "after a reload to one row")
  }

  func test_aTableWithoutDataSourceScrollsToNothing() async {
    let tableView = TableView()
    tableView.scrollOffset = 3
    XCTAssertEqual(tableView.visibleCells.count, 0)
    XCTAssertEqual(tableView.scrollOffset, 0)
  }

  func test_aDelegateThatLoadsMoreRowsWhileARowIsDisplayedLeavesOneCellPerShownRow() async {
    let source = ListTableSource([numberedRows(30, prefix: "r")])
    let tableView = makeListTable(source, visibleRowCount: 6)
    let delegate = LoadMoreDelegate(source: source, trigger: path(0, 27))
    tableView.delegate = delegate
    tableView.scrollOffset = 24
    let rows = allRows(source.sections)
    XCTAssertEqual(rows.count, 40, "the delegate loaded the next page")
    expectShowsVisibleRows(tableView, of: rows, "after loading more during the layout")
    XCTAssertEqual(delegate.displayedTwice, [], "displayed again with no end of display between")
    XCTAssertEqual(delegate.onScreen, Set((24..<30).map { path(0, $0) }))
    for offset in [25, 30, 34, 20] {
      tableView.scrollOffset = offset
      expectShowsVisibleRows(tableView, of: rows, "offset \(offset) after loading more")
    }
  }

  func test_aDelegateThatScrollsWhileARowIsDisplayedEndsWithTheLaterVisibleRows() async {
    let source = ListTableSource([numberedRows(30, prefix: "r")])
    let tableView = makeListTable(source, visibleRowCount: 5)
    let delegate = LoadMoreDelegate(source: source, trigger: path(0, 12))
    delegate.scrollTo = 2
    tableView.delegate = delegate
    tableView.scrollOffset = 10
    XCTAssertEqual(tableView.scrollOffset, 2)
    expectShowsVisibleRows(tableView, of: allRows(source.sections), "after the nested scroll")
    tableView.scrollOffset = 3
    expectShowsVisibleRows(tableView, of: allRows(source.sections), "scrolled once more")
  }

  // MARK: Superviews

}

/// On the first display of `trigger`, loads ten more rows and reloads the
/// table (a "load more" written in `willDisplay`), or scrolls it.
@MainActor
private final class LoadMoreDelegate: TableViewDelegate {
  let source: ListTableSource
  let trigger: IndexPath
  var scrollTo: Int?
  /// The rows between their `willDisplay` and their `didEndDisplaying`.
  private(set) var onScreen: Set<IndexPath> = []
  private(set) var displayedTwice: [IndexPath] = []
  private var fired = false

  init(source: ListTableSource, trigger: IndexPath) {
    self.source = source
    self.trigger = trigger
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    if !onScreen.insert(indexPath).inserted { displayedTwice.append(indexPath) }
    guard indexPath == trigger, !fired else { return }
    fired = true
    if let scrollTo {
      tableView.scrollOffset = scrollTo
    } else {
      let count = source.sections[0].count
      source.sections[0] += (count..<count + 10).map { "r\($0)" }
      tableView.reloadData()
    }
  }

  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    onScreen.remove(indexPath)
  }
}

@MainActor @Suite(.viewWarningsFailTests) struct TableViewReuseSwiftTestingTests {
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
}

@MainActor
@Suite struct TableViewScrollLayoutSwiftTestingTests {
  @Test func everyScrollPositionShowsItsRowsWhileScrollingDownAndUp() {
    expectScrollingRowByRowShowsTheVisibleRowsAndConfiguresOnlyEnteringRows(
      [numberedRows(6, prefix: "a"), [], numberedRows(9, prefix: "b")], visibleRowCount: 5)
  }
}
