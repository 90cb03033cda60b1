import ConfigSample
import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import Testing
import XCTest

@MainActor
private func makeScreen() throws -> (ConfigApp, ConfigViewController) {
  let app = try ConfigApp()
  return (app, try unwrap(app.screen as? ConfigViewController))
}

@MainActor
private func switchCell(_ screen: ConfigViewController, _ section: Int, _ row: Int) throws
  -> Switch
{
  let cell = screen.tableView.cellForRow(at: IndexPath(row: row, section: section))
  return try unwrap((cell as? ConfigSwitchTVCell)?.switchControl)
}

/// `[x]` for a switch that is on, `[ ]` for one that is off.
private func box(_ isOn: Bool) -> String { isOn ? "[x]" : "[ ]" }

/// The play-type header and the three switches below the parameters.
private func playTypeRows(on: Int = 2, ascending: Bool = true, descending: Bool = false)
  -> String
{
  """
  == Play type (\(on) of 5 on) ==
    Ascending | \(box(ascending))
    Descending | \(box(descending))
    Quarter notes | [x]
    (14 rows below)
  """
}

/// What the settings screen shows scrolled to the top.
private func parametersScreen(
  gameMode: String = "Practice", tempo: Int = 120, playType: String = playTypeRows()
) -> String {
  """
  # Settings
  == Parameters ==
    Game mode | \(gameMode)
    Tempo | \(tempo) bpm
    Time limit | 60 s
    Tries | 3
    Questions | 10
    Lowest note | C3
    Highest note | C5
    Piano volume | 80%
    Metronome volume | 50%
  \(playType)
  """
}

/// What the settings screen shows scrolled by 14 rows: the intervals
/// (Minor 3rd, Major 3rd and Perfect 5th on as well).
private func intervalsScreen(perfectFourth: Bool = false, octave: Bool = true) -> String {
  let on = 3 + (perfectFourth ? 1 : 0) + (octave ? 1 : 0)
  return """
    # Settings
      (14 rows above)
    == Intervals (\(on) of 12 on) ==
      Minor 2nd | [ ]
      Major 2nd | [ ]
      Minor 3rd | [x]
      Major 3rd | [x]
      Perfect 4th | \(box(perfectFourth))
      Diminished 5th | [ ]
      Perfect 5th | [x]
      Minor 6th | [ ]
      Major 6th | [ ]
      Minor 7th | [ ]
      Major 7th | [ ]
      Octave | \(box(octave))
    """
}

/// The Config sample's screen scenarios, each written once and run by
/// both test frameworks (``SampleScreenScenarioTests``,
/// ``SampleScreenScenarioSuite``).
@MainActor
enum ConfigScreenScenario: String, ScreenScenario {
  case theScenarioShowsEveryStep, theSettingsShowTheParametersThenThePlayTypeSwitches,
    flippingSwitchesChangesTheRowsAndTheHeaderCount,
    theIntervalsShowAfterAScrollAndTheirSwitchesCount,
    parameterValuesSetFromABackgroundThreadShowInTheirCells

