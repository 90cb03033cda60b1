// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/EffectsAndCancellation.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor

/// Book titles matching a query, from a server.
protocol BookCatalog: Sendable {
  func search(_ query: String) async throws -> [String]
}

final class BookSearchReactor: Reactor {
  enum Action {
    case updateQuery(String)
    case cancelSearch
  }
  enum Mutation {
    case setQuery(String)
    case setSearching(Bool)
    case setResults([String])
    case setError(String)
  }
  struct State: Equatable {
    var query = ""
    var isSearching = false
    var results: [String] = []
    var error: String?
  }
  struct SearchID: Hashable, Sendable {}

  let initialState = State()
  let catalog: any BookCatalog
  let clock: any Clock<Duration>

  init(catalog: any BookCatalog, clock: any Clock<Duration> = ContinuousClock()) {
    self.catalog = catalog
    self.clock = clock
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .updateQuery(let query):
      return .concat(
        .just(.setQuery(query)),
        .run { [catalog, clock] send in
          try await clock.sleep(for: .milliseconds(300))  // typing has paused
          send(.setSearching(true))
          send(.setResults(try await catalog.search(query)))
        } catch: { error, send in
          send(.setError("Search failed: \(error)"))
        }
        .cancellable(id: SearchID(), cancelInFlight: true))
    case .cancelSearch:
      return .concat(.cancel(id: SearchID()), .just(.setSearching(false)))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setQuery(let query):
      state.query = query
      state.isSearching = false
      state.error = nil
    case .setSearching(let isSearching):
      state.isSearching = isSearching
    case .setResults(let results):
      state.results = results
      state.isSearching = false
    case .setError(let message):
      state.error = message
      state.isSearching = false
    }
    return state
  }
}
