import HeadlessReactor
import ReactorTesting
import SampleSupport
import SectionedListSample
import TestSupport
import XCTest

@MainActor
final class SectionedListSampleTests: ScreenTestCase {
  func test_unknownCommand_printsAOneLineError_andTheSampleGoesOn() async {
    let app = try! SectionedListApp()
    XCTAssertEqual(
      printed("shout hello", on: app), ["error: unknown command 'shout' (type 'help' for the list)"]
    )
    XCTAssertTrue(SampleRunner.help(for: app).contains("add <today|week> <text>"))

    XCTAssertTrue(
      printed("select 0 1", on: app).joined(separator: "\n").contains("Selected: today1"))
  }

  func test_malformedCommands_sayWhatIsWrong() async {
    let app = try! SectionedListApp()
    let cases = [
      "add month payday": "error: there is no section 'month' (today or week)",
      "add today": "error: usage: add <today|week> <text>",
      "select 2 0": "error: there is no section 2 (there are 2)",
      "select 0 x": "error: usage: select <section> <row>",
    ]
    assertEachCommandPrintsItsError(cases, on: app)
    XCTAssertNil(app.screen.reactorSelection)
  }

  func test_arguments_areRejected() async {
    XCTAssertThrowsError(try SectionedListApp(arguments: ["--fast"])) { error in
      XCTAssertEqual((error as? SampleError)?.exitCode, 2)
      XCTAssertEqual(
        (error as? SampleError)?.message, "unknown argument '--fast' (sectioned-list takes none)")
    }
  }
}

extension ViewController {
  /// The sectioned list's selection, for the tests above.
  fileprivate var reactorSelection: String? {
    (self as? SampleSectionTableViewController)?.reactor?.currentState.selected
  }
}
