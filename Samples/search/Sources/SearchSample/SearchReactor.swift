import HeadlessReactor

/// The search screen's reactor: it debounces the typed query, searches it
/// (cancelling the request of an older query), and loads further pages on
/// demand, one at a time.
///
/// - A query is searched once typing has paused for 300 ms
///   (`debounce` in ``transform(action:)``); only the last query of a burst
///   is searched.
/// - A new keystroke cancels the request in flight for the previous query
///   (`take(until:)` on the next `.updateQuery`), so an old, slow answer
///   never replaces a newer one.
/// - `.loadNextPage` goes through `flatMapFirst`: asking again while a page
///   is loading does nothing.
/// - A page is only ever added to the results of its own query: asking for
///   one while a new query waits for the debounce or is being searched does
///   nothing (the results shown are still the old query's), and a page that
///   arrives for another query than the one whose results are shown is
///   dropped.
public final class SearchReactor: Reactor {
  /// What the screen sends (and what the debounce produces).
  public enum Action: Equatable {
    /// The text field changed.
    case updateQuery(String)
    /// Typing paused: search this query (sent by the reactor's debounce).
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

  /// An empty query, no results.
  public let initialState = State()
  private let service: SearchServiceProtocol
  private let scheduler: SchedulerType
  private let nextPageRequests = PublishSubject<Void>()

  /// Creates the reactor searching `service`, debouncing on `scheduler`.
  public init(service: SearchServiceProtocol, scheduler: SchedulerType = MainScheduler.instance) {
    self.service = service
    self.scheduler = scheduler
  }

  /// Adds `.search(query)` once typing has paused for 300 ms.
  public func transform(action: Observable<Action>) -> Observable<Action> {
    let searches = action.compactMap { action -> String? in
      guard case .updateQuery(let query) = action else { return nil }
      return query
    }
    .debounce(.milliseconds(300), scheduler: scheduler)
    .map { Action.search($0) }
    return .merge(action, searches)
  }

  /// Turns an action into mutations.
  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .updateQuery(let query):
      return .just(.setQuery(query))
    case .search(let query):
      guard !query.isEmpty else { return .of(.startSearch(query), .setResults([], nextPage: nil)) }
      let pageSize = service.pageSize
      return .concat(
        .just(.startSearch(query)),
        service.search(query: query, page: 0).asObservable()
          .map { .setResults($0, nextPage: $0.count == pageSize ? 1 : nil) }
      )
      .take(until: nextQuery)
    case .loadNextPage:
      nextPageRequests.onNext(())
      return .empty()
    }
  }

  /// Adds the page loads: one at a time (`flatMapFirst`), only when the
  /// results shown are those of the query typed (no new query waiting for
  /// the debounce or being searched), cancelled by a new query.
  public func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    let pages = nextPageRequests.flatMapFirst { [weak self] _ -> Observable<Mutation> in
      guard let self else { return .empty() }
      let state = currentState
      guard let page = state.nextPage, state.showsResultsOfQuery else { return .empty() }
      let query = state.query
      let pageSize = service.pageSize
      return .concat(
        .just(.setLoadingNextPage(true)),
        service.search(query: query, page: page).asObservable()
          .map {
            .appendResults($0, query: query, nextPage: $0.count == pageSize ? page + 1 : nil)
          },
        .just(.setLoadingNextPage(false))
      )
      .take(until: nextQuery)
    }
    return .merge(mutation, pages)
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

  /// The next typed query: what cancels a request in flight.
  private var nextQuery: Observable<Action> {
    action.filter {
      if case .updateQuery = $0 { return true }
      return false
    }
  }
}
