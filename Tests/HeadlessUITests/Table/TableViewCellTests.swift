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
final class TableViewCellTests: ScreenTestCase {
  private let bag = DisposeBag()

  func test_eachItemCaseDequeuesItsCellTypeBoundToItsReactor() async {
    let first = TodoCellReactor(message: "buy milk")
    let note = NoteCellReactor(note: "weekend")
    let tableView = makeTodoTable([.todo(first), .note(note)], visibleRowCount: 10, bag: bag)

    XCTAssertTrue(
      (tableView.cellForRow(at: path(0, 0)) as? TodoCell)?.reactor === first)
    XCTAssertTrue(
      (tableView.cellForRow(at: path(0, 1)) as? NoteCell)?.reactor === note)
    XCTAssertEqual(tableView.render(), "  buy milk | [ ]\n  note: weekend")
  }

  func test_aCellReactorsStateChangeIsShownInItsCell() async {
    let first = TodoCellReactor(message: "buy milk")
    let tableView = makeTodoTable([.todo(first)], visibleRowCount: 10, bag: bag)

    first.action.onNext(.toggleDone)

    XCTAssertEqual(tableView.render(), "  buy milk | [x]")
  }

  func test_aUserToggleInTheCellReachesItsReactor() async {
    let first = TodoCellReactor(message: "buy milk")
    let tableView = makeTodoTable([.todo(first)], visibleRowCount: 10, bag: bag)
    let cell = tableView.cellForRow(at: path(0, 0)) as? TodoCell

    cell?.doneSwitch.toggle()

    XCTAssertEqual(first.currentState.isDone, true)
  }

  func test_aReusedCellNoLongerShowsItsOldReactorsChanges() async {
    let reactors = (0..<6).map { TodoCellReactor(message: "row \($0)") }
    let tableView = makeTodoTable(reactors.map(TodoItem.todo), visibleRowCount: 2, bag: bag)
    let firstCell = tableView.cellForRow(at: path(0, 0)) as? TodoCell

    tableView.scrollOffset = 4
    let reusedRow = tableView.indexPathsForVisibleRows?.first {
      tableView.cellForRow(at: $0) === firstCell
    }
    reactors[0].action.onNext(.rename("changed after reuse"))
    reactors[1].action.onNext(.toggleDone)

    XCTAssertNotNil(reusedRow, "the first cell is reused for a row scrolled into view")
    XCTAssertTrue(firstCell?.reactor === reactors[reusedRow?.row ?? 0])
    XCTAssertEqual(tableView.render(), "  (4 rows above)\n  row 4 | [ ]\n  row 5 | [ ]")
    XCTAssertEqual(tableView.numberOfCellsCreated, 2)
  }

  func test_scrollingBackRebindsTheOriginalReactors() async {
    let reactors = (0..<6).map { TodoCellReactor(message: "row \($0)") }
    let tableView = makeTodoTable(reactors.map(TodoItem.todo), visibleRowCount: 2, bag: bag)
    tableView.scrollOffset = 4

    reactors[0].action.onNext(.toggleDone)
    tableView.scrollOffset = 0

    XCTAssertEqual(tableView.render(), "  row 0 | [x]\n  row 1 | [ ]\n  (4 rows below)")
    reactors[5].action.onNext(.rename("hidden"))
    XCTAssertEqual(tableView.render(), "  row 0 | [x]\n  row 1 | [ ]\n  (4 rows below)")
  }

  func test_scrollingThroughManyCellReactorsCreatesCellsBoundedByTheWindow() async {
    let reactors = (0..<1_000).map { TodoCellReactor(message: "row \($0)") }
    let tableView = makeTodoTable(reactors.map(TodoItem.todo), visibleRowCount: 10, bag: bag)

    for offset in stride(from: 0, through: 990, by: 3) { tableView.scrollOffset = offset }

    XCTAssertLessThanOrEqual(tableView.numberOfCellsCreated, 12)
    XCTAssertEqual(tableView.visibleCells.count, 10)
    XCTAssertEqual(
      tableView.visibleCells.compactMap { ($0 as? TodoCell)?.titleLabel.text }.last, "row 999")
  }
}

@MainActor @Suite(.viewWarningsFailTests) struct TableViewCellSwiftTestingTests {
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
}
