import Foundation
import HeadlessUI
import Sections
import Streams
import TestSupport
import Testing
import XCTest

private func item(_ section: Int, _ row: Int) -> ItemPath {
  ItemPath(sectionIndex: section, itemIndex: row)
}

@MainActor
final class TableViewBatchUpdatesTests: ScreenTestCase {
  /// Sections `[a b c] [d e]` with headers, all visible.
  private func makeTable() -> (ListTableSource, TableView) {
    let source = ListTableSource([["a", "b", "c"], ["d", "e"]])
    source.headers = [0: "First", 1: "Second"]
    return (source, makeListTable(source, visibleRowCount: 20))
  }

  /// Changes the model, runs `updates` in a batch, and checks that the batch
  /// is refused with `expected` (and a message starting with `message`) and
  /// that the table shows and records exactly what it did before.
  private func assertRefused(
    change: (inout [[String]]) -> Void,
    updates: @escaping (TableView) -> Void,
    expected: ChangesetValidationError,
    message: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let (source, tableView) = makeTable()
    let rendered = tableView.render()
    let cells = tableView.visibleCells.map(ObjectIdentifier.init)
    let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    let updatesBefore = tableView.appliedUpdates
    change(&source.sections)
    var completed: [Bool] = []
    do {
      try tableView.performBatchUpdates(
        { updates(tableView) }, completion: { completed.append($0) })
      XCTFail("the batch was accepted", file: file, line: line)
    } catch {
      XCTAssertEqual(error, expected, file: file, line: line)
      XCTAssertTrue(
        error.description.hasPrefix(message), "\(error.description)", file: file, line: line)
    }
    XCTAssertEqual(completed, [false], file: file, line: line)
    XCTAssertEqual(tableView.render(), rendered, file: file, line: line)
    XCTAssertEqual(tableView.visibleCells.map(ObjectIdentifier.init), cells, file: file, line: line)
    XCTAssertEqual(
      (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }, counts,
      file: file, line: line)
    XCTAssertEqual(tableView.appliedUpdates, updatesBefore, file: file, line: line)
  }

  // MARK: Counts

  func test_rowAddedWithoutInsertIsRefusedWithInvalidNumberOfItems() async {
    assertRefused(
      change: { $0[0].append("x") }, updates: { _ in },
      expected: .invalidItemCount(
        section: 0, before: 3, deleted: 0, inserted: 0, movedOut: 0, movedIn: 0, after: 4),
      message: "Invalid update: invalid number of items in section 0. The number of items in an "
        + "existing section after the update (4) must be equal to the number of items in that "
        + "section before the update (3)")
  }

  func test_deleteWithoutRemovingFromTheModelIsRefusedWithItsCounts() async {
    assertRefused(
      change: { _ in }, updates: { $0.deleteRows(at: [path(1, 0)], with: .fade) },
      expected: .invalidItemCount(
        section: 1, before: 2, deleted: 1, inserted: 0, movedOut: 0, movedIn: 0, after: 2),
      message: "Invalid update: invalid number of items in section 1.")
  }

  func test_sectionAddedWithoutInsertIsRefusedWithInvalidNumberOfSections() async {
    assertRefused(
      change: { $0.append(["z"]) }, updates: { _ in },
      expected: .invalidSectionCount(before: 2, deleted: 0, inserted: 0, after: 3),
      message: "Invalid update: invalid number of sections. The number of sections after the "
        + "update (3) must be equal to the number of sections before the update (2)")
  }

  func test_sectionDeletedTwiceButRemovedOnceIsRefused() async {
    assertRefused(
      change: { $0.removeLast() },
      updates: {
        $0.deleteSections([1], with: .fade)
        $0.insertSections([0], with: .fade)
      },
      expected: .invalidSectionCount(before: 2, deleted: 1, inserted: 1, after: 1),
      message: "Invalid update: invalid number of sections.")
  }

  // MARK: Index ranges

  func test_deletedRowOutOfRangeIsRefused() async {
    assertRefused(
      change: { _ in }, updates: { $0.deleteRows(at: [path(0, 3)], with: .fade) },
      expected: .itemIndexOutOfRange(kind: "deleted item", path: item(0, 3), count: 3),
      message: "Invalid update: deleted item at section 0, item 3 is out of range (3 available).")
  }

