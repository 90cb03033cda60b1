import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import SearchSample
import TestSupport
import XCTest

/// A scheduler whose tick is one millisecond.
private func millisecondScheduler() -> TestScheduler {
  TestScheduler(initialClock: 0, resolution: 0.001)
}

/// The search service, recording each request (query and page) as it is
/// made.
private final class RecordingSearchService: SearchServiceProtocol {
  let service: SearchService
  private(set) var requests: [String] = []

  init(_ service: SearchService) { self.service = service }

  var pageSize: Int { service.pageSize }

  func search(query: String, page: Int) -> Single<[String]> {
    requests.append("\(query)#\(page)")
    return service.search(query: query, page: page)
  }
}

private let corpus = [
  "swift", "swift-nio", "swift-log", "swiftlint", "swiftformat", "rxswift", "reactorkit",
  "alamofire",
]

private func makeStore(
  pageSize: Int = 3,
  delay: @escaping (String, Int) -> RxTimeInterval = { _, _ in .milliseconds(100) }
) -> (TestStore<SearchReactor>, RecordingSearchService) {
  let scheduler = millisecondScheduler()
  let service = RecordingSearchService(
    SearchService(corpus: corpus, pageSize: pageSize, scheduler: scheduler, delay: delay))
  let store = TestStore(
    reactor: SearchReactor(service: service, clock: TestClock(scheduler: scheduler)),
    scheduler: scheduler)
  return (store, service)
}

// MARK: - The reactor

final class SearchReactorTests: ScreenTestCase {
  func test_debounce_onlyTheLastQueryOfABurstIsSearched() {
    let (store, service) = makeStore()

    store.send(.updateQuery("s")) {
      $0.query = "s"
      $0.isDebouncing = true
    }
    store.advance(by: 299)
    store.send(.updateQuery("sw")) { $0.query = "sw" }
    store.advance(by: 299)
    store.send(.updateQuery("swift")) { $0.query = "swift" }
    store.advance(by: 299)
    XCTAssertEqual(service.requests, [], "nothing is searched while typing goes on")

    store.advance(by: 1)
    store.receive {
      $0.isDebouncing = false
      $0.searchingQuery = "swift"
    }
    store.advance(by: 100)
    store.receive {
      $0.results = ["swift", "swift-nio", "swift-log"]
      $0.nextPage = 1
      $0.searchingQuery = nil
    }
    store.finish()
    XCTAssertEqual(service.requests, ["swift#0"])
  }

  func test_aNewQueryCancelsTheSlowRequestOfThePreviousOne() {
    let (store, service) = makeStore(delay: { query, _ in
      query == "rx" ? .seconds(2) : .milliseconds(100)
    })
    store.send(.updateQuery("rx")) {
      $0.query = "rx"
      $0.isDebouncing = true
    }
    store.advance(by: 300)
    store.receive {
      $0.isDebouncing = false
      $0.searchingQuery = "rx"
    }
    store.advance(by: 500)  // "rx" is still in flight

    store.send(.updateQuery("nio")) {
      $0.query = "nio"
      $0.isDebouncing = true
      $0.searchingQuery = nil
    }
    store.advance(by: 300)
    store.receive {
      $0.isDebouncing = false
      $0.searchingQuery = "nio"
    }
    store.advance(by: 100)
    store.receive {
      $0.results = ["swift-nio"]
      $0.searchingQuery = nil
    }
    store.advance(by: 5000)  // when "rx" would have answered: nothing arrives
    store.finish()
    XCTAssertEqual(service.requests, ["rx#0", "nio#0"])
    XCTAssertEqual(store.reactor.currentState.results, ["swift-nio"])
  }

