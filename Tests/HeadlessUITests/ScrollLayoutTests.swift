import Foundation
import HeadlessUI
import TestSupport
import XCTest

/// What a table shows while scrolling: after every scroll the cells are
/// exactly the visible rows' (across sections, empty ones included), only
/// the rows that enter are configured, and the cells that leave go back to
/// the pool, also after batch updates, reloads and changes of
/// `visibleRowCount`.
@MainActor
final class ScrollLayoutTests: ScreenTestCase {
  private let sections = [numberedRows(5, prefix: "a"), [], numberedRows(7, prefix: "c"), ["d0"]]

  private func allRows(_ sections: [[String]]) -> [String] { sections.flatMap { $0 } }

  private func assertShowsVisibleRows(
    _ tableView: TableView, of rows: [String], _ message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let first = tableView.scrollOffset
    let expected = Array(rows[first..<min(rows.count, first + tableView.visibleRowCount)])
    XCTAssertEqual(
      tableView.visibleCells.map { $0.textLabel?.text ?? "?" }, expected, message,
      file: file, line: line)
    XCTAssertEqual(tableView.subviews.count, expected.count, "cells in the hierarchy: " + message)
    XCTAssertTrue(
      tableView.visibleCells.allSatisfy { $0.superview === tableView }, message, file: file,
      line: line)
  }

  func test_scrollingRowByRowDownAndUpShowsTheVisibleRowsAndConfiguresOnlyEnteringRows() async {
    let source = ListTableSource(sections)
    let tableView = makeListTable(source, visibleRowCount: 4)
    let rows = allRows(sections)
    assertShowsVisibleRows(tableView, of: rows, "initial")
    for offset in Array(1...(rows.count - 4)) + Array((0..<(rows.count - 4)).reversed()) {
      source.forgetConfigured()
      tableView.scrollOffset = offset
      assertShowsVisibleRows(tableView, of: rows, "offset \(offset)")
      XCTAssertEqual(source.configured.count, 1, "offset \(offset) configured \(source.configured)")
    }
    XCTAssertLessThanOrEqual(tableView.numberOfCellsCreated, 5)
  }

  func test_aJumpFartherThanTheVisibleRowsReplacesEveryCellOnce() async {
    let source = ListTableSource(sections)
    let tableView = makeListTable(source, visibleRowCount: 3)
    let rows = allRows(sections)
    let leaving = tableView.visibleCells
    source.forgetConfigured()
    tableView.scrollOffset = 9
    assertShowsVisibleRows(tableView, of: rows, "after the jump")
    XCTAssertEqual(source.configured.count, 3)
    let shown = tableView.visibleCells
    XCTAssertTrue(
      leaving.allSatisfy { cell in
        cell.superview == nil || shown.contains { $0 === cell }
      })
    tableView.scrollOffset = 1
    assertShowsVisibleRows(tableView, of: rows, "after the jump back")
  }

  func test_scrollAfterABatchUpdateShowsTheUpdatedRows() async throws {
    let source = ListTableSource(sections)
    let tableView = makeListTable(source, visibleRowCount: 4)
    tableView.scrollOffset = 2
    source.sections[0].insert("new", at: 3)
    source.sections[2].remove(at: 0)
    try tableView.performBatchUpdates {
      tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
      tableView.deleteRows(at: [IndexPath(row: 0, section: 2)], with: .fade)
    }
    let rows = allRows(source.sections)
    assertShowsVisibleRows(tableView, of: rows, "after the batch")
    for offset in [3, 4, 8, 5] {
      tableView.scrollOffset = offset
      assertShowsVisibleRows(tableView, of: rows, "offset \(offset) after the batch")
    }
  }

