import TestSupport
import Testing
import XCTest

// Every sample's screen scenarios (each sample's `…ScreenScenario`, in the
// test file of its screen), run by both test frameworks: under XCTest one
// test a sample, each scenario on its own; under Swift Testing one test case
// a scenario.

@MainActor
final class SampleScreenScenarioTests: ScreenTestCase {
  func test_cellReactors() async { await CellReactorsScreenScenario.runEach() }
  func test_config() async { await ConfigScreenScenario.runEach() }
  func test_counter() async { await CounterScreenScenario.runEach() }
  func test_inbox() async { await InboxScreenScenario.runEach() }
  func test_restaurants() async { await RestaurantsScreenScenario.runEach() }
  func test_search() async { await SearchScreenScenario.runEach() }
  func test_sectionedList() async { await SectionedListScreenScenario.runEach() }
  func test_textFiles() async { await TextFilesScreenScenario.runEach() }
}

@MainActor @Suite(.viewWarningsFailTests)
struct SampleScreenScenarioSuite {
  @Test(arguments: CellReactorsScreenScenario.allCases)
  func cellReactors(_ scenario: CellReactorsScreenScenario) async throws {
    try await scenario.run()
  }

  @Test(arguments: ConfigScreenScenario.allCases)
  func config(_ scenario: ConfigScreenScenario) async throws { try await scenario.run() }

  @Test(arguments: CounterScreenScenario.allCases)
  func counter(_ scenario: CounterScreenScenario) async throws { try await scenario.run() }

  @Test(arguments: InboxScreenScenario.allCases)
  func inbox(_ scenario: InboxScreenScenario) async throws { try await scenario.run() }

  @Test(arguments: RestaurantsScreenScenario.allCases)
  func restaurants(_ scenario: RestaurantsScreenScenario) async throws { try await scenario.run() }

  @Test(arguments: SearchScreenScenario.allCases)
  func search(_ scenario: SearchScreenScenario) async throws { try await scenario.run() }

  @Test(arguments: SectionedListScreenScenario.allCases)
  func sectionedList(_ scenario: SectionedListScreenScenario) async throws {
    try await scenario.run()
  }

  @Test(arguments: TextFilesScreenScenario.allCases)
  func textFiles(_ scenario: TextFilesScreenScenario) async throws { try await scenario.run() }
}
