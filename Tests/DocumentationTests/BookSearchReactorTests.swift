// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/EffectsAndCancellation.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor
import ReactorTesting
import XCTest

final class BookSearchReactorTests: XCTestCase {
  func makeStore() -> TestStore<BookSearchReactor> {
    // One tick per millisecond: the debounce is 300 ticks.
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let clock = TestClock(scheduler: scheduler)
    let reactor = BookSearchReactor(catalog: StubCatalog(clock: clock), clock: clock)
    return TestStore(reactor: reactor, scheduler: scheduler)
  }

  func test_searchesOnceTypingPauses() {
    let store = makeStore()

    store.send(.updateQuery("swift")) { $0.query = "swift" }
    store.advance(by: .milliseconds(299))  // still typing: nothing arrives
    store.advance(by: .milliseconds(1))
    store.receive { $0.isSearching = true }
    store.advance(by: .seconds(1))  // the catalog answers
    store.receive {
      $0.isSearching = false
      $0.results = ["Swift in Depth", "The Swift Programming Language"]
    }
    store.finish()
  }

  func test_aNewQueryCancelsTheSearchInFlight() {
    let store = makeStore()

    store.send(.updateQuery("sw")) { $0.query = "sw" }
    store.advance(by: .milliseconds(500))
    store.receive { $0.isSearching = true }
    store.send(.updateQuery("rx")) {  // "sw" is cancelled
      $0.query = "rx"
      $0.isSearching = false
    }
    store.advance(by: .milliseconds(1300))
    store.receive { $0.isSearching = true }
    store.receive {
      $0.isSearching = false
      $0.results = ["Thinking in Rx"]
    }
    store.finish()
  }

  func test_cancelSearchStopsTheRequest() {
    let store = makeStore()

    store.send(.updateQuery("swift")) { $0.query = "swift" }
    store.advance(by: .milliseconds(300))
    store.receive { $0.isSearching = true }
    store.send(.cancelSearch) { $0.isSearching = false }
    store.advance(by: .seconds(5))  // nothing more arrives
    store.finish()
  }

  func test_aFailedSearchShowsItsError() {
    let store = makeStore()

    store.send(.updateQuery("offline")) { $0.query = "offline" }
    store.advance(by: .milliseconds(1300))
    store.receive { $0.isSearching = true }
    store.receive {
      $0.isSearching = false
      $0.error = "Search failed: offline"
    }
    store.finish()
  }
}

/// Answers after a second on the test's clock; "offline" fails.
struct StubCatalog: BookCatalog {
  enum Failure: Error { case offline }
  let clock: TestClock

  func search(_ query: String) async throws -> [String] {
    try await clock.sleep(for: .seconds(1))
    if query == "offline" { throw Failure.offline }
    return ["Swift in Depth", "The Swift Programming Language", "Thinking in Rx"]
      .filter { $0.lowercased().contains(query) }
  }
}
