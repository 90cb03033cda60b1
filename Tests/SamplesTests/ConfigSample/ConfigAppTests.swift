import ConfigSample
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import XCTest

@MainActor
final class ConfigSampleTests: ScreenTestCase {
  func test_scenarioShowsEveryStep() async {
    XCTAssertEqual(
      playedScenario(try! ConfigApp()),
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
    XCTAssertEqual(
      printed("louder", on: app), ["error: unknown command 'louder' (type 'help' for the list)"])
    XCTAssertTrue(SampleRunner.help(for: app).contains("set <parameter> <value>"))

    XCTAssertTrue(printed("set tries 5", on: app).joined(separator: "\n").contains("Tries | 5"))
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
    assertEachCommandPrintsItsError(cases, on: app)
    let reactor = (app.screen as! ConfigViewController).reactor!
    XCTAssertEqual(reactor.currentState, .defaults)
  }

  func test_arguments_areRejected() async {
    XCTAssertThrowsError(try ConfigApp(arguments: ["x"])) { error in
      XCTAssertEqual((error as? SampleError)?.exitCode, 2)
    }
  }
}
