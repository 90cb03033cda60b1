import ConfigSample
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import XCTest

final class ConfigViewReactorTests: ScreenTestCase {
  private func makeStore(line: UInt = #line) -> TestStore<ConfigViewReactor> {
    TestStore(reactor: ConfigViewReactor(), scheduler: TestScheduler(initialClock: 0), line: line)
  }

  func test_sections_areParameterPlayTypeAndIntervalWithTheSeedsItems() {
    let sections = ConfigViewReactor().initialState.sections
    XCTAssertEqual(sections.map(\.model), [.parameter, .playType, .interval])
    XCTAssertEqual(
      sections[0].items,
      [
        .gameMode, .tempo, .timeLimit, .tries, .counts, .lowest, .highest, .pianoVolume,
        .metronomeVolume,
      ])
    XCTAssertEqual(sections[1].items, [.ascend, .descend, .quarterNote, .eighthNote, .dyad])
    XCTAssertEqual(
      sections[2].items,
      [
        .minSecond, .second, .minThird, .third, .fourth, .dimFifth, .fifth, .minSixth, .sixth,
        .minSeventh, .seventh, .octave,
      ])
    XCTAssertEqual(ConfigItem.allCases.filter { !$0.isSwitch }, sections[0].items)
  }

  func test_setSwitch_turnsASwitchRowOnAndOff() {
    let store = makeStore()
    store.send(.setSwitch(.descend, true)) { $0.enabled.insert(.descend) }
    store.send(.setSwitch(.octave, false)) { $0.enabled.remove(.octave) }
    store.send(.setSwitch(.descend, false)) { $0.enabled.remove(.descend) }
    store.finish()
  }

  func test_setSwitch_toTheCurrentStateOrOnAParameter_changesNothing() {
    let store = makeStore()
    store.send(.setSwitch(.ascend, true))
    store.send(.setSwitch(.dyad, false))
    store.send(.setSwitch(.tempo, true))
    store.finish()
  }

  func test_setParameter_storesAValueInItsRange() {
    let store = makeStore()
    store.send(.setParameter(.tempo, 140)) { $0.parameters[.tempo] = 140 }
    store.send(.setParameter(.gameMode, 1)) { $0.parameters[.gameMode] = 1 }
    store.send(.setParameter(.lowest, 21)) { $0.parameters[.lowest] = 21 }
    store.finish()
  }

  func test_setParameter_outOfRangeOrOnASwitch_changesNothing() {
    let store = makeStore()
    store.send(.setParameter(.tempo, 1000))
    store.send(.setParameter(.pianoVolume, -1))
    store.send(.setParameter(.octave, 1))
    store.finish()
  }

  func test_state_formatsValuesAndCountsSwitches() {
    var state = ConfigViewReactor.State.defaults
    XCTAssertEqual(state.displayValue(of: .gameMode), "Practice")
    XCTAssertEqual(state.displayValue(of: .tempo), "120 bpm")
    XCTAssertEqual(state.displayValue(of: .timeLimit), "60 s")
    XCTAssertEqual(state.displayValue(of: .lowest), "C3")
    XCTAssertEqual(state.displayValue(of: .pianoVolume), "80%")
    XCTAssertNil(state.displayValue(of: .ascend))
    state.parameters[.highest] = 61
    XCTAssertEqual(state.displayValue(of: .highest), "C#4")
    XCTAssertEqual(state.enabledCount(in: .playType), 2)
    XCTAssertEqual(state.enabledCount(in: .interval), 4)
    XCTAssertEqual(state.enabledCount(in: .parameter), 0)
  }
}

@MainActor
final class ConfigScreenTests: ScreenTestCase {
  private func makeScreen() -> (ConfigApp, ConfigViewController) {
    let app = try! ConfigApp()
    return (app, app.screen as! ConfigViewController)
  }

