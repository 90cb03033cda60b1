import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import SearchSample
import TestSupport
import Testing
import XCTest

/// The Search sample's screen scenarios, each written once and run by
/// both test frameworks (``SampleScreenScenarioTests``,
/// ``SampleScreenScenarioSuite``).
@MainActor
enum SearchScreenScenario: String, ScreenScenario {
  case typingShowsTypingThenSearchingThenTheResults,
    aQueryTypedBeforeTheDebounceEndsIsTheOnlyOneSearched,
    loadMoreAppendsAPageAndIsDisabledWhileItLoads, clearingTheFieldShowsThePromptAgain

  func run() async throws {
    switch self {
    case .typingShowsTypingThenSearchingThenTheResults:
      let scheduler = millisecondScheduler()
      let app = try SearchApp(
        arguments: [], scheduler: scheduler, clock: TestClock(scheduler: scheduler))
      let screen = try unwrap(app.screen as? SearchViewController)
      assertRender(screen) {
        """
        # Search
        <placeholder: Search Swift repositories and words>
        type to search
        [Load more] (disabled)
        """
      }

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

      assertRender(screen) {
        """
        # Search
        <nio>
        5 results for "nio"
          apple/swift-nio
          apple/swift-nio-ssl
          apple/swift-nio-http2
          apple/swift-nio-transport-services
          vapor/postgres-nio
        [Load more] (disabled)
        """
      }
    case .aQueryTypedBeforeTheDebounceEndsIsTheOnlyOneSearched:
      let scheduler = millisecondScheduler()
      let app = try SearchApp(
        arguments: [], scheduler: scheduler, clock: TestClock(scheduler: scheduler))
      let screen = try unwrap(app.screen as? SearchViewController)

      screen.searchField.type("swift")
      scheduler.advance(by: 200)
      screen.searchField.type("ui")
      scheduler.advance(by: 1_000)

      assertRender(screen) {
        """
        # Search
        <swiftui>
        2 results for "swiftui"
          siteline/swiftui-introspect
          SwiftUIX/SwiftUIX
        [Load more] (disabled)
        """
      }
    case .loadMoreAppendsAPageAndIsDisabledWhileItLoads:
      let scheduler = millisecondScheduler()
      let app = try SearchApp(
        arguments: [], scheduler: scheduler, clock: TestClock(scheduler: scheduler))
      let screen = try unwrap(app.screen as? SearchViewController)
      screen.searchField.type("rx")
      scheduler.advance(by: 400)
      expectTrue(screen.render().hasSuffix("\n[Load more]"))

      screen.loadMoreButton.tap()
      expectTrue(screen.render().hasPrefix("# Search\n<rx>\nloading more…\n"))
      expectTrue(screen.render().hasSuffix("\n[Load more] (disabled)"))
      scheduler.advance(by: 100)

      expectTrue(screen.render().hasPrefix("# Search\n<rx>\n13 results for \"rx\"\n"))
      expectTrue(
        screen.render().hasSuffix(
          "  RxSwiftCommunity/RxAnimated\n  devxoul/RxViewController\n[Load more] (disabled)"))
    case .clearingTheFieldShowsThePromptAgain:
      let scheduler = millisecondScheduler()
      let app = try SearchApp(
        arguments: [], scheduler: scheduler, clock: TestClock(scheduler: scheduler))
      let screen = try unwrap(app.screen as? SearchViewController)
      screen.searchField.type("swift")
      scheduler.advance(by: 400)

      screen.searchField.clear()
      scheduler.advance(by: 1_000)

      assertRender(screen) {
        """
        # Search
        <placeholder: Search Swift repositories and words>
        type to search
        [Load more] (disabled)
        """
      }
    }
  }
}

@MainActor
final class SearchScreenTests: ScreenTestCase {
  func test_typingShowsTypingThenSearchingThenThePagedResults() async throws {
    let scheduler = millisecondScheduler()
    let app = try SearchApp(
      arguments: [], scheduler: scheduler, clock: TestClock(scheduler: scheduler))
    let screen = try XCTUnwrap(app.screen as? SearchViewController)

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
    assertRender(screen) {
      """
      # Search
      <nio>
      5 results for "nio"
        apple/swift-nio
        apple/swift-nio-ssl
        apple/swift-nio-http2
        apple/swift-nio-transport-services
        vapor/postgres-nio
      [Load more] (disabled)
      """
    }
  }

  func test_loadMoreAppendsAPageAndIsDisabledWhileItLoads() async throws {
    let scheduler = millisecondScheduler()
    let app = try SearchApp(
      arguments: [], scheduler: scheduler, clock: TestClock(scheduler: scheduler))
    let screen = try XCTUnwrap(app.screen as? SearchViewController)
    screen.searchField.type("rx")
    scheduler.advance(by: 400)
    XCTAssertEqual(screen.tableView.numberOfRows(inSection: 0), 10)
    XCTAssertTrue(screen.loadMoreButton.isEnabled)

    screen.loadMoreButton.tap()
    XCTAssertFalse(screen.loadMoreButton.isEnabled)
    XCTAssertTrue(screen.render().hasPrefix("# Search\n<rx>\nloading more…\n"))

    scheduler.advance(by: 100)
    XCTAssertEqual(screen.tableView.numberOfRows(inSection: 0), 13)
    XCTAssertTrue(screen.render().hasPrefix("# Search\n<rx>\n13 results for \"rx\"\n"))
    XCTAssertTrue(
      screen.render().hasSuffix(
        "  RxSwiftCommunity/RxAnimated\n  devxoul/RxViewController\n[Load more] (disabled)"))
  }

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
