import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import SearchSample
import TestSupport
import XCTest

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

/// Types `query` (which also makes the `typing` changes) and waits out the
/// debounce: its search starts.
private func typeAndWaitOutTheDebounce(
  _ store: TestStore<SearchReactor>, _ query: String,
  typing: @escaping (inout SearchReactor.State) -> Void = { _ in },
  file: StaticString = #filePath, line: UInt = #line
) {
  store.send(
    .updateQuery(query),
    assert: {
      $0.query = query
      $0.isDebouncing = true
      typing(&$0)
    }, filePath: file, line: line)
  store.advance(by: 300)
  store.receive(
    {
      $0.isDebouncing = false
      $0.searchingQuery = query
    }, filePath: file, line: line)
}

/// Searches "swift" and receives its first page of three.
private func showTheFirstPageOfSwift(
  _ store: TestStore<SearchReactor>, file: StaticString = #filePath, line: UInt = #line
) {
  typeAndWaitOutTheDebounce(store, "swift", file: file, line: line)
  store.advance(by: 100)
  store.receive(
    {
      $0.results = ["swift", "swift-nio", "swift-log"]
      $0.nextPage = 1
      $0.searchingQuery = nil
    }, filePath: file, line: line)
}

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
    typeAndWaitOutTheDebounce(store, "rx")
    store.advance(by: 500)  // "rx" is still in flight

    typeAndWaitOutTheDebounce(store, "nio", typing: { $0.searchingQuery = nil })
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

  /// Nothing more arrives within a second, and the service was asked for
  /// `requests` in all.
  private func finishAfterASecond(
    _ store: TestStore<SearchReactor>, _ service: RecordingSearchService,
    requested requests: [String],
    line: UInt = #line
  ) {
    store.advance(by: 1000)
    store.finish(line: line)
    XCTAssertEqual(service.requests, requests, line: line)
  }

  func test_pagesLoadOneAtATimeUntilTheLastOne() {
    let (store, service) = makeStore()
    showTheFirstPageOfSwift(store)

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
    finishAfterASecond(store, service, requested: ["swift#0", "swift#1", "swift#2"])
  }

  func test_aNewQueryCancelsAPageInFlight() {
    let (store, service) = makeStore()
    showTheFirstPageOfSwift(store)
    store.send(.loadNextPage) { $0.isLoadingNextPage = true }

    typeAndWaitOutTheDebounce(store, "alamo", typing: { $0.isLoadingNextPage = false })
    store.advance(by: 100)
    store.receive {
      $0.results = ["alamofire"]
      $0.nextPage = nil
      $0.searchingQuery = nil
    }
    finishAfterASecond(store, service, requested: ["swift#0", "swift#1", "alamo#0"])
  }

  /// The results shown are the old query's until the new one is searched:
  /// a page asked for meanwhile would be the new query's page 1 after the
  /// old query's page 0.
  func test_loadMoreWhileANewQueryIsPending_isIgnored() {
    let (store, service) = makeStore()
    showTheFirstPageOfSwift(store)

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
    typeAndWaitOutTheDebounce(store, "rx")
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

/// Property-based tests of `SearchReactor` (`StatefulTest`): random actions, with
/// delays and debounces taking part, and the sample's own invariants after
/// every action and tick.
final class SearchReactorStatefulTests: XCTestCase {
  func test_search_resultsAlwaysMatchTheQueryTheyShow() {
    let corpus = ["swift", "swift-nio", "swift-log", "swiftlint", "rxswift", "reactorkit"]
    StatefulTest { scheduler in
      SearchReactor(
        service: SearchService(
          corpus: corpus, pageSize: 2, delay: .seconds(1), scheduler: scheduler),
        clock: TestClock(scheduler: scheduler))
    }
    .rule("type") { _, random in
      .updateQuery(["", "s", "sw", "swift", "log", "kit", "x"].randomElement(using: &random)!)
    }
    .rule("search") { state, _ in .search(state.query) }
    .rule("next page", when: { $0.nextPage != nil }) { _, _ in .loadNextPage }
    .invariant("results are distinct") { Set($0.results).count == $0.results.count }
    .invariant("shown results match the query") { state in
      !state.showsResultsOfQuery
        || state.results.allSatisfy { $0.contains(state.query.lowercased()) }
    }
    .invariant("no next page without results") { $0.nextPage == nil || !$0.results.isEmpty }
    .check(runs: 100, steps: 30, seed: 38, ticksBetweenActions: 0...2)
  }
}
