import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import SectionedListSample
import TestSupport
import Testing
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

@MainActor
private func makeScreen() throws -> (SectionedListApp, SampleSectionTableViewController) {
  let app = try SectionedListApp()
  return (app, try unwrap(app.screen as? SampleSectionTableViewController))
}

@MainActor
private func selectingARowShowsItAboveTheListWith(section: Int, row: Int, item: String) throws {
  let (_, screen) = try makeScreen()

  screen.tableView.selectRow(at: IndexPath(row: row, section: section))

  let lines = screen.render().split(separator: "\n")
  expectTrue(lines[1] == "Selected: \(item)")
  expectTrue(lines.filter { $0.hasPrefix("> ") } == ["> \(item)"])
}

/// The SectionedList sample's screen scenarios, each written once and run by
/// both test frameworks (``SampleScreenScenarioTests``,
/// ``SampleScreenScenarioSuite``).
@MainActor
enum SectionedListScreenScenario: String, ScreenScenario {
  case theScenarioShowsEveryStep, theScreenShowsHeadersFootersAndTheVisibleRows,
    selectingARowShowsItAboveTheList,
    scrollingSelectingAndAddingFollowTheScenario, anItemAddedFromABackgroundThreadShowsInItsSection

  func run() async throws {
    switch self {
    case .theScenarioShowsEveryStep:
      // The sample's scenario, played by the runner as the executable does.
      expectEqual(
        playedScenario(try SectionedListApp()),
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
    case .theScreenShowsHeadersFootersAndTheVisibleRows:
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
    case .selectingARowShowsItAboveTheList:
      for (section, row, item) in [
        (section: 0, row: 2, item: "today2"), (section: 1, row: 1, item: "week1"),
        (section: 0, row: 5, item: "today5"),
      ] {
        try selectingARowShowsItAboveTheListWith(
          section: section, row: row, item: item)
      }
    case .scrollingSelectingAndAddingFollowTheScenario:
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
    case .anItemAddedFromABackgroundThreadShowsInItsSection:
      let (_, screen) = try makeScreen()
      let action = try unwrap(screen.reactor).action

      await fromABackgroundThread { action.onNext(.add(.week, "week6")) }

      expectTrue(screen.render().hasPrefix("# Sections\nSelect an item\n== Today ==\n"))
      expectTrue(screen.render().hasSuffix("\n  week0\n  week1\n  (5 rows below)"))
      expectTrue(screen.tableView.numberOfRows(inSection: 1) == 7)
    }
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct SectionedListScreenScenarioSuite {
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
  func test_selectingARow_goesThroughTheDelegateToTheReactorAndTheLabel() async throws {
    let (_, screen) = try makeScreen()
    XCTAssertTrue(screen.tableView.delegate === screen)
    screen.tableView.selectRow(at: IndexPath(row: 1, section: 1))
    XCTAssertEqual(screen.reactor?.currentState.selected, "week1")
    XCTAssertEqual(screen.selectionLabel.text, "Selected: week1")
    XCTAssertTrue(screen.render().contains("> week1"))
  }

  func test_anotherSelection_keepsTheRowsAndMovesTheMark() async throws {
    let (_, screen) = try makeScreen()
    screen.tableView.selectRow(at: IndexPath(row: 0, section: 0))
    let reloads = screen.tableView.appliedUpdates.count
    screen.tableView.selectRow(at: IndexPath(row: 4, section: 0))
    XCTAssertEqual(
      screen.tableView.appliedUpdates.count, reloads, "equal sections are not reloaded")
    let lines = screen.render().split(separator: "\n")
    XCTAssertEqual(lines.filter { $0.hasPrefix("> ") }, ["> today4"])
  }

  func test_addingAnItem_reloadsItsSectionWithTheNewFooter() async throws {
    let (_, screen) = try makeScreen()
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
