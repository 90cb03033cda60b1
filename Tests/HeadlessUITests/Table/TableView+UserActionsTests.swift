import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Sections
import Streams
import Testing

@MainActor @Suite(.viewWarningsFailTests) struct TableViewUserActionsSwiftTestingTests {
  // MARK: Deletion and moves

  @Test func swipingToDeleteRemovesOnlyEditableRows() {
    let bag = DisposeBag()
    let names = BehaviorRelay(value: ["Ann", "Bo", "Cy"])
    let (tableView, dataSource) = makeNameTable(
      names.map { [NameSection(model: "Team", items: $0)] }, bag: bag)
    removeDeletedRows(of: tableView, from: names, bag: bag)

    tableView.commitDelete(at: path(0, 0))
    #expect(tableView.render() == "== Team ==\n  Ann\n  Bo\n  Cy")
    tableView.commitDelete(at: path(0, 1))

    #expect(tableView.render() == "== Team ==\n  Ann\n  Cy")
    #expect(dataSource.sectionModels[0].items == ["Ann", "Cy"])
  }

  @Test func aUserMoveAcrossSectionsShowsTheRowInItsNewPlace() throws {
    let bag = DisposeBag()
    let (tableView, dataSource) = makeNameTable(
      .just([
        NameSection(model: "A", items: ["Ann", "Bo"]), NameSection(model: "B", items: ["Cy"]),
      ]),
      canMove: true, bag: bag)
    var moves: [ItemMovedEvent] = []
    tableView.rx.itemMoved.subscribe(onNext: { moves.append($0) }).disposed(by: bag)
    let annCell = try #require(tableView.cellForRow(at: path(0, 0)))

    tableView.moveRow(at: path(0, 0), to: path(1, 1))

    #expect(
      tableView.render() == """
        == A ==
          Bo
        == B ==
          Cy
          Ann
        """)
    #expect(dataSource.sectionModels.map(\.items) == [["Bo"], ["Cy", "Ann"]])
    #expect(tableView.cellForRow(at: path(1, 1)) === annCell)
    let move = try #require(moves.first)
    #expect(move.sourceIndex == path(0, 0))
    #expect(move.destinationIndex == path(1, 1))
  }

  @Test func aRowThatCannotMoveStaysWhereItIs() {
    let bag = DisposeBag()
    let (tableView, _) = makeNameTable(
      .just([NameSection(model: "", items: ["Ann", "Bo"])]), canMove: false, bag: bag)

    tableView.moveRow(at: path(0, 0), to: path(0, 1))

    #expect(tableView.render() == "  Ann\n  Bo")
  }
}
