import HeadlessReactor
import ReactorTesting
import SampleSupport
import SectionedListSample
import TestSupport
import XCTest

final class SectionedListReactorTests: ScreenTestCase {
  private func makeStore(line: UInt = #line) -> TestStore<SectionedListReactor> {
    TestStore(
      reactor: SectionedListReactor(), scheduler: TestScheduler(initialClock: 0), line: line)
  }

  func test_initialState_holdsTheSeedsSectionsAndNoSelection() {
    let state = SectionedListReactor().initialState
    XCTAssertEqual(state.sections.map(\.sectionType), [.today, .week])
    XCTAssertEqual(state.sections[0].items, (0..<6).map { "today\($0)" })
    XCTAssertEqual(state.sections[1].items, (0..<6).map { "week\($0)" })
    XCTAssertNil(state.selected)
  }

  func test_select_choosesTheItemAtThePath() {
    let store = makeStore()
    store.send(.select(IndexPath(row: 2, section: 0))) { $0.selected = "today2" }
    store.send(.select(IndexPath(row: 3, section: 1))) { $0.selected = "week3" }
    store.finish()
  }

  func test_select_aPathOutsideTheSections_changesNothing() {
    let store = makeStore()
    store.send(.select(IndexPath(row: 6, section: 0)))
    store.send(.select(IndexPath(row: 0, section: 2)))
    store.finish()
  }

  func test_add_appendsTheTrimmedTextToItsSection() {
    let store = makeStore()
    store.send(.add(.week, "week6")) { $0.sections[1].items.append("week6") }
    store.send(.add(.today, "  call mom ")) { $0.sections[0].items.append("call mom") }
    store.send(.select(IndexPath(row: 6, section: 0))) { $0.selected = "call mom" }
    store.finish()
  }

  func test_add_blankTextOrASectionNotShown_isIgnored() {
    let store = makeStore()
    store.send(.add(.today, "   "))
    store.send(.add(.none, "lost"))
    store.finish()
  }

  func test_sectionModel_keepsItsTypeWithOtherItems() {
    let section = SampleSectionItem(sectionType: .week, items: ["a"])
    let copy = SampleSectionItem(original: section, items: ["b", "c"])
    XCTAssertEqual(copy, SampleSectionItem(sectionType: .week, items: ["b", "c"]))
    XCTAssertEqual(copy.footer, "2 items")
    XCTAssertEqual(section.footer, "1 item")
    XCTAssertEqual(SampleSectionItem.sectionType(at: 1), .week)
    XCTAssertEqual(SampleSectionItem.sectionType(at: 7), .none)
  }
}

@MainActor
final class SectionedListScreenTests: ScreenTestCase {
  private func makeScreen() -> (SectionedListApp, SampleSectionTableViewController) {
    let app = try! SectionedListApp()
    return (app, app.screen as! SampleSectionTableViewController)
  }

  func test_screen_showsHeadersFootersAndTheVisibleRows() async {
    let (_, screen) = makeScreen()
    assertRender(screen) {
      """
      # Sections
      Select an item
      == Today ==
        today0
        today1
        today2
        today3
        today4
        today5
      -- 6 items --
      == This week ==
        week0
        week1
        (4 rows below)
      """
    }
  }

  func test_selectingARow_goesThroughTheDelegateToTheReactorAndTheLabel() async {
    let (_, screen) = makeScreen()
    XCTAssertTrue(screen.tableView.delegate === screen)
    screen.tableView.selectRow(at: IndexPath(row: 1, section: 1))
    XCTAssertEqual(screen.reactor?.currentState.selected, "week1")
    XCTAssertEqual(screen.selectionLabel.text, "Selected: week1")
    XCTAssertTrue(screen.render().contains("> week1"))
  }

  func test_anotherSelection_keepsTheRowsAndMovesTheMark() async {
    let (_, screen) = makeScreen()
    screen.tableView.selectRow(at: IndexPath(row: 0, section: 0))
    let reloads = screen.tableView.appliedUpdates.count
    screen.tableView.selectRow(at: IndexPath(row: 4, section: 0))
    XCTAssertEqual(
      screen.tableView.appliedUpdates.count, reloads, "equal sections are not reloaded")
    let lines = screen.render().split(separator: "\n")
    XCTAssertEqual(lines.filter { $0.hasPrefix("> ") }, ["> today4"])
  }

