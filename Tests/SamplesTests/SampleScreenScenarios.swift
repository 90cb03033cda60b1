import CellReactorsSample
import ConfigSample
import CounterSample
import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import RestaurantsSample
import SearchSample
import SectionedListSample
import TestSupport
import Testing
import TextFilesSample
import XCTest

/// A scheduler whose tick is one millisecond.
private func millisecondScheduler() -> TestScheduler {
  TestScheduler(initialClock: 0, resolution: 0.001)
}

/// Runs `send` on a new thread, then waits until the main queue has run
/// everything queued before the thread finished (the bindings' deliveries
/// of what it sent).
@MainActor
private func fromABackgroundThread(_ send: @escaping @Sendable () -> Void) async {
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    Thread.detachNewThread {
      send()
      DispatchQueue.main.async { done.resume() }
    }
  }
}

/// A fresh directory for the text-files sample, removed by `remove()`.
private struct Sandbox {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("sample-screens-\(UUID().uuidString)", isDirectory: true)

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  func remove() { try? FileManager.default.removeItem(at: directory) }
}

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

/// What the counter shows right after a tap while a `MainScheduler` action
/// queued from another thread (another test's, or another screen's) waits on
/// the main queue (run in a child process by an exit test: the queued
/// action would hold up the drivers of every test running at the time).
@MainActor
private func counterAfterATapWhileOtherMainSchedulerWorkIsQueued() -> String {
  let screen = CounterViewController()
  screen.reactor = CounterViewReactor(scheduler: millisecondScheduler())
  let queued = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    _ = MainScheduler.instance.schedule(()) { _ in Disposables.create() }
    queued.signal()
  }
  queued.wait()
  screen.increaseButton.tap()
  return screen.render()
}

// The samples' screen scenarios, each written once (a static function of
// the sample's `…Screens` namespace, its assertions reported by whichever
// framework runs it) and run by an XCTest class and a Swift Testing suite:
// each sample's view controller driven as a user would, on virtual time
// where the sample waits, read through `render()`. The two exit tests are
// Swift Testing's own (they run a child process).

// MARK: - CellReactors

/// The CellReactors sample's screen scenarios, written once and run by both test
/// frameworks (``CellReactorsScreenScenarioTests``, ``CellReactorsScreenScenarioSuite``).
@MainActor
private enum CellReactorsScreens {
  static func makeScreen() throws -> (CellReactorsApp, TaskListViewController) {
    let app = try CellReactorsApp()
    return (app, try unwrap(app.screen as? TaskListViewController))
  }

  static func theTaskListShowsItsSectionsWithDoneCounts() throws {
    let (_, screen) = try makeScreen()

    assertRender(screen) {
      """
      # Tasks
      <placeholder: New task>
      [Add]
      == Main (0/2 done) ==
        (main) Write the sample | [ ]
        (main) Test it | [ ]
      == Sub (0/1 done) ==
        (sub) Read the seed | [ ]
      """
    }
  }

