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
    try assertPlayedScenario(
      of: { try SearchApp() },
      is: [
        ("start", SearchScreenScenario.promptScreen),
        ("type swift", SearchScreenScenario.swiftResultsScreen(pages: 1)),
        ("tap Load more", SearchScreenScenario.swiftResultsScreen(pages: 2)),
        ("tap Load more", SearchScreenScenario.swiftResultsScreen(pages: 3)),
        ("type ui", SearchScreenScenario.swiftUIResultsScreen),
        ("clear", SearchScreenScenario.promptScreen),
        ("type nio", SearchScreenScenario.nioResultsScreen),
      ])
  }
}