  func test_pagesLoadOneAtATimeUntilTheLastOne() {
    let (store, service) = makeStore()
    store.send(.updateQuery("swift")) {
      $0.query = "swift"
      $0.isDebouncing = true
    }
    store.advance(by: 300)
    store.receive {
      $0.isDebouncing = false
      $0.searchingQuery = "swift"
    }
    store.advance(by: 100)
    store.receive {
      $0.results = ["swift", "swift-nio", "swift-log"]
      $0.nextPage = 1
      $0.searchingQuery = nil
    }

    store.send(.loadNextPage) { $0.isLoadingNextPage = true }
    store.advance(by: 50)
    store.send(.loadNextPage)  // a page is loading: one at a time, this does nothing
    store.advance(by: 50)
    store.receive {
      $0.results += ["swiftlint", "swiftformat", "rxswift"]
      $0.nextPage = 2
    }
    store.receive { $0.isLoadingNextPage = false }

    store.send(.loadNextPage) { $0.isLoadingNextPage = true }
    store.advance(by: 100)
    store.receive { $0.nextPage = nil }  // page 2 is empty: the last one
    store.receive { $0.isLoadingNextPage = false }

    store.send(.loadNextPage)  // no next page: nothing happens
    store.advance(by: 1000)
    store.finish()
    XCTAssertEqual(service.requests, ["swift#0", "swift#1", "swift#2"])
  }

  func test_aNewQueryCancelsAPageInFlight() {
    let (store, service) = makeStore()
    store.send(.updateQuery("swift")) {
      $0.query = "swift"
      $0.isDebouncing = true
    }
    store.advance(by: 300)
    store.receive {
      $0.isDebouncing = false
      $0.searchingQuery = "swift"
    }
    store.advance(by: 100)
    store.receive {
      $0.results = ["swift", "swift-nio", "swift-log"]
      $0.nextPage = 1
      $0.searchingQuery = nil
    }
    store.send(.loadNextPage) { $0.isLoadingNextPage = true }

    store.send(.updateQuery("alamo")) {
      $0.query = "alamo"
      $0.isDebouncing = true
      $0.isLoadingNextPage = false
    }
    store.advance(by: 300)
    store.receive {
      $0.isDebouncing = false
      $0.searchingQuery = "alamo"
    }
    store.advance(by: 100)
    store.receive {
      $0.results = ["alamofire"]
      $0.nextPage = nil
      $0.searchingQuery = nil
    }
    store.advance(by: 1000)
    store.finish()
    XCTAssertEqual(service.requests, ["swift#0", "swift#1", "alamo#0"])
  }

  /// The results shown are the old query's until the new one is searched:
  /// a page asked for meanwhile would be the new query's page 1 after the
  /// old query's page 0.
  func test_loadMoreWhileANewQueryIsPending_isIgnored() {
    let (store, service) = makeStore()
    store.send(.updateQuery("swift")) {
      $0.query = "swift"
      $0.isDebouncing = true
    }
    store.advance(by: 300)
    store.receive {
      $0.isDebouncing = false
      $0.searchingQuery = "swift"
    }
    store.advance(by: 100)
    store.receive {
      $0.results = ["swift", "swift-nio", "swift-log"]
      $0.nextPage = 1
      $0.searchingQuery = nil
    }

    store.send(.updateQuery("o")) {
      $0.query = "o"
      $0.isDebouncing = true
    }
    store.send(.loadNextPage)  // "o" waits for the debounce: nothing loads
    store.advance(by: 150)
    store.send(.loadNextPage)
    store.advance(by: 150)
    store.receive {
      $0.isDebouncing = false
      $0.searchingQuery = "o"
    }
    store.send(.loadNextPage)  // "o" is being searched: nothing loads
    store.advance(by: 100)
    store.receive {
      $0.results = ["swift-nio", "swift-log", "swiftformat"]
      $0.searchingQuery = nil
    }

    store.send(.loadNextPage) { $0.isLoadingNextPage = true }  // now "o"'s page 1
    store.advance(by: 100)
    store.receive {
      $0.results += ["reactorkit", "alamofire"]
      $0.nextPage = nil
    }
    store.receive { $0.isLoadingNextPage = false }
    store.finish()
    XCTAssertEqual(service.requests, ["swift#0", "o#0", "o#1"])
  }

  func test_clearingTheQueryClearsTheResultsWithoutARequest() {
    let (store, service) = makeStore()
    store.send(.updateQuery("rx")) {
      $0.query = "rx"
      $0.isDebouncing = true
    }
    store.advance(by: 300)
    store.receive {
      $0.isDebouncing = false
      $0.searchingQuery = "rx"
    }
    store.advance(by: 100)
    store.receive {
      $0.results = ["rxswift"]
      $0.searchingQuery = nil
    }

    store.send(.updateQuery("")) {
      $0.query = ""
      $0.isDebouncing = true
    }
    store.advance(by: 300)
    store.receive { $0.isDebouncing = false }
    store.receive { $0.results = [] }
    store.finish()
    XCTAssertEqual(service.requests, ["rx#0"])
  }
}