  func test_insertedRowOutOfRangeIsRefused() async {
    assertRefused(
      change: { $0[1].append("f") }, updates: { $0.insertRows(at: [path(1, 5)], with: .top) },
      expected: .itemIndexOutOfRange(kind: "inserted item", path: item(1, 5), count: 3),
      message: "Invalid update: inserted item at section 1, item 5 is out of range")
  }

  func test_reloadedRowOutOfRangeIsRefused() async {
    assertRefused(
      change: { _ in }, updates: { $0.reloadRows(at: [path(1, 2)], with: .fade) },
      expected: .itemIndexOutOfRange(kind: "updated item", path: item(1, 2), count: 2),
      message: "Invalid update: updated item at section 1, item 2 is out of range")
  }

  func test_rowInASectionThatDoesNotExistIsRefusedWithTheSectionCount() async {
    assertRefused(
      change: { _ in }, updates: { $0.reloadRows(at: [path(4, 0)], with: .fade) },
      expected: .itemIndexOutOfRange(kind: "updated item", path: item(4, 0), count: 2),
      message: "Invalid update: updated item at section 4, item 0 is out of range (2 available).")
  }

  func test_movedRowSourceOutOfRangeIsRefused() async {
    assertRefused(
      change: { _ in }, updates: { $0.moveRow(at: path(0, 7), to: path(0, 0)) },
      expected: .itemIndexOutOfRange(kind: "moved item (from)", path: item(0, 7), count: 3),
      message: "Invalid update: moved item (from) at section 0, item 7")
  }

  func test_movedRowDestinationOutOfRangeIsRefused() async {
    assertRefused(
      change: { $0[0].swapAt(0, 2) }, updates: { $0.moveRow(at: path(0, 0), to: path(0, 3)) },
      expected: .itemIndexOutOfRange(kind: "moved item (to)", path: item(0, 3), count: 3),
      message: "Invalid update: moved item (to) at section 0, item 3")
  }

  func test_deletedSectionOutOfRangeIsRefused() async {
    assertRefused(
      change: { _ in }, updates: { $0.deleteSections([2], with: .fade) },
      expected: .sectionIndexOutOfRange(kind: "deleted section", index: 2, count: 2),
      message: "Invalid update: deleted section 2 is out of range (there are 2 sections).")
  }

  func test_insertedSectionOutOfRangeIsRefused() async {
    assertRefused(
      change: { $0.append([]) }, updates: { $0.insertSections([3], with: .fade) },
      expected: .sectionIndexOutOfRange(kind: "inserted section", index: 3, count: 3),
      message: "Invalid update: inserted section 3 is out of range (there are 3 sections).")
  }

  func test_reloadedSectionOutOfRangeIsRefused() async {
    assertRefused(
      change: { _ in }, updates: { $0.reloadSections([5], with: .fade) },
      expected: .sectionIndexOutOfRange(kind: "updated section", index: 5, count: 2),
      message: "Invalid update: updated section 5 is out of range")
  }

  func test_movedSectionOutOfRangeIsRefused() async {
    assertRefused(
      change: { _ in }, updates: { $0.moveSection(0, toSection: 2) },
      expected: .sectionIndexOutOfRange(kind: "moved section (to)", index: 2, count: 2),
      message: "Invalid update: moved section (to) 2 is out of range")
    assertRefused(
      change: { _ in }, updates: { $0.moveSection(-1, toSection: 0) },
      expected: .sectionIndexOutOfRange(kind: "moved section (from)", index: -1, count: 2),
      message: "Invalid update: moved section (from) -1 is out of range")
  }

  // MARK: Duplicates and conflicts

  func test_rowDeletedTwiceIsRefused() async {
    assertRefused(
      change: { $0[0].remove(at: 1) },
      updates: { $0.deleteRows(at: [path(0, 1), path(0, 1)], with: .fade) },
      expected: .duplicateItemPath(kind: "deleted item", path: item(0, 1)),
      message: "Invalid update: item 1 of section 0 appears more than once (deleted item).")
  }

  func test_rowInsertedTwiceIsRefused() async {
    assertRefused(
      change: { $0[1].append(contentsOf: ["f", "g"]) },
      updates: { $0.insertRows(at: [path(1, 2), path(1, 2)], with: .fade) },
      expected: .duplicateItemPath(kind: "inserted item", path: item(1, 2)),
      message: "Invalid update: item 2 of section 1 appears more than once (inserted item).")
  }

