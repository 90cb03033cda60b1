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

/// What the sectioned-list screen shows: the selection line, then the
/// eight rows from `offset` on (of `today` and `week` items), each section's
/// header above its first row and footer below its last, and how many rows
/// are above and below. `selected` is marked `> ` when `marked`.
private func sectionsScreen(
  selected: String? = nil, marked: Bool = true, offset: Int = 0, today: Int = 6, week: Int = 6
) -> String {
  func rowCount(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }
  let sections = [
    ("Today", (0..<today).map { "today\($0)" }), ("This week", (0..<week).map { "week\($0)" }),
  ]
  let total = today + week
  let end = min(offset + 8, total)
  var lines = ["# Sections", selected.map { "Selected: \($0)" } ?? "Select an item"]
  if offset > 0 { lines.append("  (\(rowCount(offset)) above)") }
  var first = 0
  for (title, items) in sections {
    for (index, item) in items.enumerated() where (offset..<end).contains(first + index) {
      if index == 0 { lines.append("== \(title) ==") }
      lines.append((marked && item == selected ? "> " : "  ") + item)
      if index == items.count - 1 { lines.append("-- \(items.count) items --") }
    }
    first += items.count
  }
  if end < total { lines.append("  (\(rowCount(total - end)) below)") }
  return lines.joined(separator: "\n")
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
        transcript([
          ("start", sectionsScreen()),
          ("select 0 2", sectionsScreen(selected: "today2")),
          ("scroll 4", sectionsScreen(selected: "today2", offset: 4)),
          ("select 1 3", sectionsScreen(selected: "week3", offset: 4)),
          ("add week week6", sectionsScreen(selected: "week3", marked: false, offset: 4, week: 7)),
          ("scroll 5", sectionsScreen(selected: "week3", marked: false, offset: 5, week: 7)),
          (
            "add today today6",
            sectionsScreen(selected: "week3", marked: false, offset: 5, today: 7, week: 7)
          ),
          ("select 0 6", sectionsScreen(selected: "today6", offset: 5, today: 7, week: 7)),
        ]))
    case .theScreenShowsHeadersFootersAndTheVisibleRows:
      let (_, screen) = try makeScreen()

      assertRender(screen) { sectionsScreen() }
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
      assertRender(screen) { sectionsScreen(selected: "week3", offset: 4) }
      try unwrap(screen.reactor).action.onNext(.add(.week, "week6"))
      screen.tableView.scrollOffset = 5

      assertRender(screen) {
        sectionsScreen(selected: "week3", marked: false, offset: 5, week: 7)
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
    assertRender(screen) { sectionsScreen(today: 7) }
  }
}