  func test_addingAnItem_reloadsItsSectionWithTheNewFooter() async {
    let (_, screen) = makeScreen()
    screen.reactor?.action.onNext(.add(.today, "today6"))
    screen.tableView.scrollOffset = 0
    assertRender(screen) {
      """
      # Sections
      Select an item
      == Today ==
        today0
        today1
        today2
        today3
        today4
        today5
        today6
      -- 7 items --
      == This week ==
        week0
        (5 rows below)
      """
    }
  }
}

@MainActor
final class SectionedListSampleTests: ScreenTestCase {
  func test_scenarioShowsEveryStep() async {
    var lines: [String] = []
    SampleRunner.play(try! SectionedListApp(), output: { lines.append($0) })
    XCTAssertEqual(
      lines.joined(separator: "\n"),
      """
      > start
      # Sections
      Select an item
      == Today ==
        today0
        today1
        today2
        today3
        today4
        today5
      -- 6 items --
      == This week ==
        week0
        week1
        (4 rows below)

      > select 0 2
      # Sections
      Selected: today2
      == Today ==
        today0
        today1
      > today2
        today3
        today4
        today5
      -- 6 items --
      == This week ==
        week0
        week1
        (4 rows below)

      > scroll 4
      # Sections
      Selected: today2
        (4 rows above)
        today4
        today5
      -- 6 items --
      == This week ==
        week0
        week1
        week2
        week3
        week4
        week5
      -- 6 items --

      > select 1 3
      # Sections
      Selected: week3
        (4 rows above)
        today4
        today5
      -- 6 items --
      == This week ==
        week0
        week1
        week2
      > week3
        week4
        week5
      -- 6 items --

      > add week week6
      # Sections
      Selected: week3
        (4 rows above)
        today4
        today5
      -- 6 items --
      == This week ==
        week0
        week1
        week2
        week3
        week4
        week5
        (1 row below)

      > scroll 5
      # Sections
      Selected: week3
        (5 rows above)
        today5
      -- 6 items --
      == This week ==
        week0
        week1
        week2
        week3
        week4
        week5
        week6
      -- 7 items --

      > add today today6
      # Sections
      Selected: week3
        (5 rows above)
        today5
        today6
      -- 7 items --
      == This week ==
        week0
        week1
        week2
        week3
        week4
        week5
        (1 row below)

      > select 0 6
      # Sections
      Selected: today6
        (5 rows above)
        today5
      > today6
      -- 7 items --
      == This week ==
        week0
        week1
        week2
        week3
        week4
        week5
        (1 row below)
      """)
  }

  func test_unknownCommand_printsAOneLineError_andTheSampleGoesOn() async {
    let app = try! SectionedListApp()
    var lines: [String] = []
    XCTAssertTrue(SampleRunner.execute("shout hello", on: app, output: { lines.append($0) }))
    XCTAssertEqual(lines, ["error: unknown command 'shout' (type 'help' for the list)"])
    XCTAssertTrue(SampleRunner.help(for: app).contains("add <today|week> <text>"))

    lines.removeAll()
    SampleRunner.execute("select 0 1", on: app, output: { lines.append($0) })
    XCTAssertTrue(lines.joined(separator: "\n").contains("Selected: today1"))
  }

  func test_malformedCommands_sayWhatIsWrong() async {
    let app = try! SectionedListApp()
    let cases = [
      "add month payday": "error: there is no section 'month' (today or week)",
      "add today": "error: usage: add <today|week> <text>",
      "select 2 0": "error: there is no section 2 (there are 2)",
      "select 0 x": "error: usage: select <section> <row>",
    ]
    for (command, error) in cases {
      var lines: [String] = []
      SampleRunner.execute(command, on: app, output: { lines.append($0) })
      XCTAssertEqual(lines, [error], command)
    }
    XCTAssertNil(app.screen.reactorSelection)
  }

  func test_arguments_areRejected() async {
    XCTAssertThrowsError(try SectionedListApp(arguments: ["--fast"])) { error in
      XCTAssertEqual((error as? SampleError)?.exitCode, 2)
      XCTAssertEqual(
        (error as? SampleError)?.message, "unknown argument '--fast' (sectioned-list takes none)")
    }
  }
}

extension ViewController {
  /// The sectioned list's selection, for the tests above.
  fileprivate var reactorSelection: String? {
    (self as? SampleSectionTableViewController)?.reactor?.currentState.selected
  }
}