  func test_sectionDeletedTwiceIsRefused() async {
    assertRefused(
      change: { $0.removeAll() },
      updates: {
        $0.deleteSections([0], with: .fade)
        $0.deleteSections([0], with: .fade)
      },
      expected: .duplicateSectionIndex(kind: "deleted section", index: 0),
      message: "Invalid update: section 0 appears more than once (deleted section).")
  }

  func test_reloadAndDeleteOfTheSameRowIsRefused() async {
    assertRefused(
      change: { $0[0].remove(at: 0) },
      updates: {
        $0.deleteRows(at: [path(0, 0)], with: .fade)
        $0.reloadRows(at: [path(0, 0)], with: .fade)
      },
      expected: .duplicateItemPath(kind: "updated item", path: item(0, 0)),
      message: "Invalid update: item 0 of section 0 appears more than once (updated item).")
  }

  func test_moveFromADeletedRowIsRefused() async {
    assertRefused(
      change: { $0[0] = ["c", "b"] },
      updates: {
        $0.deleteRows(at: [path(0, 0)], with: .fade)
        $0.moveRow(at: path(0, 0), to: path(0, 1))
      },
      expected: .duplicateItemPath(kind: "moved item (from)", path: item(0, 0)),
      message: "Invalid update: item 0 of section 0 appears more than once (moved item (from)).")
  }

  func test_twoMovesToTheSameRowAreRefused() async {
    assertRefused(
      change: { $0[0] = ["c", "a", "b"] },
      updates: {
        $0.moveRow(at: path(0, 2), to: path(0, 0))
        $0.moveRow(at: path(0, 1), to: path(0, 0))
      },
      expected: .duplicateItemPath(kind: "moved item (to)", path: item(0, 0)),
      message: "Invalid update: item 0 of section 0 appears more than once (moved item (to)).")
  }

  func test_rowDeletedInsideADeletedSectionIsRefused() async {
    assertRefused(
      change: { $0.remove(at: 0) },
      updates: {
        $0.deleteSections([0], with: .fade)
        $0.deleteRows(at: [path(0, 1)], with: .fade)
      },
      expected: .itemInChangedSection(kind: "deleted item", path: item(0, 1)),
      message: "Invalid update: deleted item at section 0, item 1 is in a section that is itself "
        + "inserted or deleted.")
  }

  func test_rowInsertedInsideAnInsertedSectionIsRefused() async {
    assertRefused(
      change: { $0.append(["n"]) },
      updates: {
        $0.insertSections([2], with: .fade)
        $0.insertRows(at: [path(2, 0)], with: .fade)
      },
      expected: .itemInChangedSection(kind: "inserted item", path: item(2, 0)),
      message: "Invalid update: inserted item at section 2, item 0 is in a section that is itself")
  }

  func test_rowReloadedInsideADeletedSectionIsRefused() async {
    assertRefused(
      change: { $0.remove(at: 1) },
      updates: {
        $0.deleteSections([1], with: .fade)
        $0.reloadRows(at: [path(1, 0)], with: .fade)
      },
      expected: .itemInChangedSection(kind: "updated item", path: item(1, 0)),
      message: "Invalid update: updated item at section 1, item 0 is in a section")
  }

