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

@MainActor
final class TableViewSelectionTests: ScreenTestCase {
  func test_reloadingASelectedRowDeselectsIt() async throws {
    let source = ListTableSource([numberedRows(3)])
    let tableView = makeListTable(source)
    tableView.selectRow(at: path(0, 1))
    try tableView.performBatchUpdates {
      tableView.reloadRows(at: [path(0, 1)], with: .fade)
    }
    XCTAssertNil(tableView.indexPathForSelectedRow)
    XCTAssertEqual(tableView.render(), "  0\n  1\n  2")
  }
}

@MainActor @Suite(.viewWarningsFailTests) struct TableViewSelectionSwiftTestingTests {
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
}