  static func togglingACellsSwitchUpdatesItsSectionsHeader() throws {
    let (_, screen) = try makeScreen()
    let cell = try unwrap(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
    let toggle = try unwrap((cell as? SubCell)?.doneSwitch)

    toggle.toggle()

    expectTrue(
      screen.render().hasSuffix(
        """
        == Sub (1/1 done) ==
          (sub) Read the seed | [x]
        """))
  }

  static func typingAndTappingAddTwiceAddsTheTaskOnceAndEmptiesTheField() throws {
    let (_, screen) = try makeScreen()

    screen.newTaskField.type("Ship it")
    screen.addButton.tap()
    screen.addButton.tap()

    assertRender(screen) {
      """
      # Tasks
      <placeholder: New task>
      [Add]
      == Main (0/3 done) ==
        (main) Write the sample | [ ]
        (main) Test it | [ ]
        (main) Ship it | [ ]
      == Sub (0/1 done) ==
        (sub) Read the seed | [ ]
      """
    }
  }

  static func swipingARowAwayDeletesItsTask() throws {
    let (_, screen) = try makeScreen()
    let first = try unwrap(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    (first as? MainCell)?.doneSwitch.toggle()

    screen.tableView.commitDelete(at: IndexPath(row: 1, section: 0))

    assertRender(screen) {
      """
      # Tasks
      <placeholder: New task>
      [Add]
      == Main (1/1 done) ==
        (main) Write the sample | [x]
      == Sub (0/1 done) ==
        (sub) Read the seed | [ ]
      """
    }
  }

  static func tasksAddedFromABackgroundThreadAllShow() async throws {
    let (_, screen) = try makeScreen()
    let action = try unwrap(screen.reactor).action

    await fromABackgroundThread {
      action.onNext(.addMain("Off main"))
      action.onNext(.addSub("Also off main"))
      action.onNext(.remove(section: 0, row: 0))
    }

    assertRender(screen) {
      """
      # Tasks
      <placeholder: New task>
      [Add]
      == Main (0/2 done) ==
        (main) Test it | [ ]
        (main) Off main | [ ]
      == Sub (0/2 done) ==
        (sub) Read the seed | [ ]
        (sub) Also off main | [ ]
      """
    }
  }
}

@MainActor
final class CellReactorsScreenScenarioTests: ScreenTestCase {
  func test_theTaskListShowsItsSectionsWithDoneCounts() async throws {
    try CellReactorsScreens.theTaskListShowsItsSectionsWithDoneCounts()
  }

  func test_togglingACellsSwitchUpdatesItsSectionsHeader() async throws {
    try CellReactorsScreens.togglingACellsSwitchUpdatesItsSectionsHeader()
  }

  func test_typingAndTappingAddTwiceAddsTheTaskOnceAndEmptiesTheField() async throws {
    try CellReactorsScreens.typingAndTappingAddTwiceAddsTheTaskOnceAndEmptiesTheField()
  }

  func test_swipingARowAwayDeletesItsTask() async throws {
    try CellReactorsScreens.swipingARowAwayDeletesItsTask()
  }

  func test_tasksAddedFromABackgroundThreadAllShow() async throws {
    try await CellReactorsScreens.tasksAddedFromABackgroundThreadAllShow()
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct CellReactorsScreenScenarioSuite {
  @Test func theTaskListShowsItsSectionsWithDoneCounts() throws {
    try CellReactorsScreens.theTaskListShowsItsSectionsWithDoneCounts()
  }

  @Test func togglingACellsSwitchUpdatesItsSectionsHeader() throws {
    try CellReactorsScreens.togglingACellsSwitchUpdatesItsSectionsHeader()
  }

  @Test func typingAndTappingAddTwiceAddsTheTaskOnceAndEmptiesTheField() throws {
    try CellReactorsScreens.typingAndTappingAddTwiceAddsTheTaskOnceAndEmptiesTheField()
  }

  @Test func swipingARowAwayDeletesItsTask() throws {
    try CellReactorsScreens.swipingARowAwayDeletesItsTask()
  }

  @Test func tasksAddedFromABackgroundThreadAllShow() async throws {
    try await CellReactorsScreens.tasksAddedFromABackgroundThreadAllShow()
  }
}

// MARK: - Restaurants

/// The Restaurants sample's screen scenarios, written once and run by both test
/// frameworks (``RestaurantsScreenScenarioTests``, ``RestaurantsScreenScenarioSuite``).
@MainActor
private enum RestaurantsScreens {
  static func theBundledRestaurantsShowAsTheNewBranch() throws {
    let app = try RestaurantsApp(arguments: [], scheduler: millisecondScheduler())

    assertRender(app.screen) {
      """
      # Restaurants
      == New branch ==
        Bella Italia - European
        Tandoori Nights - Indian
        Taco Loco - Mexican
        Le Petit Bistro - French
        The Crown - English
        Trattoria Roma - European
        Bombay Spice - Indian
        El Sombrero - Mexican
        Chez Marie - French
        Fish & Chips Co - English
        Masala House - Indian
        Casa Oaxaca - Mexican
      [Refresh]
      12 restaurants
      """
    }
  }

  static func selectingARowMarksIt() throws {
    let app = try RestaurantsApp(arguments: [], scheduler: millisecondScheduler())
    let screen = try unwrap(app.screen as? RestaurantsViewController)

    screen.tableView.selectRow(at: IndexPath(row: 2, section: 0))

    assertRender(screen) {
      """
      # Restaurants
      == New branch ==
        Bella Italia - European
        Tandoori Nights - Indian
      > Taco Loco - Mexican
        Le Petit Bistro - French
        The Crown - English
        Trattoria Roma - European
        Bombay Spice - Indian
        El Sombrero - Mexican
        Chez Marie - French
        Fish & Chips Co - English
        Masala House - Indian
        Casa Oaxaca - Mexican
      [Refresh]
      12 restaurants
      """
    }
  }

  static func refreshShowsLoadingIgnoresASecondTapAndAnimatesTheSwap() throws {
    let scheduler = millisecondScheduler()
    let app = try RestaurantsApp(arguments: [], scheduler: scheduler)
    let screen = try unwrap(app.screen as? RestaurantsViewController)

    screen.refreshButton.tap()
    scheduler.advance(by: 100)
    screen.refreshButton.tap()
    assertRender(screen) {
      """
      # Restaurants
      == New branch ==
        Bella Italia - European
        Tandoori Nights - Indian
        Taco Loco - Mexican
        Le Petit Bistro - French
        The Crown - English
        Trattoria Roma - European
        Bombay Spice - Indian
        El Sombrero - Mexican
        Chez Marie - French
        Fish & Chips Co - English
        Masala House - Indian
        Casa Oaxaca - Mexican
      [Refresh]
      Loading B section…
      """
    }
    scheduler.advance(by: 100)

    assertRender(screen) {
      """
      # Restaurants
      == B section ==
        Curry Generation - Indian
        Burritopia - Mexican
      [Refresh]
      2 restaurants
      """
    }
    expectTrue(app.reactor.currentState.refreshCount == 1)
    expectTrue(
      screen.tableView.appliedUpdates.suffix(2) == [
        .batch([.deleteSections([0], animation: .left)]),
        .batch([.insertSections([0], animation: .top)]),
      ])
  }

  static func reloadingAfterARefreshShowsTheNewBranchAgain() throws {
    let scheduler = millisecondScheduler()
    let app = try RestaurantsApp(arguments: [], scheduler: scheduler)
    let screen = try unwrap(app.screen as? RestaurantsViewController)
    screen.refreshButton.tap()
    scheduler.advance(by: 200)

    app.reactor.action.onNext(.load)

    assertRender(screen) {
      """
      # Restaurants
      == New branch ==
        Bella Italia - European
        Tandoori Nights - Indian
        Taco Loco - Mexican
        Le Petit Bistro - French
        The Crown - English
        Trattoria Roma - European
        Bombay Spice - Indian
        El Sombrero - Mexican
        Chez Marie - French
        Fish & Chips Co - English
        Masala House - Indian
        Casa Oaxaca - Mexican
      [Refresh]
      12 restaurants
      """
    }
  }
}

@MainActor
final class RestaurantsScreenScenarioTests: ScreenTestCase {
  func test_theBundledRestaurantsShowAsTheNewBranch() async throws {
    try RestaurantsScreens.theBundledRestaurantsShowAsTheNewBranch()
  }

  func test_selectingARowMarksIt() async throws {
    try RestaurantsScreens.selectingARowMarksIt()
  }

  func test_refreshShowsLoadingIgnoresASecondTapAndAnimatesTheSwap() async throws {
    try RestaurantsScreens.refreshShowsLoadingIgnoresASecondTapAndAnimatesTheSwap()
  }

  func test_reloadingAfterARefreshShowsTheNewBranchAgain() async throws {
    try RestaurantsScreens.reloadingAfterARefreshShowsTheNewBranchAgain()
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct RestaurantsScreenScenarioSuite {
  @Test func theBundledRestaurantsShowAsTheNewBranch() throws {
    try RestaurantsScreens.theBundledRestaurantsShowAsTheNewBranch()
  }

  @Test func selectingARowMarksIt() throws {
    try RestaurantsScreens.selectingARowMarksIt()
  }

  @Test func refreshShowsLoadingIgnoresASecondTapAndAnimatesTheSwap() throws {
    try RestaurantsScreens.refreshShowsLoadingIgnoresASecondTapAndAnimatesTheSwap()
  }

  @Test func reloadingAfterARefreshShowsTheNewBranchAgain() throws {
    try RestaurantsScreens.reloadingAfterARefreshShowsTheNewBranchAgain()
  }
}

// MARK: - TextFiles

/// The TextFiles sample's screen scenarios, written once and run by both test
/// frameworks (``TextFilesScreenScenarioTests``, ``TextFilesScreenScenarioSuite``).
@MainActor
private enum TextFilesScreens {
  static func createModifyAndRemoveShowTheFilesAndTheStatus() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let app = try TextFilesApp(arguments: ["--dir", sandbox.directory.path])
    let screen = try unwrap(app.screen as? MainViewController)
    assertRender(screen) {
      """
      # Text files
      0 files
      == Main (0) ==
      """
    }

    app.reactor.action.onNext(.create(title: "notes", text: "hello world"))
    app.reactor.action.onNext(.create(title: "todo", text: "ship it"))
    assertRender(screen) {
      """
      # Text files
      created todo.txt
      == Main (2) ==
        todo | ship it
        notes | hello world
      """
    }
    app.reactor.action.onNext(.modify(index: 1, title: "ideas", text: "many"))
    assertRender(screen) {
      """
      # Text files
      renamed notes.txt to ideas.txt
      == Main (2) ==
        ideas | many
        todo | ship it
      """
    }
    app.reactor.action.onNext(.remove(index: 1))

    assertRender(screen) {
      """
      # Text files
      deleted todo.txt
      == Main (1) ==
        ideas | many
      """
    }
    expectTrue(sandbox.names() == ["ideas.txt"])
  }

  static func aBadOrTakenNameOnlyChangesTheStatus(title: String, status: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let app = try TextFilesApp(arguments: ["--dir", sandbox.directory.path])
    app.reactor.action.onNext(.create(title: "notes", text: "x"))

    app.reactor.action.onNext(.create(title: title, text: "again"))

    expectTrue(app.screen.render() == "# Text files\n\(status)\n== Main (1) ==\n  notes | x")
    expectTrue(sandbox.names() == ["notes.txt"])
  }
}

@MainActor
final class TextFilesScreenScenarioTests: ScreenTestCase {
  func test_createModifyAndRemoveShowTheFilesAndTheStatus() async throws {
    try TextFilesScreens.createModifyAndRemoveShowTheFilesAndTheStatus()
  }

  func test_aBadOrTakenNameOnlyChangesTheStatus() async throws {
    for (title, status) in [
      ("../escape", "'../escape' is not a valid file name (no '/', no '..', not empty)"),
      ("notes", "notes.txt exists already"),
    ] {
      try TextFilesScreens.aBadOrTakenNameOnlyChangesTheStatus(title: title, status: status)
    }
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct TextFilesScreenScenarioSuite {
  @Test func createModifyAndRemoveShowTheFilesAndTheStatus() throws {
    try TextFilesScreens.createModifyAndRemoveShowTheFilesAndTheStatus()
  }

  @Test(arguments: [
    ("../escape", "'../escape' is not a valid file name (no '/', no '..', not empty)"),
    ("notes", "notes.txt exists already"),
  ])
  func aBadOrTakenNameOnlyChangesTheStatus(title: String, status: String) throws {
    try TextFilesScreens.aBadOrTakenNameOnlyChangesTheStatus(title: title, status: status)
  }
}

// MARK: - Search

/// The Search sample's screen scenarios, written once and run by both test
/// frameworks (``SearchScreenScenarioTests``, ``SearchScreenScenarioSuite``).
@MainActor
private enum SearchScreens {
  static func typingShowsTypingThenSearchingThenTheResults() throws {
    let scheduler = millisecondScheduler()
    let app = try SearchApp(
      arguments: [], scheduler: scheduler, clock: TestClock(scheduler: scheduler))
    let screen = try unwrap(app.screen as? SearchViewController)
    assertRender(screen) {
      """
      # Search
      <placeholder: Search Swift repositories and words>
      type to search
      [Load more] (disabled)
      """
    }

    screen.searchField.type("nio")
    assertRender(screen) {
      """
      # Search
      <nio>
      typing…
      [Load more] (disabled)
      """
    }
    scheduler.advance(by: 300)
    assertRender(screen) {
      """
      # Search
      <nio>
      searching "nio"…
      [Load more] (disabled)
      """
    }
    scheduler.advance(by: 100)

    assertRender(screen) {
      """
      # Search
      <nio>
      5 results for "nio"
        apple/swift-nio
        apple/swift-nio-ssl
        apple/swift-nio-http2
        apple/swift-nio-transport-services
        vapor/postgres-nio
      [Load more] (disabled)
      """
    }
  }

  static func aQueryTypedBeforeTheDebounceEndsIsTheOnlyOneSearched() throws {
    let scheduler = millisecondScheduler()
    let app = try SearchApp(
      arguments: [], scheduler: scheduler, clock: TestClock(scheduler: scheduler))
    let screen = try unwrap(app.screen as? SearchViewController)

    screen.searchField.type("swift")
    scheduler.advance(by: 200)
    screen.searchField.type("ui")
    scheduler.advance(by: 1_000)

    assertRender(screen) {
      """
      # Search
      <swiftui>
      2 results for "swiftui"
        siteline/swiftui-introspect
        SwiftUIX/SwiftUIX
      [Load more] (disabled)
      """
    }
  }

  static func loadMoreAppendsAPageAndIsDisabledWhileItLoads() throws {
    let scheduler = millisecondScheduler()
    let app = try SearchApp(
      arguments: [], scheduler: scheduler, clock: TestClock(scheduler: scheduler))
    let screen = try unwrap(app.screen as? SearchViewController)
    screen.searchField.type("rx")
    scheduler.advance(by: 400)
    expectTrue(screen.render().hasSuffix("\n[Load more]"))

    screen.loadMoreButton.tap()
    expectTrue(screen.render().hasPrefix("# Search\n<rx>\nloading more…\n"))
    expectTrue(screen.render().hasSuffix("\n[Load more] (disabled)"))
    scheduler.advance(by: 100)

    expectTrue(screen.render().hasPrefix("# Search\n<rx>\n13 results for \"rx\"\n"))
    expectTrue(
      screen.render().hasSuffix(
        "  RxSwiftCommunity/RxAnimated\n  devxoul/RxViewController\n[Load more] (disabled)"))
  }

  static func clearingTheFieldShowsThePromptAgain() throws {
    let scheduler = millisecondScheduler()
    let app = try SearchApp(
      arguments: [], scheduler: scheduler, clock: TestClock(scheduler: scheduler))
    let screen = try unwrap(app.screen as? SearchViewController)
    screen.searchField.type("swift")
    scheduler.advance(by: 400)

    screen.searchField.clear()
    scheduler.advance(by: 1_000)

    assertRender(screen) {
      """
      # Search
      <placeholder: Search Swift repositories and words>
      type to search
      [Load more] (disabled)
      """
    }
  }
}

@MainActor
final class SearchScreenScenarioTests: ScreenTestCase {
  func test_typingShowsTypingThenSearchingThenTheResults() async throws {
    try SearchScreens.typingShowsTypingThenSearchingThenTheResults()
  }

  func test_aQueryTypedBeforeTheDebounceEndsIsTheOnlyOneSearched() async throws {
    try SearchScreens.aQueryTypedBeforeTheDebounceEndsIsTheOnlyOneSearched()
  }

  func test_loadMoreAppendsAPageAndIsDisabledWhileItLoads() async throws {
    try SearchScreens.loadMoreAppendsAPageAndIsDisabledWhileItLoads()
  }

  func test_clearingTheFieldShowsThePromptAgain() async throws {
    try SearchScreens.clearingTheFieldShowsThePromptAgain()
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct SearchScreenScenarioSuite {
  @Test func typingShowsTypingThenSearchingThenTheResults() throws {
    try SearchScreens.typingShowsTypingThenSearchingThenTheResults()
  }

  @Test func aQueryTypedBeforeTheDebounceEndsIsTheOnlyOneSearched() throws {
    try SearchScreens.aQueryTypedBeforeTheDebounceEndsIsTheOnlyOneSearched()
  }

  @Test func loadMoreAppendsAPageAndIsDisabledWhileItLoads() throws {
    try SearchScreens.loadMoreAppendsAPageAndIsDisabledWhileItLoads()
  }

  @Test func clearingTheFieldShowsThePromptAgain() throws {
    try SearchScreens.clearingTheFieldShowsThePromptAgain()
  }
}

// MARK: - SectionedList

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

// MARK: - Config

/// The Config sample's screen scenarios, written once and run by both test
/// frameworks (``ConfigScreenScenarioTests``, ``ConfigScreenScenarioSuite``).
@MainActor
private enum ConfigScreens {
  static func makeScreen() throws -> (ConfigApp, ConfigViewController) {
    let app = try ConfigApp()
    return (app, try unwrap(app.screen as? ConfigViewController))
  }

  static func switchCell(_ screen: ConfigViewController, _ section: Int, _ row: Int) throws
    -> Switch
  {
    let cell = screen.tableView.cellForRow(at: IndexPath(row: row, section: section))
    return try unwrap((cell as? ConfigSwitchTVCell)?.switchControl)
  }

  static func theSettingsShowTheParametersThenThePlayTypeSwitches() throws {
    let (_, screen) = try makeScreen()

    assertRender(screen) {
      """
      # Settings
      == Parameters ==
        Game mode | Practice
        Tempo | 120 bpm
        Time limit | 60 s
        Tries | 3
        Questions | 10
        Lowest note | C3
        Highest note | C5
        Piano volume | 80%
        Metronome volume | 50%
      == Play type (2 of 5 on) ==
        Ascending | [x]
        Descending | [ ]
        Quarter notes | [x]
        (14 rows below)
      """
    }
  }

  static func flippingSwitchesChangesTheRowsAndTheHeaderCount() throws {
    let (_, screen) = try makeScreen()

    try switchCell(screen, 1, 1).toggle()
    try switchCell(screen, 1, 0).toggle()

    expectTrue(
      screen.render().hasSuffix(
        """
        == Play type (2 of 5 on) ==
          Ascending | [ ]
          Descending | [x]
          Quarter notes | [x]
          (14 rows below)
        """))
  }

  static func theIntervalsShowAfterAScrollAndTheirSwitchesCount() throws {
    let (_, screen) = try makeScreen()
    screen.tableView.scrollOffset = 14

    try switchCell(screen, 2, 4).toggle()
    try switchCell(screen, 2, 11).toggle()

    assertRender(screen) {
      """
      # Settings
        (14 rows above)
      == Intervals (4 of 12 on) ==
        Minor 2nd | [ ]
        Major 2nd | [ ]
        Minor 3rd | [x]
        Major 3rd | [x]
        Perfect 4th | [x]
        Diminished 5th | [ ]
        Perfect 5th | [x]
        Minor 6th | [ ]
        Major 6th | [ ]
        Minor 7th | [ ]
        Major 7th | [ ]
        Octave | [ ]
      """
    }
  }

  static func parameterValuesSetFromABackgroundThreadShowInTheirCells() async throws {
    let (_, screen) = try makeScreen()
    let action = try unwrap(screen.reactor).action

    await fromABackgroundThread {
      action.onNext(.setParameter(.tempo, 96))
      action.onNext(.setParameter(.gameMode, 1))
      action.onNext(.setSwitch(.descend, true))
    }

    let lines = screen.render().split(separator: "\n")
    expectTrue(lines[2] == "  Game mode | Test")
    expectTrue(lines[3] == "  Tempo | 96 bpm")
    expectTrue(lines[11] == "== Play type (3 of 5 on) ==")
    expectTrue(lines[13] == "  Descending | [x]")
  }
}

@MainActor
final class ConfigScreenScenarioTests: ScreenTestCase {
  func test_theSettingsShowTheParametersThenThePlayTypeSwitches() async throws {
    try ConfigScreens.theSettingsShowTheParametersThenThePlayTypeSwitches()
  }

  func test_flippingSwitchesChangesTheRowsAndTheHeaderCount() async throws {
    try ConfigScreens.flippingSwitchesChangesTheRowsAndTheHeaderCount()
  }

  func test_theIntervalsShowAfterAScrollAndTheirSwitchesCount() async throws {
    try ConfigScreens.theIntervalsShowAfterAScrollAndTheirSwitchesCount()
  }

  func test_parameterValuesSetFromABackgroundThreadShowInTheirCells() async throws {
    try await ConfigScreens.parameterValuesSetFromABackgroundThreadShowInTheirCells()
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct ConfigScreenScenarioSuite {
  @Test func theSettingsShowTheParametersThenThePlayTypeSwitches() throws {
    try ConfigScreens.theSettingsShowTheParametersThenThePlayTypeSwitches()
  }

  @Test func flippingSwitchesChangesTheRowsAndTheHeaderCount() throws {
    try ConfigScreens.flippingSwitchesChangesTheRowsAndTheHeaderCount()
  }

  @Test func theIntervalsShowAfterAScrollAndTheirSwitchesCount() throws {
    try ConfigScreens.theIntervalsShowAfterAScrollAndTheirSwitchesCount()
  }

  @Test func parameterValuesSetFromABackgroundThreadShowInTheirCells() async throws {
    try await ConfigScreens.parameterValuesSetFromABackgroundThreadShowInTheirCells()
  }
}

// MARK: - Counter

/// The Counter sample's screen scenarios, written once and run by both test
/// frameworks (``CounterScreenScenarioTests``, ``CounterScreenScenarioSuite``).
@MainActor
private enum CounterScreens {
  static func makeScreen(_ scheduler: TestScheduler) -> (CounterViewController, Window) {
    let screen = CounterViewController()
    screen.reactor = CounterViewReactor(scheduler: scheduler)
    let window = Window(rootViewController: screen)
    window.makeKeyAndVisible()
    return (screen, window)
  }

  static func aTapShowsLoadingThenTheValue() {
    let scheduler = millisecondScheduler()
    let (screen, window) = makeScreen(scheduler)
    assertRender(window) {
      """
      # Counter
      [-]  0  [+]
      """
    }

    screen.increaseButton.tap()
    assertRender(window) {
      """
      # Counter
      [-] (disabled)  0  [+] (disabled)
      Loading…
      """
    }
    scheduler.advance(by: .milliseconds(300))
    assertRender(window) {
      """
      # Counter
      [-]  1  [+]
      """
    }
    screen.decreaseButton.tap()
    scheduler.advance(by: .milliseconds(300))

    assertRender(window) {
      """
      # Counter
      [-]  0  [+]
      """
    }
  }

  /// Found while writing this suite: `MainScheduler` (which every
  /// `Driver` observes on) runs an action at once on the main queue only
  /// when none of its actions is queued, process-wide. Swift Testing runs
  /// `@MainActor` tests in parallel as jobs of the main queue, so one
  /// test's states sent from a background thread (queued there) leave the
  /// drivers of every other test running at the time queued too: their
  /// screens show stale renders (XCTest, one test at a time, does not
  /// see it). Here the other test's queued action is made by hand.

  static func changesWhileLoadingAreIgnored() {
    let scheduler = millisecondScheduler()
    let (screen, window) = makeScreen(scheduler)
    screen.increaseButton.tap()

    screen.increaseButton.tap()
    screen.decreaseButton.tap()
    screen.reactor?.action.onNext(.increase)
    scheduler.advance(by: .seconds(2))

    assertRender(window) {
      """
      # Counter
      [-]  1  [+]
      """
    }
  }

  static func anotherScreenSharingTheReactorShowsTheSameValue() throws {
    let scheduler = millisecondScheduler()
    let (screen, window) = makeScreen(scheduler)
    let other = CounterViewController()
    let reactor = try unwrap(screen.reactor)
    other.reactor = reactor

    other.increaseButton.tap()
    scheduler.advance(by: .milliseconds(300))

    assertRender(window) {
      """
      # Counter
      [-]  1  [+]
      """
    }
    assertRender(other) {
      """
      # Counter
      [-]  1  [+]
      """
    }
  }

  static func theObservedScreenShowsLoadingThenTheValue() {
    let scheduler = millisecondScheduler()
    let screen = ObservedCounterViewController(
      reactor: CounterViewReactor(scheduler: scheduler))
    assertRender(screen) {
      """
      # Counter (observed)
      [-]  0  [+]
      """
    }

    screen.increaseButton.tap()
    assertRender(screen) {
      """
      # Counter (observed)
      [-] (disabled)  0  [+] (disabled)
      Loading…
      """
    }
    scheduler.advance(by: .milliseconds(300))

    assertRender(screen) {
      """
      # Counter (observed)
      [-]  1  [+]
      """
    }
  }

  static func theClassicAndObservedScreensShareOneReactor() async {
    let scheduler = millisecondScheduler()
    let reactor = CounterViewReactor(scheduler: scheduler)
    let classic = CounterViewController()
    classic.reactor = reactor
    let observed = ObservedCounterViewController(reactor: reactor)
    observed.loadViewIfNeeded()

    observed.decreaseButton.tap()
    await Task.yield()
    scheduler.advance(by: .milliseconds(300))

    assertRender(observed) {
      """
      # Counter (observed)
      [-]  -1  [+]
      """
    }
    assertRender(classic) {
      """
      # Counter
      [-]  -1  [+]
      """
    }
  }

  static func theAppShowsTheScreenItsOptionsChoose(arguments: [String]) throws {
    let app = try CounterApp(arguments: arguments)

    let observed = arguments.contains("--observed")
    expectTrue((app.screen is ObservedCounterViewController) == observed)
    expectTrue(app.screen.render() == "# Counter\(observed ? " (observed)" : "")\n[-]  0  [+]")
  }
}

@MainActor
final class CounterScreenScenarioTests: ScreenTestCase {
  func test_aTapShowsLoadingThenTheValue() async {
    CounterScreens.aTapShowsLoadingThenTheValue()
  }

  func test_changesWhileLoadingAreIgnored() async {
    CounterScreens.changesWhileLoadingAreIgnored()
  }

  func test_anotherScreenSharingTheReactorShowsTheSameValue() async throws {
    try CounterScreens.anotherScreenSharingTheReactorShowsTheSameValue()
  }

  func test_theObservedScreenShowsLoadingThenTheValue() async {
    CounterScreens.theObservedScreenShowsLoadingThenTheValue()
  }

  func test_theClassicAndObservedScreensShareOneReactor() async {
    await CounterScreens.theClassicAndObservedScreensShareOneReactor()
  }

  func test_theAppShowsTheScreenItsOptionsChoose() async throws {
    for arguments in [["--observed", "--delay", "0"], ["--delay", "0"]] {
      try CounterScreens.theAppShowsTheScreenItsOptionsChoose(arguments: arguments)
    }
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct CounterScreenScenarioSuite {
  @Test func aTapShowsLoadingThenTheValue() {
    CounterScreens.aTapShowsLoadingThenTheValue()
  }

  @Test func aTapShowsLoadingAtOnceWhileUnrelatedMainSchedulerWorkIsQueued() async {
    await #expect(processExitsWith: .success) {
      let shown = await counterAfterATapWhileOtherMainSchedulerWorkIsQueued()
      if shown != "# Counter\n[-] (disabled)  0  [+] (disabled)\nLoading…" {
        exit(EXIT_FAILURE)
      }
    }
  }

  @Test func changesWhileLoadingAreIgnored() {
    CounterScreens.changesWhileLoadingAreIgnored()
  }

  @Test func anotherScreenSharingTheReactorShowsTheSameValue() throws {
    try CounterScreens.anotherScreenSharingTheReactorShowsTheSameValue()
  }

  @Test func theObservedScreenShowsLoadingThenTheValue() {
    CounterScreens.theObservedScreenShowsLoadingThenTheValue()
  }

  @Test func theClassicAndObservedScreensShareOneReactor() async {
    await CounterScreens.theClassicAndObservedScreensShareOneReactor()
  }

  @Test(arguments: [["--observed", "--delay", "0"], ["--delay", "0"]])
  func theAppShowsTheScreenItsOptionsChoose(arguments: [String]) throws {
    try CounterScreens.theAppShowsTheScreenItsOptionsChoose(arguments: arguments)
  }
}
