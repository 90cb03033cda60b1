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
      expectEqual(
        playedScenario(try CellReactorsApp()),
        """
        > start
        # Tasks
        <placeholder: New task>
        [Add]
        == Main (0/2 done) ==
          (main) Write the sample | [ ]
          (main) Test it | [ ]
        == Sub (0/1 done) ==
          (sub) Read the seed | [ ]

        > toggle 0 0
        # Tasks
        <placeholder: New task>
        [Add]
        == Main (1/2 done) ==
          (main) Write the sample | [x]
          (main) Test it | [ ]
        == Sub (0/1 done) ==
          (sub) Read the seed | [ ]

        > type Ship it
        # Tasks
        <Ship it>
        [Add]
        == Main (1/2 done) ==
          (main) Write the sample | [x]
          (main) Test it | [ ]
        == Sub (0/1 done) ==
          (sub) Read the seed | [ ]

        > tap Add
        # Tasks
        <placeholder: New task>
        [Add]
        == Main (1/3 done) ==
          (main) Write the sample | [x]
          (main) Test it | [ ]
          (main) Ship it | [ ]
        == Sub (0/1 done) ==
          (sub) Read the seed | [ ]

        > toggle 1 0
        # Tasks
        <placeholder: New task>
        [Add]
        == Main (1/3 done) ==
          (main) Write the sample | [x]
          (main) Test it | [ ]
          (main) Ship it | [ ]
        == Sub (1/1 done) ==
          (sub) Read the seed | [x]

        > delete 0 1
        # Tasks
        <placeholder: New task>
        [Add]
        == Main (1/2 done) ==
          (main) Write the sample | [x]
          (main) Ship it | [ ]
        == Sub (1/1 done) ==
          (sub) Read the seed | [x]
        """)
    case .theTaskListShowsItsSectionsWithDoneCounts:
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
    case .swipingARowAwayDeletesItsTask:
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
    case .tasksAddedFromABackgroundThreadAllShow:
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
}
