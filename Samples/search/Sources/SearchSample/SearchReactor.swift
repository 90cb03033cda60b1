import HeadlessReactor

/// The search screen's reactor: it debounces the typed query, searches it
/// (cancelling the request of an older query), and loads further pages on
/// demand, one at a time. Its effects are cancelled by identifier, as TCA
/// writes them.
///
/// - A query is searched once typing has paused for 300 ms: the debounce is
///   an async effect (`Observable.run`) sleeping on the reactor's clock, so
///   tests pass a `TestClock` and advance virtual time.
/// - Debounce and request run as one stream under ``SearchID`` with
///   `cancelInFlight: true`: a new keystroke cancels the debounce or the
///   request in flight for the previous query, so an old, slow answer never
///   replaces a newer one.
/// - `.loadNextPage` loads one page at a time (asking again while a page is
///   loading does nothing) under ``PageID``, which a new query cancels.
/// - A page is only ever added to the results of its own query: asking for
///   one while a new query waits for the debounce or is being searched does
///   nothing (the results shown are still the old query's), and a page that
///   arrives for another query than the one whose results are shown is
///   dropped.
public final class SearchReactor: Reactor {
  /// What the screen sends.
  public enum Action: Equatable, Codable {
    /// The text field changed: search it once typing pauses.
    case updateQuery(String)
    /// Search this query now, without the debounce.
    case search(String)
    /// Show more results.
    case loadNextPage
  }

  /// What changes the state.
  public enum Mutation {
    /// A new query was typed: the request in flight is cancelled.
    case setQuery(String)
    /// The search of a query started.
    case startSearch(String)
    /// The first page of a query arrived.
    case setResults([String], nextPage: Int?)
    /// A page is loading, or not.
    case setLoadingNextPage(Bool)
    /// A further page of `query`'s results arrived.
    case appendResults([String], query: String, nextPage: Int?)
  }

  /// What the screen shows.
  public struct State: Equatable {
    /// The query as typed.
    public var query = ""
    /// The results of the last query searched.
    public var results: [String] = []
    /// The next page to load, `nil` when there is none.
    public var nextPage: Int?
    /// Whether a typed query waits for the debounce.
    public var isDebouncing = false
    /// The query whose first page is being fetched.
    public var searchingQuery: String?
    /// Whether a further page is being fetched.
    public var isLoadingNextPage = false

    /// Creates the empty state.
    public init() {}

    /// Whether nothing is pending: no debounce, no request.
    public var isIdle: Bool { !isDebouncing && searchingQuery == nil && !isLoadingNextPage }

    /// Whether ``results`` are those of ``query``: no newer query waits for
    /// the debounce or is being searched (meanwhile the results shown are
    /// still the previous query's).
    public var showsResultsOfQuery: Bool { !isDebouncing && searchingQuery == nil }
  }

  /// The cancellation identifier of a query's debounce and first page.
  public struct SearchID: Hashable, Sendable {}
  /// The cancellation identifier of a further page's request.
  public struct PageID: Hashable, Sendable {}

  /// An empty query, no results.
  public let initialState = State()
  private let service: SearchServiceProtocol
  private let clock: any Clock<Duration>

  /// Creates the reactor searching `service`, debouncing on `clock` (a
  /// `TestClock` in tests).
  public init(service: SearchServiceProtocol, clock: any Clock<Duration> = ContinuousClock()) {
    self.service = service
    self.clock = clock
  }

  /// Turns an action into mutations.
  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .updateQuery(let query):
      let debounce = Observable<Mutation>.run { [clock] _ in
        try await clock.sleep(for: .milliseconds(300))
      }
      return .concat(
        .just(.setQuery(query)),
        .cancel(id: PageID()),
        Observable.concat(debounce, search(query))
          .cancellable(id: SearchID(), cancelInFlight: true)
      )
    case .search(let query):
      return .concat(
        .cancel(id: PageID()),
        search(query).cancellable(id: SearchID(), cancelInFlight: true))
    case .loadNextPage:
      let state = currentState
      guard let page = state.nextPage, state.showsResultsOfQuery, !state.isLoadingNextPage
      else { return .empty() }
      let query = state.query
      let pageSize = service.pageSize
      return .concat(
        .just(.setLoadingNextPage(true)),
        .concat(
          request(query, page: page).map {
            .appendResults($0, query: query, nextPage: $0.count == pageSize ? page + 1 : nil)
          },
          .just(.setLoadingNextPage(false))
        )
        .cancellable(id: PageID())
      )
    }
  }

  /// The first page of `query` (none for an empty query), asked for when
  /// subscribed: after the debounce.
  private func search(_ query: String) -> Observable<Mutation> {
    guard !query.isEmpty else { return .of(.startSearch(query), .setResults([], nextPage: nil)) }
    let pageSize = service.pageSize
    return .concat(
      .just(.startSearch(query)),
      request(query, page: 0).map { .setResults($0, nextPage: $0.count == pageSize ? 1 : nil) }
    )
  }

  /// A request to the service, made when subscribed.
  private func request(_ query: String, page: Int) -> Observable<[String]> {
    .deferred { [service] in service.search(query: query, page: page).asObservable() }
  }

  /// Applies a mutation.
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setQuery(let query):
      state.query = query
      state.isDebouncing = true
      state.searchingQuery = nil
      state.isLoadingNextPage = false
    case .startSearch(let query):
      state.isDebouncing = false
      state.searchingQuery = query.isEmpty ? nil : query
    case .setResults(let results, let nextPage):
      state.results = results
      state.nextPage = nextPage
      state.searchingQuery = nil
    case .setLoadingNextPage(let isLoading):
      state.isLoadingNextPage = isLoading
    case .appendResults(let results, let query, let nextPage):
      // Another query's page never joins these results.
      guard query == state.query, state.showsResultsOfQuery else { break }
      state.results += results
      state.nextPage = nextPage
    }
    return state
  }
}
