import HeadlessReactor

/// The restaurants screen's reactor: it loads the main branch and, on
/// refresh, swaps in the other branch.
///
/// A refresh while the other branch is loading does nothing: the refreshes
/// go through `flatMapFirst`, which ignores new ones until the load in
/// flight has finished.
public final class RestaurantsReactor: Reactor {
  /// What the screen sends.
  public enum Action: Equatable, Codable {
    /// Load the main branch ("New branch").
    case load
    /// Swap in the other branch ("B section").
    case refresh
  }

  /// What changes the state.
  public enum Mutation {
    /// Show these sections.
    case setSections([RestaurantSection])
    /// A refresh started or ended.
    case setLoading(Bool)
  }

  /// What the screen shows.
  public struct State: Equatable {
    /// The sections of the table.
    public var sections: [RestaurantSection] = []
    /// Whether the other branch is being loaded.
    public var isLoading = false
    /// How many refreshes were started (taps during a load do not count).
    public var refreshCount = 0

    /// Creates the empty state.
    public init() {}
  }

  /// Nothing shown until `.load`.
  public let initialState = State()
  private let service: RestaurantServiceProtocol
  private let refreshes = PublishSubject<Void>()

  /// Creates the reactor reading from `service`.
  public init(service: RestaurantServiceProtocol) {
    self.service = service
  }

  /// `.load` reads the main branch; `.refresh` is handed to the refresh
  /// stream of ``transform(mutation:)``.
  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .load:
      return service.fetchRestaurants().asObservable()
        .map { .setSections([RestaurantSection(header: "New branch", items: $0)]) }
    case .refresh:
      refreshes.onNext(())
      return .empty()
    }
  }

  /// Adds the refreshes: one load of the other branch at a time
  /// (`flatMapFirst`), shown as loading until it arrives.
  public func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    let service = service
    let refreshing = refreshes.flatMapFirst { _ -> Observable<Mutation> in
      .concat(
        .just(.setLoading(true)),
        service.fetchOtherBranch().asObservable()
          .map { .setSections([RestaurantSection(header: "B section", items: $0)]) },
        .just(.setLoading(false)))
    }
    return .merge(mutation, refreshing)
  }

  /// Applies a mutation.
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setSections(let sections):
      state.sections = sections
    case .setLoading(let isLoading):
      state.isLoading = isLoading
      if isLoading { state.refreshCount += 1 }
    }
    return state
  }
}
