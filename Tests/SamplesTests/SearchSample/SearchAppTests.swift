import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import SearchSample
import TestSupport
import XCTest

/// The executable's scenario with its real debounce and delays (a
/// synchronous test, as ``playedScenario(_:)`` says).
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
