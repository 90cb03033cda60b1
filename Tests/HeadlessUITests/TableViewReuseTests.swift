import Foundation
import HeadlessUI
import Sections
import Streams
import TestSupport
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
      withIdentifier: "Plain", for: IndexPath(row: 0, section: 0))
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
      withIdentifier: "Badge", for: IndexPath(row: 0, section: 0))
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
    let cell = tableView.dequeueReusableCell(for: IndexPath(row: 0, section: 0)) as ReusableCell
    XCTAssertEqual(cell.reuseIdentifier, "ReusableCell")
    XCTAssertEqual(tableView.numberOfCellsCreated, 1)
  }

  func test_dequeueForIndexPathRegistersAReusableTypeNotRegisteredYet() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let tableView = TableView()
    let cell = tableView.dequeueReusableCell(for: IndexPath(row: 0, section: 0)) as ReusableCell
    XCTAssertEqual(cell.reuseIdentifier, "ReusableCell")
    XCTAssertEqual(recorder.warnings, [])
  }

  func test_dequeueForIndexPathOfTypeRegisteredForAnotherClassWarnsAndReturnsTheType() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let tableView = TableView()
    tableView.register(OtherCell.self, forCellReuseIdentifier: "ReusableCell")
    let cell = tableView.dequeueReusableCell(for: IndexPath(row: 0, section: 0)) as ReusableCell
    XCTAssertNil(cell.reuseIdentifier)
    XCTAssertEqual(recorder.kinds, [.typeMismatch])
  }

  func test_dequeueWithUnregisteredIdentifierWarnsAndReturnsAPlainCell() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let tableView = TableView()
    let cell = tableView.dequeueReusableCell(
      withIdentifier: "Missing", for: IndexPath(row: 2, section: 1))
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
    tableView.selectRow(at: IndexPath(row: 0, section: 0))
    let selectedCell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
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
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
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
      tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "new 0")
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
    XCTAssertNotNil(tableView.cellForRow(at: IndexPath(row: 9, section: 0)))
    XCTAssertNil(tableView.cellForRow(at: IndexPath(row: 10, section: 0)))
    XCTAssertNil(tableView.cellForRow(at: IndexPath(row: 0, section: 3)))
    tableView.scrollOffset = 15
    XCTAssertNil(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 15, section: 0))?.textLabel?.text, "15")
  }

  func test_indexPathsForVisibleRowsSpanSectionsInOrder() async {
    let source = ListTableSource([numberedRows(3), [], numberedRows(4), numberedRows(5)])
    let tableView = makeListTable(source, visibleRowCount: 5)
    tableView.scrollOffset = 2
    XCTAssertEqual(
      tableView.indexPathsForVisibleRows,
      [
        IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 2),
        IndexPath(row: 1, section: 2), IndexPath(row: 2, section: 2),
        IndexPath(row: 3, section: 2),
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
    XCTAssertEqual(tableView.indexPath(for: cell), IndexPath(row: 5, section: 0))
    tableView.scrollOffset = 20
    XCTAssertEqual(tableView.indexPath(for: cell)?.row ?? 0 >= 20, true)
  }

  func test_scrollToRowPlacesTheRowAtTopMiddleOrBottom() async {
    let source = ListTableSource([numberedRows(100)])
    let tableView = makeListTable(source)
    let row50 = IndexPath(row: 50, section: 0)
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
    tableView.scrollToRow(at: IndexPath(row: 25, section: 0), at: .none, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 20)
    tableView.scrollToRow(at: IndexPath(row: 40, section: 0), at: .none, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 31)
    tableView.scrollToRow(at: IndexPath(row: 3, section: 0), at: .none, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 3)
  }

  func test_scrollToRowAcrossSectionsCountsRowsOfEarlierSections() async {
    let source = ListTableSource([numberedRows(7), numberedRows(7), numberedRows(30)])
    let tableView = makeListTable(source, visibleRowCount: 4)
    tableView.scrollToRow(at: IndexPath(row: 2, section: 2), at: .top, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 16)
    XCTAssertEqual(tableView.visibleCells.first?.textLabel?.text, "2")
  }

  func test_scrollToRowNearTheEndIsClampedSoNoVisibleRowIsEmpty() async {
    let source = ListTableSource([numberedRows(100)])
    let tableView = makeListTable(source)
    tableView.scrollToRow(at: IndexPath(row: 98, section: 0), at: .top, animated: false)
    XCTAssertEqual(tableView.scrollOffset, 90)
    tableView.scrollToRow(at: IndexPath(row: 1, section: 0), at: .bottom, animated: false)
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
    tableView.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
    tableView.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
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
    XCTAssertNil(tableView.cellForRow(at: IndexPath(row: 5, section: 0)))
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
