// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/EffectsAndCancellation.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor
import ReactorTesting
import Testing

@Suite struct BookSearchSuite {
  func makeStore() -> TestStore<BookSearchReactor> {
    let clock = TestClock()  // on a scheduler of its own, one tick per millisecond
    let reactor = BookSearchReactor(catalog: StubCatalog(clock: clock), clock: clock)
    return TestStore(reactor: reactor, scheduler: clock.scheduler)
  }

  @Test func typingShowsTheResultsOfTheLastQuery() {
    let store = makeStore()
    store.exhaustivity = .off

    store.send(.updateQuery("r"))
    store.send(.updateQuery("rx"))
    store.advance(by: .seconds(2))
    store.receive { $0.results = ["Thinking in Rx"] }
  }

  @Test func skippedAssertionsAreListed() {
    let store = makeStore()
    store.exhaustivity = .off(showSkippedAssertions: true)

    store.send(.updateQuery("swift"))
    store.advance(by: .seconds(2))
    // Skips the state where isSearching is true, listed as a known issue.
    store.receive { $0.results = ["Swift in Depth", "The Swift Programming Language"] }
  }
}