  func test_refusedLoneOperationWarnsAndLeavesTheTableUnchanged() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let (source, tableView) = makeTable()
    let rendered = tableView.render()
    tableView.deleteRows(at: [path(0, 9)], with: .fade)
    XCTAssertEqual(recorder.kinds, [.invalidBatchUpdate])
    XCTAssertTrue(
      recorder.warnings[0].message.contains("deleted item at section 0, item 9 is out of range"),
      recorder.warnings[0].message)
    XCTAssertEqual(tableView.render(), rendered)
    XCTAssertEqual(tableView.appliedUpdates, [])
    withExtendedLifetime(source) {}
  }

  func test_tableRecoversWithReloadDataAfterARefusal() async {
    let (source, tableView) = makeTable()
    source.sections[0].append("x")
    XCTAssertThrowsError(try tableView.performBatchUpdates {})
    tableView.reloadData()
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 4)
    XCTAssertEqual(tableView.appliedUpdates, [.reloadData])
  }

  // MARK: Valid batches

  func test_deletingARowShiftsTheCellsBelowItUp() async throws {
    let (source, tableView) = makeTable()
    let cellA = tableView.cellForRow(at: path(0, 0))
    let cellB = tableView.cellForRow(at: path(0, 1))
    let cellC = tableView.cellForRow(at: path(0, 2))
    source.sections[0].remove(at: 1)
    source.forgetConfigured()
    var completed: [Bool] = []
    try tableView.performBatchUpdates(
      { tableView.deleteRows(at: [path(0, 1)], with: .left) }, completion: { completed.append($0) })
    XCTAssertEqual(completed, [true])
    XCTAssertTrue(tableView.cellForRow(at: path(0, 0)) === cellA)
    XCTAssertTrue(tableView.cellForRow(at: path(0, 1)) === cellC)
    XCTAssertFalse(tableView.visibleCells.contains { $0 === cellB })
    XCTAssertEqual(source.configured, [])
    XCTAssertEqual(tableView.render(), "== First ==\n  a\n  c\n== Second ==\n  d\n  e")
  }

  func test_insertingARowConfiguresOnlyTheNewRow() async throws {
    let (source, tableView) = makeTable()
    let cellD = tableView.cellForRow(at: path(1, 0))
    let cellE = tableView.cellForRow(at: path(1, 1))
    source.sections[1].insert("new", at: 0)
    source.forgetConfigured()
    try tableView.performBatchUpdates { tableView.insertRows(at: [path(1, 0)], with: .top) }
    XCTAssertEqual(source.configured, [path(1, 0)])
    XCTAssertTrue(tableView.cellForRow(at: path(1, 1)) === cellD)
    XCTAssertTrue(tableView.cellForRow(at: path(1, 2)) === cellE)
    XCTAssertEqual(tableView.render(), "== First ==\n  a\n  b\n  c\n== Second ==\n  new\n  d\n  e")
  }

  func test_movingARowKeepsItsCellAndShiftsTheOthers() async throws {
    let (source, tableView) = makeTable()
    let cells = (0..<3).map { tableView.cellForRow(at: path(0, $0)) }
    source.sections[0] = ["b", "c", "a"]
    source.forgetConfigured()
    try tableView.performBatchUpdates { tableView.moveRow(at: path(0, 0), to: path(0, 2)) }
    XCTAssertTrue(tableView.cellForRow(at: path(0, 2)) === cells[0])
    XCTAssertTrue(tableView.cellForRow(at: path(0, 0)) === cells[1])
    XCTAssertTrue(tableView.cellForRow(at: path(0, 1)) === cells[2])
    XCTAssertEqual(source.configured, [])
    XCTAssertEqual(tableView.render(), "== First ==\n  b\n  c\n  a\n== Second ==\n  d\n  e")
  }

  func test_movingARowToAnotherSectionKeepsItsCell() async throws {
    let (source, tableView) = makeTable()
    let cellB = tableView.cellForRow(at: path(0, 1))
    let cellE = tableView.cellForRow(at: path(1, 1))
    source.sections = [["a", "c"], ["d", "b", "e"]]
    try tableView.performBatchUpdates { tableView.moveRow(at: path(0, 1), to: path(1, 1)) }
    XCTAssertTrue(tableView.cellForRow(at: path(1, 1)) === cellB)
    XCTAssertTrue(tableView.cellForRow(at: path(1, 2)) === cellE)
    XCTAssertEqual(tableView.render(), "== First ==\n  a\n  c\n== Second ==\n  d\n  b\n  e")
  }

  func test_reloadedRowsAreConfiguredAgainWithTheNewModel() async throws {
    let (source, tableView) = makeTable()
    let oldCell = tableView.cellForRow(at: path(0, 1))
    source.sections[0][1] = "B!"
    source.forgetConfigured()
    try tableView.performBatchUpdates { tableView.reloadRows(at: [path(0, 1)], with: .fade) }
    XCTAssertEqual(source.configured, [path(0, 1)])
    XCTAssertEqual(tableView.cellForRow(at: path(0, 1))?.textLabel?.text, "B!")
    // The old cell went back to the pool and was dequeued again for the row.
    XCTAssertTrue(tableView.cellForRow(at: path(0, 1)) === oldCell)
    XCTAssertEqual((oldCell as? ListTextCell)?.reuseCount, 1)
  }

  func test_deletingInsertingAndMovingSectionsMovesTheirCells() async throws {
    let (source, tableView) = makeTable()
    let cellD = tableView.cellForRow(at: path(1, 0))
    source.sections = [["d", "e"], ["x"]]
    source.headers = [0: "Second", 1: "New"]
    try tableView.performBatchUpdates {
      tableView.deleteSections([0], with: .left)
      tableView.insertSections([1], with: .right)
    }
    XCTAssertTrue(tableView.cellForRow(at: path(0, 0)) === cellD)
    XCTAssertEqual(tableView.render(), "== Second ==\n  d\n  e\n== New ==\n  x")
    let cellX = tableView.cellForRow(at: path(1, 0))
    source.sections = [["x"], ["d", "e"]]
    source.headers = [0: "New", 1: "Second"]
    try tableView.performBatchUpdates { tableView.moveSection(1, toSection: 0) }
    XCTAssertTrue(tableView.cellForRow(at: path(0, 0)) === cellX)
    XCTAssertTrue(tableView.cellForRow(at: path(1, 0)) === cellD)
    XCTAssertEqual(tableView.render(), "== New ==\n  x\n== Second ==\n  d\n  e")
  }

  func test_reloadedSectionsConfigureAllTheirRowsAgain() async throws {
    let (source, tableView) = makeTable()
    source.sections[1] = ["D", "E"]
    source.forgetConfigured()
    try tableView.performBatchUpdates { tableView.reloadSections([1], with: .fade) }
    XCTAssertEqual(Set(source.configured), [path(1, 0), path(1, 1)])
    XCTAssertEqual(tableView.render(), "== First ==\n  a\n  b\n  c\n== Second ==\n  D\n  E")
  }

  func test_reloadedSectionMayChangeItsRowCountAsInUIKit() async throws {
    // The expand/collapse pattern: change a section's rows, reload the section.
    let (source, tableView) = makeTable()
    source.sections[1] = ["D", "E", "F"]
    try tableView.performBatchUpdates { tableView.reloadSections([1], with: .fade) }
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 3)
    XCTAssertEqual(tableView.render(), "== First ==\n  a\n  b\n  c\n== Second ==\n  D\n  E\n  F")
    source.sections[1] = []
    tableView.reloadSections([1], with: .automatic)
    XCTAssertEqual(tableView.render(), "== First ==\n  a\n  b\n  c\n== Second ==")
  }

  func test_reloadedSectionCountChangeIsAcceptedBesideOtherSectionChanges() async throws {
    let (source, tableView) = makeTable()
    let cellA = tableView.cellForRow(at: path(0, 0))
    source.sections = [["new"], ["a", "b", "c", "x"], ["D"]]
    source.headers = [0: "Zero", 1: "First", 2: "Second"]
    try tableView.performBatchUpdates {
      tableView.insertSections([0], with: .top)
      tableView.insertRows(at: [path(1, 3)], with: .top)
      tableView.reloadSections([1], with: .fade)
    }
    XCTAssertTrue(tableView.cellForRow(at: path(1, 0)) === cellA)
    XCTAssertEqual(
      tableView.render(),
      "== Zero ==\n  new\n== First ==\n  a\n  b\n  c\n  x\n== Second ==\n  D")
  }

  func test_reloadedSectionDoesNotExcuseAWrongCountElsewhere() async {
    assertRefused(
      change: {
        $0[0].append("x")
        $0[1].append("y")
      },
      updates: { $0.reloadSections([1], with: .fade) },
      expected: .invalidItemCount(
        section: 0, before: 3, deleted: 0, inserted: 0, movedOut: 0, movedIn: 0, after: 4),
      message: "Invalid update: invalid number of items in section 0.")
  }

  func test_insertingAboveTheVisibleRowsShiftsVisibleCellsAndCreatesOnlyTheNewlyVisibleOne()
    async throws
  {
    let source = ListTableSource([numberedRows(30)])
    let tableView = makeListTable(source, visibleRowCount: 10)
    tableView.scrollOffset = 10
    let cell10 = tableView.cellForRow(at: path(0, 10))
    source.sections[0].insert("top", at: 0)
    source.forgetConfigured()
    try tableView.performBatchUpdates { tableView.insertRows(at: [path(0, 0)], with: .top) }
    XCTAssertEqual(tableView.scrollOffset, 10)
    XCTAssertTrue(tableView.cellForRow(at: path(0, 11)) === cell10)
    XCTAssertEqual(source.configured, [path(0, 10)])
    XCTAssertEqual(
      tableView.visibleCells.map { $0.textLabel?.text }, numberedRows(10).map { "\(Int($0)! + 9)" })
  }

  func test_deletingRowsClampsTheScrollOffset() async throws {
    let source = ListTableSource([numberedRows(30)])
    let tableView = makeListTable(source, visibleRowCount: 10)
    tableView.scrollOffset = 20
    source.sections[0].removeLast(15)
    try tableView.performBatchUpdates {
      tableView.deleteRows(at: (15..<30).map { path(0, $0) }, with: .fade)
    }
    XCTAssertEqual(tableView.scrollOffset, 5)
    XCTAssertEqual(
      tableView.visibleCells.map { $0.textLabel?.text }, numberedRows(10).map { "\(Int($0)! + 5)" })
  }

  func test_selectionFollowsTheSelectedRowThroughABatch() async throws {
    let (source, tableView) = makeTable()
    tableView.selectRow(at: path(0, 2))
    source.sections[0].remove(at: 0)
    try tableView.performBatchUpdates { tableView.deleteRows(at: [path(0, 0)], with: .fade) }
    XCTAssertEqual(tableView.indexPathForSelectedRow, path(0, 1))
    XCTAssertEqual(tableView.render(), "== First ==\n  b\n> c\n== Second ==\n  d\n  e")
    source.sections[0].remove(at: 1)
    try tableView.performBatchUpdates { tableView.deleteRows(at: [path(0, 1)], with: .fade) }
    XCTAssertNil(tableView.indexPathForSelectedRow)
  }

  func test_aSelectedRowFollowsItsRowWhenMovedShiftedDeletedOrReloaded() async throws {
    for change in BatchSelectionScenarios.Change.allCases {
      try BatchSelectionScenarios.selectedRowThroughABatch(change)
    }
  }

  func test_nestedBeginEndUpdatesApplyOnceAtTheOutermostEnd() async throws {
    let (source, tableView) = makeTable()
    source.sections[0].append("x")
    source.sections[1].remove(at: 0)
    tableView.beginUpdates()
    tableView.insertRows(at: [path(0, 3)], with: .top)
    tableView.beginUpdates()
    tableView.deleteRows(at: [path(1, 0)], with: .bottom)
    try tableView.endUpdates()
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 3)
    XCTAssertEqual(tableView.appliedUpdates, [])
    try tableView.endUpdates()
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 4)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 1)
    XCTAssertEqual(
      tableView.appliedUpdates,
      [
        .batch([
          .insertRows([path(0, 3)], animation: .top), .deleteRows([path(1, 0)], animation: .bottom),
        ])
      ])
  }

  func test_performBatchUpdatesInsideBeginUpdatesJoinsTheOuterBatch() async throws {
    let (source, tableView) = makeTable()
    source.sections[0].append("x")
    tableView.beginUpdates()
    try tableView.performBatchUpdates { tableView.insertRows(at: [path(0, 3)], with: .fade) }
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 3)
    try tableView.endUpdates()
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 4)
    XCTAssertEqual(tableView.appliedUpdates.count, 1)
  }

  func test_loneOperationsOutsideABatchApplyOneByOne() async {
    let (source, tableView) = makeTable()
    source.sections[0].append("x")
    tableView.insertRows(at: [path(0, 3)], with: .automatic)
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 4)
    source.sections.remove(at: 1)
    tableView.deleteSections([1], with: .middle)
    XCTAssertEqual(tableView.numberOfSections, 1)
    source.sections[0][0] = "A"
    tableView.reloadRows(at: [path(0, 0)], with: .none)
    XCTAssertEqual(tableView.render(), "== First ==\n  A\n  b\n  c\n  x")
    XCTAssertEqual(
      tableView.appliedUpdates,
      [
        .batch([.insertRows([path(0, 3)], animation: .automatic)]),
        .batch([.deleteSections([1], animation: .middle)]),
        .batch([.reloadRows([path(0, 0)], animation: .none)]),
      ])
  }

  func test_appliedUpdatesRecordOperationsInCallOrderWithTheirAnimations() async throws {
    let (source, tableView) = makeTable()
    tableView.reloadData()
    source.sections = [["a", "c", "n"], ["e", "d"], []]
    try tableView.performBatchUpdates {
      tableView.insertSections([2], with: .top)
      tableView.deleteRows(at: [path(0, 1)], with: .left)
      tableView.insertRows(at: [path(0, 2)], with: .right)
      tableView.moveRow(at: path(1, 1), to: path(1, 0))
    }
    XCTAssertEqual(
      tableView.appliedUpdates,
      [
        .reloadData,
        .batch([
          .insertSections([2], animation: .top), .deleteRows([path(0, 1)], animation: .left),
          .insertRows([path(0, 2)], animation: .right), .moveRow(path(1, 1), to: path(1, 0)),
        ]),
      ])
    XCTAssertEqual(
      tableView.appliedUpdates.map(\.description),
      [
        "reloadData",
        "batch: insertSections(2, top), deleteRows([0, 1], left), insertRows([0, 2], right), "
          + "moveRow([1, 1] -> [1, 0])",
      ])
  }

  func test_emptyBatchWithUnchangedModelIsAcceptedAndRecorded() async throws {
    let (source, tableView) = makeTable()
    try tableView.performBatchUpdates(nil)
    XCTAssertEqual(tableView.appliedUpdates, [.batch([])])
    withExtendedLifetime(source) {}
  }
}

