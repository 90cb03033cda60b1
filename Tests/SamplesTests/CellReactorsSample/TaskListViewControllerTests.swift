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