  func test_scrollAfterReloadDataAndAVisibleRowCountChangeShowsTheNewRows() async {
    let source = ListTableSource(sections)
    let tableView = makeListTable(source, visibleRowCount: 4)
    tableView.scrollOffset = 3
    source.sections = [numberedRows(20, prefix: "n")]
    tableView.reloadData()
    var rows = allRows(source.sections)
    assertShowsVisibleRows(tableView, of: rows, "after the reload")
    tableView.visibleRowCount = 6
    assertShowsVisibleRows(tableView, of: rows, "after growing the visible row count")
    tableView.scrollOffset = 4
    assertShowsVisibleRows(tableView, of: rows, "scrolled after growing")
    tableView.visibleRowCount = 2
    tableView.scrollOffset = 5
    assertShowsVisibleRows(tableView, of: rows, "scrolled after shrinking")
    source.sections = [["only"]]
    tableView.reloadData()
    rows = allRows(source.sections)
    assertShowsVisibleRows(tableView, of: rows, "after a reload to one row")
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
    let delegate = LoadMoreDelegate(source: source, trigger: IndexPath(row: 27, section: 0))
    tableView.delegate = delegate
    tableView.scrollOffset = 24
    let rows = allRows(source.sections)
    XCTAssertEqual(rows.count, 40, "the delegate loaded the next page")
    assertShowsVisibleRows(tableView, of: rows, "after loading more during the layout")
    XCTAssertEqual(delegate.displayedTwice, [], "displayed again with no end of display between")
    XCTAssertEqual(delegate.onScreen, Set((24..<30).map { IndexPath(row: $0, section: 0) }))
    for offset in [25, 30, 34, 20] {
      tableView.scrollOffset = offset
      assertShowsVisibleRows(tableView, of: rows, "offset \(offset) after loading more")
    }
  }

  func test_aDelegateThatScrollsWhileARowIsDisplayedEndsWithTheLaterVisibleRows() async {
    let source = ListTableSource([numberedRows(30, prefix: "r")])
    let tableView = makeListTable(source, visibleRowCount: 5)
    let delegate = LoadMoreDelegate(source: source, trigger: IndexPath(row: 12, section: 0))
    delegate.scrollTo = 2
    tableView.delegate = delegate
    tableView.scrollOffset = 10
    XCTAssertEqual(tableView.scrollOffset, 2)
    assertShowsVisibleRows(tableView, of: allRows(source.sections), "after the nested scroll")
    tableView.scrollOffset = 3
    assertShowsVisibleRows(tableView, of: allRows(source.sections), "scrolled once more")
  }

  // MARK: Superviews

  func test_aSubviewThatOutlivesItsSuperviewHasNoSuperview() async {
    let child = Label()
    weak var freedParent: HeadlessView?
    do {
      let parent = HeadlessView()
      freedParent = parent
      parent.addSubview(child)
      XCTAssertTrue(child.superview === parent)
    }
    XCTAssertNil(freedParent)
    XCTAssertNil(child.superview)
    XCTAssertFalse(child.isDescendant(of: Label()))
    child.removeFromSuperview()
    let other = HeadlessView()
    other.addSubview(child)
    XCTAssertTrue(child.superview === other)
  }

  func test_aSuperviewDoesNotKeepItselfAliveThroughItsSubviews() async {
    weak var freedParent: HeadlessView?
    weak var freedChild: HeadlessView?
    do {
      let parent = HeadlessView()
      let child = HeadlessView()
      parent.addSubview(child)
      freedParent = parent
      freedChild = child
    }
    XCTAssertNil(freedParent)
    XCTAssertNil(freedChild)
  }

  func test_removingOneSubviewAmongManyKeepsTheOthersInOrder() async {
    let parent = HeadlessView()
    let children = (0..<6).map { index -> Label in
      let label = Label()
      label.text = "\(index)"
      parent.addSubview(label)
      return label
    }
    children[0].removeFromSuperview()
    children[5].removeFromSuperview()
    children[3].removeFromSuperview()
    XCTAssertEqual(parent.subviews.map { ($0 as? Label)?.text }, ["1", "2", "4"])
    XCTAssertNil(children[3].superview)
    parent.insertSubview(children[3], at: 1)
    XCTAssertEqual(parent.subviews.map { ($0 as? Label)?.text }, ["1", "3", "2", "4"])
  }
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
