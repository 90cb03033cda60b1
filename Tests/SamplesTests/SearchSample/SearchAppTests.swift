import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import SearchSample
import TestSupport
import XCTest

/// Runs the executable's scenario with its real debounce and delays. The
/// test is synchronous, on the main thread but outside main-queue work, so
/// that `settle()` (MainLoop) can run the main queue; an `async`
/// main-actor test is itself main-queue work, which the main queue does not
/// nest.
final class SearchScenarioTests: ScreenTestCase {
  func test_scenarioShowsEveryStep() throws {
    let played = try MainActor.assumeIsolated { playedScenario(try SearchApp()) }
    let screens = SearchScreenScenario.self
    XCTAssertEqual(
      played,
      [
        "> start\n" + screens.promptScreen,
        "> type swift\n" + screens.swiftResultsScreen(pages: 1),
        "> tap Load more\n" + screens.swiftResultsScreen(pages: 2),
        "> tap Load more\n" + screens.swiftResultsScreen(pages: 3),
        "> type ui\n" + screens.swiftUIResultsScreen,
        "> clear\n" + screens.promptScreen,
        "> type nio\n" + screens.nioResultsScreen,
      ].joined(separator: "\n\n"))
  }
}
