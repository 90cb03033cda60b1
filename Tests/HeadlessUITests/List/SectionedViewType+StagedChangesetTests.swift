import Foundation
import HeadlessUI
import Sections
import TestSupport
import XCTest

/// A table of one section of strings, shown from `rows`.
@MainActor
private final class RowsSource: TableViewDataSource {
  var rows: [String]
  init(_ rows: [String]) { self.rows = rows }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
}

private struct Row: IdentifiableType, Equatable {
  var name: String
  var version = 0
  var identity: String { name }
}

@MainActor
final class SectionedViewTypeStagedChangesetTests: ScreenTestCase {
  private func makeTable(_ rows: [String]) -> (TableView, RowsSource) {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = RowsSource(rows)
    tableView.dataSource = source
    tableView.reloadData()
    return (tableView, source)
  }

  func test_eachStageIsOneBatchWithItsDataSetInside() async throws {
    let before = ["a", "b", "c", "d"].map { Row(name: $0) }
    var after = ["d", "b", "e"].map { Row(name: $0) }
    after[1].version = 1
    let (tableView, source) = makeTable(before.map(\.name))
    try tableView.reload(using: StagedChangeset(source: before, target: after), with: .fade) {
      source.rows = $0.map(\.name)
    }
    XCTAssertEqual(
      tableView.appliedUpdates.map(\.description),
      [
        "reloadData",
        "batch: deleteRows([0, 0] [0, 2], fade), reloadRows([0, 1], fade)",
        "batch: insertRows([0, 2], fade), moveRow([0, 1] -> [0, 0])",
      ])
    XCTAssertEqual(tableView.render(), "  d\n  b\n  e")
  }

  func test_anEmptyChangesetDoesNothing() async throws {
    let rows = ["a", "b"].map { Row(name: $0) }
    let (tableView, _) = makeTable(rows.map(\.name))
    var calls = 0
    try tableView.reload(using: StagedChangeset(source: rows, target: rows)) { _ in calls += 1 }
    XCTAssertEqual(calls, 0)
    XCTAssertTrue(tableView.appliedUpdates.filter { $0.description.hasPrefix("batch") }.isEmpty)
  }

  func test_aStageTheDataSourceDoesNotShowIsRefusedAndTheViewStaysAsItWas() async throws {
    let before = ["a", "b"].map { Row(name: $0) }
    let after = ["a", "b", "c"].map { Row(name: $0) }
    let (tableView, _) = makeTable(before.map(\.name))
    XCTAssertThrowsError(
      try tableView.reload(using: StagedChangeset(source: before, target: after)) { _ in })
    XCTAssertEqual(tableView.render(), "  a\n  b")
  }
}
