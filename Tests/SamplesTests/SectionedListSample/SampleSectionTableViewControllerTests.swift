import CellReactorsSample
import ConfigSample
import CounterSample
import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import RestaurantsSample
import SampleSupport
import SearchSample
import SectionedListSample
import TestSupport
import Testing
import TextFilesSample
import XCTest

/// What the sectioned-list sample shows when an item is added from a
/// background thread after the user selected a row (run in a child process
/// by an exit test).
@MainActor
private func sectionedListAfterASelectionAndAnAddFromABackgroundThread() async -> String {
  guard let app = try? SectionedListApp(),
    let screen = app.screen as? SampleSectionTableViewController, let reactor = screen.reactor
  else { return "no screen" }
  screen.tableView.selectRow(at: IndexPath(row: 2, section: 0))
  let action = reactor.action
  await fromABackgroundThread { action.onNext(.add(.week, "week6")) }
  return screen.render()
}

/// The SectionedList sample's screen scenarios, written once and run by both test
/// frameworks (``SectionedListScreenScenarioTests``, ``SectionedListScreenScenarioSuite``).
@MainActor
private enum SectionedListScreens {
  static func makeScreen() throws -> (SectionedListApp, SampleSectionTableViewController) {
    let app = try SectionedListApp()
    return (app, try unwrap(app.screen as? SampleSectionTableViewController))
  }

  static func theScreenShowsHeadersFootersAndTheVisibleRows() throws {
    let (_, screen) = try makeScreen()

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

  static func selectingARowShowsItAboveTheList(section: Int, row: Int, item: String) throws {
    let (_, screen) = try makeScreen()

    screen.tableView.selectRow(at: IndexPath(row: row, section: section))

    let lines = screen.render().split(separator: "\n")
    expectTrue(lines[1] == "Selected: \(item)")
    expectTrue(lines.filter { $0.hasPrefix("> ") } == ["> \(item)"])
  }

  static func scrollingSelectingAndAddingFollowTheScenario() throws {
    let (_, screen) = try makeScreen()
    screen.tableView.selectRow(at: IndexPath(row: 2, section: 0))

    screen.tableView.scrollOffset = 4
    screen.tableView.selectRow(at: IndexPath(row: 3, section: 1))
    assertRender(screen) {
      """
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
      """
    }
    try unwrap(screen.reactor).action.onNext(.add(.week, "week6"))
    screen.tableView.scrollOffset = 5

    assertRender(screen) {
      """
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
      """
    }
  }

  static func anItemAddedFromABackgroundThreadShowsInItsSection() async throws {
    let (_, screen) = try makeScreen()
    let action = try unwrap(screen.reactor).action

    await fromABackgroundThread { action.onNext(.add(.week, "week6")) }

    expectTrue(screen.render().hasPrefix("# Sections\nSelect an item\n== Today ==\n"))
    expectTrue(screen.render().hasSuffix("\n  week0\n  week1\n  (5 rows below)"))
    expectTrue(screen.tableView.numberOfRows(inSection: 1) == 7)
  }

  /// Found while writing this suite: the sample's own `bind(reactor:)`
  /// maps the selection with a closure inside its `map` closure
  /// (`$0.selected.map { "Selected: \($0)" }`), which Swift 6 makes
  /// main-actor isolated; a state sent from a background thread runs it
  /// there and, once something is selected (so that the inner closure
  /// runs), the process dies (SIGILL, `dispatch_assert_queue`). Run in a
  /// child process so that the crash fails this test only.
}

@MainActor
final class SectionedListScreenScenarioTests: ScreenTestCase {
  func test_theScreenShowsHeadersFootersAndTheVisibleRows() async throws {
    try SectionedListScreens.theScreenShowsHeadersFootersAndTheVisibleRows()
  }

  func test_selectingARowShowsItAboveTheList() async throws {
    for (section, row, item) in [
      (section: 0, row: 2, item: "today2"), (section: 1, row: 1, item: "week1"),
      (section: 0, row: 5, item: "today5"),
    ] {
      try SectionedListScreens.selectingARowShowsItAboveTheList(
        section: section, row: row, item: item)
    }
  }

  func test_scrollingSelectingAndAddingFollowTheScenario() async throws {
    try SectionedListScreens.scrollingSelectingAndAddingFollowTheScenario()
  }

  func test_anItemAddedFromABackgroundThreadShowsInItsSection() async throws {
    try await SectionedListScreens.anItemAddedFromABackgroundThreadShowsInItsSection()
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct SectionedListScreenScenarioSuite {
  @Test func theScreenShowsHeadersFootersAndTheVisibleRows() throws {
    try SectionedListScreens.theScreenShowsHeadersFootersAndTheVisibleRows()
  }

  @Test(arguments: [
    (section: 0, row: 2, item: "today2"), (section: 1, row: 1, item: "week1"),
    (section: 0, row: 5, item: "today5"),
  ])
  func selectingARowShowsItAboveTheList(section: Int, row: Int, item: String) throws {
    try SectionedListScreens.selectingARowShowsItAboveTheList(
      section: section, row: row, item: item)
  }

  @Test func scrollingSelectingAndAddingFollowTheScenario() throws {
    try SectionedListScreens.scrollingSelectingAndAddingFollowTheScenario()
  }

  @Test func anItemAddedFromABackgroundThreadShowsInItsSection() async throws {
    try await SectionedListScreens.anItemAddedFromABackgroundThreadShowsInItsSection()
  }

  @Test func anItemAddedFromABackgroundThreadAfterASelectionShowsInItsSection() async {
    await #expect(processExitsWith: .success) {
      let shown = await sectionedListAfterASelectionAndAnAddFromABackgroundThread()
      guard shown.hasPrefix("# Sections\nSelected: today2\n"),
        shown.hasSuffix("\n  (5 rows below)")
      else { exit(EXIT_FAILURE) }
    }
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
