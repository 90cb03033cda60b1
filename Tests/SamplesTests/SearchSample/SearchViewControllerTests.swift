import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import SearchSample
import TestSupport
import Testing
import XCTest

/// The search screen on a millisecond test scheduler and its clock.
@MainActor
private func makeScreen() throws -> (TestScheduler, SearchViewController) {
  let scheduler = millisecondScheduler()
  let app = try SearchApp(
    arguments: [], scheduler: scheduler, clock: TestClock(scheduler: scheduler))
  return (scheduler, try unwrap(app.screen as? SearchViewController))
}

/// The Search sample's screen scenarios, each written once and run by
/// both test frameworks (``SampleScreenScenarioTests``,
/// ``SampleScreenScenarioSuite``).
@MainActor
enum SearchScreenScenario: String, ScreenScenario {
  case typingShowsTypingThenSearchingThenTheResults,
    aQueryTypedBeforeTheDebounceEndsIsTheOnlyOneSearched,
    loadMoreAppendsAPageAndIsDisabledWhileItLoads, clearingTheFieldShowsThePromptAgain

  /// The screen before a search, and after the field is cleared.
  nonisolated static let promptScreen = """
    # Search
    <placeholder: Search Swift repositories and words>
    type to search
    [Load more] (disabled)
    """

  /// The screen of the results for `query` (all of them: no more to load).
  nonisolated static func resultsScreen(_ query: String, _ results: [String]) -> String {
    let count = "\(results.count) result\(results.count == 1 ? "" : "s") for \"\(query)\""
    return
      (["# Search", "<\(query)>", count] + results.map { "  " + $0 }
      + ["[Load more] (disabled)"]).joined(separator: "\n")
  }

  /// The screen of the five results for "nio".
  nonisolated static let nioResultsScreen = resultsScreen(
    "nio",
    [
      "apple/swift-nio", "apple/swift-nio-ssl", "apple/swift-nio-http2",
      "apple/swift-nio-transport-services", "vapor/postgres-nio",
    ])

  /// The screen of the two results for "swiftui".
  nonisolated static let swiftUIResultsScreen = resultsScreen(
    "swiftui", ["siteline/swiftui-introspect", "SwiftUIX/SwiftUIX"])

  /// The first three pages of results for "swift", in order.
  nonisolated static let swiftResults =
    ("swift swift-nio swift-package-manager swift-syntax swift-format "
    + "swift-argument-parser swift-collections swift-algorithms "
    + "swift-numerics swift-log swift-metrics swift-crypto swift-protobuf "
    + "swift-docc swift-driver swift-atomics swift-system "
    + "swift-async-algorithms swift-distributed-actors "
    + "swift-corelibs-foundation swift-corelibs-xctest "
    + "swift-corelibs-libdispatch swift-llbuild swift-nio-ssl "
    + "swift-nio-http2 swift-nio-transport-services swift-openapi-generator "
    + "swift-testing swift-foundation swift-evolution").split(separator: " ").map { "apple/" + $0 }

  /// The screen of the first `pages` pages of results for "swift" (ten a
  /// page, more to load).
  nonisolated static func swiftResultsScreen(pages: Int) -> String {
    let rows = swiftResults.prefix(pages * 10).map { "  " + $0 }
    return
      (["# Search", "<swift>", "\(pages * 10)+ results for \"swift\""] + rows + ["[Load more]"])
      .joined(separator: "\n")
  }

  func run() async throws {
    switch self {
    case .typingShowsTypingThenSearchingThenTheResults:
      let (scheduler, screen) = try makeScreen()
      assertRender(screen) { Self.promptScreen }

      screen.searchField.type("nio")
      assertRender(screen) {
        """
        # Search
        <nio>
        typing…
        [Load more] (disabled)
        """
      }
      scheduler.advance(by: 300)
      assertRender(screen) {
        """
        # Search
        <nio>
        searching "nio"…
        [Load more] (disabled)
        """
      }
      scheduler.advance(by: 100)

      assertRender(screen) { Self.nioResultsScreen }
    case .aQueryTypedBeforeTheDebounceEndsIsTheOnlyOneSearched:
      let (scheduler, screen) = try makeScreen()

      screen.searchField.type("swift")
      scheduler.advance(by: 200)
      screen.searchField.type("ui")
      scheduler.advance(by: 1_000)

      assertRender(screen) { Self.swiftUIResultsScreen }
    case .loadMoreAppendsAPageAndIsDisabledWhileItLoads:
      let (scheduler, screen) = try makeScreen()
      screen.searchField.type("rx")
      scheduler.advance(by: 400)
      expectTrue(screen.render().hasSuffix("\n[Load more]"))
      expectTrue(screen.tableView.numberOfRows(inSection: 0) == 10)

      screen.loadMoreButton.tap()
      expectTrue(screen.render().hasPrefix("# Search\n<rx>\nloading more…\n"))
      expectTrue(screen.render().hasSuffix("\n[Load more] (disabled)"))
      scheduler.advance(by: 100)

      expectTrue(screen.tableView.numberOfRows(inSection: 0) == 13)
      expectTrue(screen.render().hasPrefix("# Search\n<rx>\n13 results for \"rx\"\n"))
      expectTrue(
        screen.render().hasSuffix(
          "  RxSwiftCommunity/RxAnimated\n  devxoul/RxViewController\n[Load more] (disabled)"))
    case .clearingTheFieldShowsThePromptAgain:
      let (scheduler, screen) = try makeScreen()
      screen.searchField.type("swift")
      scheduler.advance(by: 400)

      screen.searchField.clear()
      scheduler.advance(by: 1_000)

      assertRender(screen) { Self.promptScreen }
    }
  }
}

@MainActor
final class SearchScreenTests: ScreenTestCase {
  func test_badCommandsPrintAOneLineErrorAndTheSampleGoesOn() async throws {
    let app = try SearchApp(
      arguments: [], scheduler: millisecondScheduler(), clock: ContinuousClock())
    XCTAssertEqual(
      printed("search swift", on: app),
      ["error: unknown command 'search' (type 'help' for the list)"])

    XCTAssertEqual(printed("tap Load more", on: app), ["error: the button 'Load more' is disabled"])

    XCTAssertEqual(printed("type", on: app), ["error: usage: type <text>"])
    XCTAssertThrowsError(try SearchApp(arguments: ["--fast"])) {
      XCTAssertEqual(($0 as? SampleError)?.message, "unknown argument '--fast' (search takes none)")
    }
  }
}
