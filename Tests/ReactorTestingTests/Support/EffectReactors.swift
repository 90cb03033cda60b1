import ReactorCore
import Streams

/// A search written with async effects: typing debounces for 300 ms on the
/// reactor's clock, then searches; a new query cancels the previous one.
final class AsyncSearchReactor: Reactor {
  enum Action: Equatable {
    case type(String)
    case cancel
    case fail
  }
  enum Mutation {
    case setQuery(String)
    case setResults([String])
  }
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }
  struct SearchID: Hashable, Sendable {}
  struct Failure: Error, Equatable {}

  let initialState = State()
  let clock: any Clock<Duration>
  let search: @Sendable (String) async throws -> [String]

  init(
    clock: any Clock<Duration>,
    search: @escaping @Sendable (String) async throws -> [String] = { ["\($0)!"] }
  ) {
    self.clock = clock
    self.search = search
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .type(let query):
      return .concat(
        .just(.setQuery(query)),
        .run { [clock, search] send in
          try await clock.sleep(for: .milliseconds(300))
          send(.setResults(try await search(query)))
        }
        .cancellable(id: SearchID(), cancelInFlight: true))
    case .cancel:
      return .cancel(id: SearchID())
    case .fail:
      return .run { _ in throw Failure() }
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setQuery(let query): state.query = query
    case .setResults(let results): state.results = results
    }
    return state
  }
}
