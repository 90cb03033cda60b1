import HeadlessUI
import Sections
import Streams
import TestSupport
import XCTest

@MainActor
final class TableViewTests: ScreenTestCase {
  func test_reloadDataGivesEveryRowItsPreviousCell() async {
    let source = ListTableSource([numberedRows(5)])
    let tableView = makeListTable(source)
    let before = (0..<5).map { tableView.cellForRow(at: path(0, $0)) }
    tableView.reloadData()
    let after = (0..<5).map { tableView.cellForRow(at: path(0, $0)) }
    for (old, new) in zip(before, after) { XCTAssertTrue(old === new) }
    XCTAssertEqual(tableView.numberOfCellsCreated, 5)
  }
}