/// Where a selected row is after a batch, UIKit's way: a moved row at its
/// destination, a row shifted by deletions and insertions at its new rank,
/// and no selection once the row is deleted or reloaded. Written once, run
/// by ``TableViewBatchUpdatesTests`` and
/// ``TableViewBatchUpdatesSwiftTestingTests``.
@MainActor
enum BatchSelectionScenarios {
  enum Change: String, CaseIterable, Sendable {
    case moved, shifted, deleted, reloaded
  }

  static func selectedRowThroughABatch(_ change: Change) throws {
    let source = ListTableSource([["a", "b", "c"], ["d", "e"]])
    let tableView = makeListTable(source, visibleRowCount: 20)
    switch change {
    case .moved:
      tableView.selectRow(at: path(0, 0))
      source.sections = [["b", "c"], ["d", "a", "e"]]
      try tableView.performBatchUpdates { tableView.moveRow(at: path(0, 0), to: path(1, 1)) }
      expectTrue(tableView.indexPathForSelectedRow == path(1, 1))
      expectTrue(tableView.render() == "  b\n  c\n  d\n> a\n  e", tableView.render())
    case .shifted:
      tableView.selectRow(at: path(0, 2))
      source.sections = [["x", "a", "c"], ["d", "e"]]
      try tableView.performBatchUpdates {
        tableView.deleteRows(at: [path(0, 1)], with: .fade)
        tableView.insertRows(at: [path(0, 0)], with: .fade)
      }
      expectTrue(tableView.indexPathForSelectedRow == path(0, 2))
      expectTrue(tableView.render() == "  x\n  a\n> c\n  d\n  e", tableView.render())
    case .deleted:
      tableView.selectRow(at: path(1, 0))
      source.sections = [["a", "b", "c"], ["e"]]
      try tableView.performBatchUpdates { tableView.deleteRows(at: [path(1, 0)], with: .fade) }
      expectTrue(tableView.indexPathForSelectedRow == nil)
    case .reloaded:
      tableView.selectRow(at: path(0, 1))
      try tableView.performBatchUpdates { tableView.reloadRows(at: [path(0, 1)], with: .fade) }
      expectTrue(tableView.indexPathForSelectedRow == nil)
      expectTrue(tableView.render() == "  a\n  b\n  c\n  d\n  e", tableView.render())
    }
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct TableViewBatchUpdatesSwiftTestingTests {
  @Test(arguments: BatchSelectionScenarios.Change.allCases)
  func aSelectedRowFollowsItsRowWhenMovedShiftedDeletedOrReloaded(
    _ change: BatchSelectionScenarios.Change
  ) throws {
    try BatchSelectionScenarios.selectedRowThroughABatch(change)
  }
}