// MARK: - The screen

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
    var output: [String] = []

    XCTAssertTrue(SampleRunner.execute("search swift", on: app, output: { output.append($0) }))
    XCTAssertEqual(output, ["error: unknown command 'search' (type 'help' for the list)"])

    output = []
    SampleRunner.execute("tap Load more", on: app, output: { output.append($0) })
    XCTAssertEqual(output, ["error: the button 'Load more' is disabled"])

    output = []
    SampleRunner.execute("type", on: app, output: { output.append($0) })
    XCTAssertEqual(output, ["error: usage: type <text>"])
    XCTAssertThrowsError(try SearchApp(arguments: ["--fast"])) {
      XCTAssertEqual(($0 as? SampleError)?.message, "unknown argument '--fast' (search takes none)")
    }
  }
}

// MARK: - The scenario

/// Runs the executable's scenario with its real debounce and delays. The
/// test is synchronous, on the main thread but outside main-queue work, so
/// that `settle()` (MainLoop) can run the main queue; an `async`
/// main-actor test is itself main-queue work, which the main queue does not
/// nest.
final class SearchScenarioTests: ScreenTestCase {
  func test_scenarioShowsEveryStep() throws {
    var lines: [String] = []
    try MainActor.assumeIsolated {
      SampleRunner.play(try SearchApp(), output: { lines.append($0) })
    }
    XCTAssertEqual(
      lines.joined(separator: "\n"),
      """
      > start
      # Search
      <placeholder: Search Swift repositories and words>
      type to search
      [Load more] (disabled)

      > type swift
      # Search
      <swift>
      10+ results for "swift"
        apple/swift
        apple/swift-nio
        apple/swift-package-manager
        apple/swift-syntax
        apple/swift-format
        apple/swift-argument-parser
        apple/swift-collections
        apple/swift-algorithms
        apple/swift-numerics
        apple/swift-log
      [Load more]

      > tap Load more
      # Search
      <swift>
      20+ results for "swift"
        apple/swift
        apple/swift-nio
        apple/swift-package-manager
        apple/swift-syntax
        apple/swift-format
        apple/swift-argument-parser
        apple/swift-collections
        apple/swift-algorithms
        apple/swift-numerics
        apple/swift-log
        apple/swift-metrics
        apple/swift-crypto
        apple/swift-protobuf
        apple/swift-docc
        apple/swift-driver
        apple/swift-atomics
        apple/swift-system
        apple/swift-async-algorithms
        apple/swift-distributed-actors
        apple/swift-corelibs-foundation
      [Load more]

      > tap Load more
      # Search
      <swift>
      30+ results for "swift"
        apple/swift
        apple/swift-nio
        apple/swift-package-manager
        apple/swift-syntax
        apple/swift-format
        apple/swift-argument-parser
        apple/swift-collections
        apple/swift-algorithms
        apple/swift-numerics
        apple/swift-log
        apple/swift-metrics
        apple/swift-crypto
        apple/swift-protobuf
        apple/swift-docc
        apple/swift-driver
        apple/swift-atomics
        apple/swift-system
        apple/swift-async-algorithms
        apple/swift-distributed-actors
        apple/swift-corelibs-foundation
        apple/swift-corelibs-xctest
        apple/swift-corelibs-libdispatch
        apple/swift-llbuild
        apple/swift-nio-ssl
        apple/swift-nio-http2
        apple/swift-nio-transport-services
        apple/swift-openapi-generator
        apple/swift-testing
        apple/swift-foundation
        apple/swift-evolution
      [Load more]

      > type ui
      # Search
      <swiftui>
      2 results for "swiftui"
        siteline/swiftui-introspect
        SwiftUIX/SwiftUIX
      [Load more] (disabled)

      > clear
      # Search
      <placeholder: Search Swift repositories and words>
      type to search
      [Load more] (disabled)

      > type nio
      # Search
      <nio>
      5 results for "nio"
        apple/swift-nio
        apple/swift-nio-ssl
        apple/swift-nio-http2
        apple/swift-nio-transport-services
        vapor/postgres-nio
      [Load more] (disabled)
      """)
  }
}