  func run() async throws {
    switch self {
    case .theScenarioShowsEveryStep:
      // The sample's scenario, played by the runner as the executable does.
      let steps: [(command: String, screen: String)] = [
        ("start", parametersScreen()),
        ("set tempo 140", parametersScreen(tempo: 140)),
        ("set gameMode test", parametersScreen(gameMode: "Test", tempo: 140)),
        (
          "toggle 1 1",
          parametersScreen(
            gameMode: "Test", tempo: 140, playType: playTypeRows(on: 3, descending: true))
        ),
        (
          "toggle 1 0",
          parametersScreen(
            gameMode: "Test", tempo: 140,
            playType: playTypeRows(on: 2, ascending: false, descending: true))
        ),
        ("scroll 14", intervalsScreen()),
        ("toggle 2 4", intervalsScreen(perfectFourth: true)),
        ("toggle 2 11", intervalsScreen(perfectFourth: true, octave: false)),
      ]
      expectEqual(
        playedScenario(try ConfigApp()),
        transcript(steps))
    case .theSettingsShowTheParametersThenThePlayTypeSwitches:
      let (_, screen) = try makeScreen()

      assertRender(screen) { parametersScreen() }
    case .flippingSwitchesChangesTheRowsAndTheHeaderCount:
      let (_, screen) = try makeScreen()

      try switchCell(screen, 1, 1).toggle()
      try switchCell(screen, 1, 0).toggle()

      expectTrue(
        screen.render().hasSuffix(playTypeRows(on: 2, ascending: false, descending: true)))
    case .theIntervalsShowAfterAScrollAndTheirSwitchesCount:
      let (_, screen) = try makeScreen()
      screen.tableView.scrollOffset = 14

      try switchCell(screen, 2, 4).toggle()
      try switchCell(screen, 2, 11).toggle()

      assertRender(screen) { intervalsScreen(perfectFourth: true, octave: false) }
    case .parameterValuesSetFromABackgroundThreadShowInTheirCells:
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
}

@MainActor
final class ConfigScreenTests: ScreenTestCase {
  func test_eachItemIsShownByItsOwnCellType() async throws {
    let (_, screen) = try makeScreen()
    let table = screen.tableView
    for offset in [0, 14] {
      table.scrollOffset = offset
      for path in table.indexPathsForVisibleRows ?? [] {
        let item = screen.dataSource[path]
        let cell = table.cellForRow(at: path)
        if item.isSwitch {
          XCTAssertTrue(cell is ConfigSwitchTVCell, "\(item)")
        } else {
          XCTAssertTrue(cell is ConfigParameterTVCell, "\(item)")
        }
      }
    }
    XCTAssertEqual(
      (table.cellForRow(at: IndexPath(row: 11, section: 2)) as? ConfigSwitchTVCell)?
        .titleLabel.text, "Octave")
  }

  func test_theIntervalsNeedAScroll() async throws {
    let (_, screen) = try makeScreen()
    XCTAssertNil(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 2)))
    XCTAssertFalse(screen.render().contains("Intervals"))
    screen.tableView.scrollOffset = 14
    assertRender(screen) { intervalsScreen() }
  }

  func test_flippingASwitch_changesTheReactorAndTheHeader() async throws {
    let (_, screen) = try makeScreen()
    let reactor = screen.reactor!
    let descend = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 1))
    (descend as? ConfigSwitchTVCell)?.switchControl.toggle()
    XCTAssertTrue(reactor.currentState.isOn(.descend))
    XCTAssertTrue(
      screen.render().contains("== Play type (3 of 5 on) ==\n  Ascending | [x]\n  Descending | [x]")
    )

    let again = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 1))
    (again as? ConfigSwitchTVCell)?.switchControl.toggle()
    XCTAssertFalse(reactor.currentState.isOn(.descend))
    XCTAssertTrue(
      screen.render().contains("== Play type (2 of 5 on) ==\n  Ascending | [x]\n  Descending | [ ]")
    )
  }

  func test_aReusedSwitchCell_sendsOneActionForItsOwnRowOnly() async throws {
    let reactor = ConfigViewReactor()
    reactor.isStubEnabled = true
    let screen = ConfigViewController()
    screen.reactor = reactor
    let window = Window(rootViewController: screen)
    window.makeKeyAndVisible()
    // Each state reloads the table, and scrolling shows other rows: switch
    // cells are reused for other rows, each time bound again.
    for _ in 0..<3 { reactor.stub.state.accept(.defaults) }
    screen.tableView.scrollOffset = 14
    screen.tableView.scrollOffset = 0
    XCTAssertLessThan(screen.tableView.numberOfCellsCreated, 26)
    (screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? ConfigSwitchTVCell)?
      .switchControl.toggle()
    XCTAssertEqual(reactor.stub.actions, [.setSwitch(.ascend, false)])
  }

  func test_aNewParameterValue_isShownInItsCell() async throws {
    let (_, screen) = try makeScreen()
    screen.reactor?.action.onNext(.setParameter(.tempo, 96))
    let cell = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    XCTAssertEqual(cell?.renderLine(), "Tempo | 96 bpm")
  }
}
