import ConfigSample
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import XCTest

@MainActor
final class ConfigSampleTests: ScreenTestCase {
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