  func test_eachItemIsShownByItsOwnCellType() async {
    let (_, screen) = makeScreen()
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

  func test_theIntervalsNeedAScroll() async {
    let (_, screen) = makeScreen()
    XCTAssertNil(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 2)))
    XCTAssertFalse(screen.render().contains("Intervals"))
    screen.tableView.scrollOffset = 14
    assertRender(screen) {
      """
      # Settings
        (14 rows above)
      == Intervals (4 of 12 on) ==
        Minor 2nd | [ ]
        Major 2nd | [ ]
        Minor 3rd | [x]
        Major 3rd | [x]
        Perfect 4th | [ ]
        Diminished 5th | [ ]
        Perfect 5th | [x]
        Minor 6th | [ ]
        Major 6th | [ ]
        Minor 7th | [ ]
        Major 7th | [ ]
        Octave | [x]
      """
    }
  }

  func test_flippingASwitch_changesTheReactorAndTheHeader() async {
    let (_, screen) = makeScreen()
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

  func test_aReusedSwitchCell_sendsOneActionForItsOwnRowOnly() async {
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

  func test_aNewParameterValue_isShownInItsCell() async {
    let (_, screen) = makeScreen()
    screen.reactor?.action.onNext(.setParameter(.tempo, 96))
    let cell = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    XCTAssertEqual(cell?.renderLine(), "Tempo | 96 bpm")
  }
}

@MainActor
final class ConfigSampleTests: ScreenTestCase {
  func test_scenarioShowsEveryStep() async {
    var lines: [String] = []
    SampleRunner.play(try! ConfigApp(), output: { lines.append($0) })
    XCTAssertEqual(
      lines.joined(separator: "\n"),
      """
      > start
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

      > set tempo 140
      # Settings
      == Parameters ==
        Game mode | Practice
        Tempo | 140 bpm
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

      > set gameMode test
      # Settings
      == Parameters ==
        Game mode | Test
        Tempo | 140 bpm
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

      > toggle 1 1
      # Settings
      == Parameters ==
        Game mode | Test
        Tempo | 140 bpm
        Time limit | 60 s
        Tries | 3
        Questions | 10
        Lowest note | C3
        Highest note | C5
        Piano volume | 80%
        Metronome volume | 50%
      == Play type (3 of 5 on) ==
        Ascending | [x]
        Descending | [x]
        Quarter notes | [x]
        (14 rows below)

      > toggle 1 0
      # Settings
      == Parameters ==
        Game mode | Test
        Tempo | 140 bpm
        Time limit | 60 s
        Tries | 3
        Questions | 10
        Lowest note | C3
        Highest note | C5
        Piano volume | 80%
        Metronome volume | 50%
      == Play type (2 of 5 on) ==
        Ascending | [ ]
        Descending | [x]
        Quarter notes | [x]
        (14 rows below)

      > scroll 14
      # Settings
        (14 rows above)
      == Intervals (4 of 12 on) ==
        Minor 2nd | [ ]
        Major 2nd | [ ]
        Minor 3rd | [x]
        Major 3rd | [x]
        Perfect 4th | [ ]
        Diminished 5th | [ ]
        Perfect 5th | [x]
        Minor 6th | [ ]
        Major 6th | [ ]
        Minor 7th | [ ]
        Major 7th | [ ]
        Octave | [x]

      > toggle 2 4
      # Settings
        (14 rows above)
      == Intervals (5 of 12 on) ==
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
        Octave | [x]

      > toggle 2 11
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
      """)
  }

  func test_unknownCommand_printsAOneLineError_andTheSampleGoesOn() async {
    let app = try! ConfigApp()
    var lines: [String] = []
    XCTAssertTrue(SampleRunner.execute("louder", on: app, output: { lines.append($0) }))
    XCTAssertEqual(lines, ["error: unknown command 'louder' (type 'help' for the list)"])
    XCTAssertTrue(SampleRunner.help(for: app).contains("set <parameter> <value>"))

    lines.removeAll()
    SampleRunner.execute("set tries 5", on: app, output: { lines.append($0) })
    XCTAssertTrue(lines.joined(separator: "\n").contains("Tries | 5"))
  }

  func test_malformedCommands_sayWhatIsWrong() async {
    let app = try! ConfigApp()
    let cases = [
      "set tempo 1000": "error: tempo takes a number in 40...240",
      "set tempo fast": "error: tempo takes a number in 40...240",
      "set gameMode hard": "error: gameMode is practice or test",
      "set volume 3": "error: there is no parameter 'volume' (gameMode, tempo, timeLimit, "
        + "tries, counts, lowest, highest, pianoVolume, metronomeVolume)",
      "set tempo": "error: usage: set <parameter> <value>",
      "toggle 2 0": "error: row 0 of section 2 is not shown",
      "toggle 0 1": "error: row 1 of section 0 has no switch",
    ]
    for (command, error) in cases {
      var lines: [String] = []
      SampleRunner.execute(command, on: app, output: { lines.append($0) })
      XCTAssertEqual(lines, [error], command)
    }
    let reactor = (app.screen as! ConfigViewController).reactor!
    XCTAssertEqual(reactor.currentState, .defaults)
  }

  func test_arguments_areRejected() async {
    XCTAssertThrowsError(try ConfigApp(arguments: ["x"])) { error in
      XCTAssertEqual((error as? SampleError)?.exitCode, 2)
    }
  }
}
