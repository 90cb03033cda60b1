import HeadlessUI
import Sections
import Streams
import TestSupport
import XCTest

@MainActor
final class TableViewSelectionTests: ScreenTestCase {
  func test_reloadingASelectedRowDeselectsIt() async throws {
    let source = ListTableSource([numberedRows(3)])
    let tableView = makeListTable(source)
    tableView.selectRow(at: IndexPath(row: 1, section: 0))
    try tableView.performBatchUpdates {
      tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    }
    XCTAssertNil(tableView.indexPathForSelectedRow)
    XCTAssertEqual(tableView.render(), "  0\n  1\n  2")
  }
}
