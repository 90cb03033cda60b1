import CellReactorsSample
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import XCTest

@MainActor
final class CellReactorsSampleTests: ScreenTestCase {
  func test_toggleInACellReachesTheScreenReactor() async {
    let screen = try! CellReactorsApp().screen as! TaskListViewController
    let reactor = screen.reactor!
    let cell = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? MainCell
    cell?.doneSwitch.toggle()
    XCTAssertEqual(reactor.currentState.mains.models.map(\.isDone), [false, true])
    XCTAssertEqual(reactor.currentState.sections[0].header, "Main (1/2 done)")
  }

  func test_cellsKeepTheirReactorsAndBindingsAcrossUnrelatedUpdates() async {
    let screen = try! CellReactorsApp().screen as! TaskListViewController
    let reactor = screen.reactor!
    let firstCell = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MainCell
    let firstReactor = firstCell?.reactor
    XCTAssertEqual(firstCell?.bindCount, 1)

    reactor.action.onNext(.addMain("Another"))
    reactor.action.onNext(.addSub("More"))
    (screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? MainCell)?
      .doneSwitch.toggle()

    let sameCell = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MainCell
    XCTAssertTrue(sameCell === firstCell)
    XCTAssertTrue(sameCell?.reactor === firstReactor)
    XCTAssertEqual(sameCell?.bindCount, 1, "a kept reactor's cell is not rebound")
    XCTAssertTrue(reactor.currentState.mains[identity: 0] === firstReactor)
  }

  func test_aSecondTapOfAddAddsNothingAndTheNextTaskIsAdded() async {
    let screen = try! CellReactorsApp().screen as! TaskListViewController
    let reactor = screen.reactor!

    screen.newTaskField.type("Milk")
    screen.addButton.tap()
    screen.addButton.tap()
    XCTAssertEqual(
      reactor.currentState.mains.models.map(\.message), ["Write the sample", "Test it", "Milk"])
    XCTAssertEqual(screen.newTaskField.text, "")

    screen.newTaskField.type("Eggs")
    screen.addButton.tap()
    XCTAssertEqual(
      reactor.currentState.mains.models.map(\.message),
      ["Write the sample", "Test it", "Milk", "Eggs"])
    XCTAssertEqual(screen.tableView.numberOfRows(inSection: 0), 4)
  }

  func test_typedCommandsAddATaskOncePerTypedText() async {
    let app = try! CellReactorsApp()
    var lines: [String] = []
    for command in ["type Milk", "tap Add", "tap Add", "type Eggs", "tap Add"] {
      lines = printed(command, on: app)
    }
    XCTAssertEqual(
      lines,
      [
        tasksScreen(
          main: firstMainTasks + [("Milk", false), ("Eggs", false)], sub: firstSubTasks)
      ])
  }

  func test_aRemovedTaskFreesItsCellReactorOnceItsCellIsReused() async {
    let screen = try! CellReactorsApp().screen as! TaskListViewController
    let reactor = screen.reactor!
    reactor.action.onNext(.addMain("Temporary"))
    weak let removed = reactor.currentState.mains[identity: 3]
    XCTAssertNotNil(removed)
    reactor.action.onNext(.remove(section: 0, row: 2))
    XCTAssertNil(reactor.currentState.mains[identity: 3])
    // The deleted row's cell waits in the reuse pool with its last reactor,
    // as in ReactorKit; reusing it for a new task releases the old one.
    reactor.action.onNext(.addMain("Next"))
    XCTAssertNil(removed)
  }
}
