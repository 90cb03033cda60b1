import CellReactorsSample
import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import TestSupport
import Testing
import XCTest

@MainActor
private func makeScreen() throws -> (CellReactorsApp, TaskListViewController) {
  let app = try CellReactorsApp()
  return (app, try unwrap(app.screen as? TaskListViewController))
}

/// What the task list shows: the new-task field (`<placeholder: New task>`
/// when empty), then each section with its done count and its tasks.
func tasksScreen(
  field: String = "placeholder: New task", main: [(String, Bool)], sub: [(String, Bool)]
) -> String {
  func section(_ name: String, _ tag: String, _ tasks: [(String, Bool)]) -> [String] {
    ["== \(name) (\(tasks.filter { $0.1 }.count)/\(tasks.count) done) =="]
      + tasks.map { "  (\(tag)) \($0.0) | \($0.1 ? "[x]" : "[ ]")" }
  }
  return
    (["# Tasks", "<\(field)>", "[Add]"] + section("Main", "main", main)
    + section("Sub", "sub", sub)).joined(separator: "\n")
}

/// The sample's first tasks: two main ones and a sub one, none done.
let firstMainTasks = [("Write the sample", false), ("Test it", false)]
let firstSubTasks = [("Read the seed", false)]

/// The CellReactors sample's screen scenarios, each written once and run by
/// both test frameworks (``SampleScreenScenarioTests``,
/// ``SampleScreenScenarioSuite``).
@MainActor
enum CellReactorsScreenScenario: String, ScreenScenario {
  case theScenarioShowsEveryStep, theTaskListShowsItsSectionsWithDoneCounts,
    togglingACellsSwitchUpdatesItsSectionsHeader,
    typingAndTappingAddTwiceAddsTheTaskOnceAndEmptiesTheField, swipingARowAwayDeletesItsTask,
    tasksAddedFromABackgroundThreadAllShow

  func run() async throws {
    switch self {
    case .theScenarioShowsEveryStep:
      // The sample's scenario, played by the runner as the executable does.
      let written = [("Write the sample", true), ("Test it", false)]
      let shipped = written + [("Ship it", false)]
      let steps: [(command: String, screen: String)] = [
        ("start", tasksScreen(main: firstMainTasks, sub: firstSubTasks)),
        ("toggle 0 0", tasksScreen(main: written, sub: firstSubTasks)),
        ("type Ship it", tasksScreen(field: "Ship it", main: written, sub: firstSubTasks)),
        ("tap Add", tasksScreen(main: shipped, sub: firstSubTasks)),
        ("toggle 1 0", tasksScreen(main: shipped, sub: [("Read the seed", true)])),
        (
          "delete 0 1",
          tasksScreen(
            main: [("Write the sample", true), ("Ship it", false)], sub: [("Read the seed", true)])
        ),
      ]
      expectEqual(
        playedScenario(try CellReactorsApp()),
        transcript(steps))
    case .theTaskListShowsItsSectionsWithDoneCounts:
      let (_, screen) = try makeScreen()

      assertRender(screen) { tasksScreen(main: firstMainTasks, sub: firstSubTasks) }
    case .togglingACellsSwitchUpdatesItsSectionsHeader:
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
    case .typingAndTappingAddTwiceAddsTheTaskOnceAndEmptiesTheField:
      let (_, screen) = try makeScreen()

      screen.newTaskField.type("Ship it")
      screen.addButton.tap()
      screen.addButton.tap()

      assertRender(screen) {
        tasksScreen(main: firstMainTasks + [("Ship it", false)], sub: firstSubTasks)
      }
    case .swipingARowAwayDeletesItsTask:
      let (_, screen) = try makeScreen()
      let first = try unwrap(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
      (first as? MainCell)?.doneSwitch.toggle()

      screen.tableView.commitDelete(at: IndexPath(row: 1, section: 0))

      assertRender(screen) {
        tasksScreen(main: [("Write the sample", true)], sub: firstSubTasks)
      }
    case .tasksAddedFromABackgroundThreadAllShow:
      let (_, screen) = try makeScreen()
      let action = try unwrap(screen.reactor).action

      await fromABackgroundThread {
        action.onNext(.addMain("Off main"))
        action.onNext(.addSub("Also off main"))
        action.onNext(.remove(section: 0, row: 0))
      }

      assertRender(screen) {
        tasksScreen(
          main: [("Test it", false), ("Off main", false)],
          sub: firstSubTasks + [("Also off main", false)])
      }
    }
  }
}
