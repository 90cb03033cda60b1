import CellReactorsSample
import ConfigSample
import CounterSample
import HeadlessReactor
import InboxSample
import RestaurantsSample
import SampleSupport
import SearchSample
import SectionedListSample
import TestSupport
import TextFilesSample
import XCTest

/// A sample with a label and no scenario: the tour shows its first screen.
@MainActor
private final class LabelSample: Sample {
  static let name = "label"
  static let summary = "one label"

  let screen = ViewController()
  let scenario: [String] = []
  private let window: Window

  init(arguments: [String]) throws {
    let label = Label()
    label.text = "hello"
    screen.view.addSubview(label)
    window = Window(rootViewController: screen)
    window.makeKeyAndVisible()
  }
}

/// A sample that cannot start.
@MainActor
private final class BrokenSample: Sample {
  static let name = "broken"
  static let summary = "never starts"

  var screen: ViewController { ViewController() }
  let scenario: [String] = []

  init(arguments: [String]) throws {
    throw SampleError("no data")
  }
}

/// `swift run tour --help` ran the whole tour, and the
/// tour took any argument without a word.
@MainActor
final class SampleTourTests: ScreenTestCase {
  func test_helpPrintsTheUsageLineAndEverySampleAndExitsWith0() async {
    for flag in ["--help", "-h"] {
      let console = RecordingConsole()

      XCTAssertEqual(SampleTour.main(everySample, arguments: [flag], console: console.console), 0)

      XCTAssertEqual(console.output.count, 1, flag)
      let help = console.output.joined(separator: "\n")
      XCTAssertTrue(help.hasPrefix("usage: tour\n\nPlays every sample's scripted scenario"), help)
      XCTAssertTrue(help.contains("\n  -h, --help "), help)
      for type in everySample {
        XCTAssertTrue(help.contains("\n  \(type.name) "), "\(type.name) in\n\(help)")
        XCTAssertTrue(help.contains(type.summary), "\(type.summary) in\n\(help)")
      }
      XCTAssertEqual(console.errors, [], flag)
    }
  }

  func test_anUnknownArgumentIsRefusedInOneLineWithTheUsageAndExitCode2() async {
    for arguments in [["--frob"], ["--interactive"], ["samples", "--help"]] {
      let console = RecordingConsole()

      let exitCode = SampleTour.main(
        [LabelSample.self], arguments: arguments, console: console.console)

      XCTAssertEqual(exitCode, 2, "\(arguments)")
      XCTAssertEqual(
        console.errors, ["tour: unknown argument '\(arguments[0])'", "usage: tour"],
        "\(arguments)")
      XCTAssertEqual(console.output, [], "\(arguments)")
    }
  }

  func test_withoutArgumentsEverySamplePlaysUnderItsHeaderAndOneThatCannotStartFails() async {
    let console = RecordingConsole()

    let exitCode = SampleTour.main(
      [LabelSample.self, BrokenSample.self, LabelSample.self], arguments: [],
      console: console.console)

    XCTAssertEqual(exitCode, 1)
    XCTAssertEqual(console.errors, ["broken: no data"])
    XCTAssertEqual(
      console.output.filter { $0.hasPrefix("== ") },
      [
        "== label: one label ==", "== broken: never starts ==", "== label: one label ==",
      ])
    XCTAssertEqual(console.output.filter { $0 == "> start" }.count, 2)
  }
}
