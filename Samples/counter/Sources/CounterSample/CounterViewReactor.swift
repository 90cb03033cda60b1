import HeadlessReactor

/// ReactorKit's classic counter: increasing or decreasing takes a moment,
/// during which the counter is loading and ignores further changes.
///
/// The count stops at the ends of `Int`: at `Int.max` an increase is
/// ignored, at `Int.min` a decrease is (``State/canIncrease`` and
/// ``State/canDecrease`` say so, and the screens disable the button), so
/// the counter never overflows.
///
/// The reactor knows nothing of its screens: ``CounterViewController`` binds
/// it, and any other screen can drive the same reactor. Not tied to a
/// thread: the delay runs on the scheduler given at creation.
public final class CounterViewReactor: Reactor {
  /// What a screen sends.
  public enum Action: Equatable, Sendable, Codable {
    /// Add one, after the delay.
    case increase
    /// Subtract one, after the delay.
    case decrease
  }

  /// What changes the state.
  public enum Mutation: Equatable, Sendable {
    /// Add one.
    case increaseValue
    /// Subtract one.
    case decreaseValue
    /// A change started or ended.
    case setLoading(Bool)
  }

  /// The count and whether a change is in flight.
  public struct State: Equatable, Sendable {
    /// The count.
    public var value: Int
    /// Whether a change is in flight.
    public var isLoading: Bool

    /// Creates a state.
    public init(value: Int = 0, isLoading: Bool = false) {
      self.value = value
      self.isLoading = isLoading
    }

    /// Whether the value can grow: it is below `Int.max`.
    public var canIncrease: Bool { value < .max }

    /// Whether the value can shrink: it is above `Int.min`.
    public var canDecrease: Bool { value > .min }
  }

  /// Zero, not loading.
  public let initialState: State
  /// Where the delayed mutations run (`MainScheduler.instance` in the app,
  /// a `TestScheduler` in tests).
  public let scheduler: SchedulerType
  /// How long a change takes.
  public let delay: RxTimeInterval

  /// Creates a counter at `value` whose changes take `delay` on `scheduler`.
  public init(
    value: Int = 0, scheduler: SchedulerType = MainScheduler.instance,
    delay: RxTimeInterval = .milliseconds(300)
  ) {
    initialState = State(value: value)
    self.scheduler = scheduler
    self.delay = delay
  }

  /// Loading, the delayed change, loading done. While a change is in
  /// flight, another one is ignored (as `flatMapFirst` ignores a second
  /// tap), whichever screen sends it; so is an increase at `Int.max` and a
  /// decrease at `Int.min`.
  public func mutate(action: Action) -> Observable<Mutation> {
    let state = currentState
    guard !state.isLoading, action == .increase ? state.canIncrease : state.canDecrease else {
      return .empty()
    }
    let change: Mutation = action == .increase ? .increaseValue : .decreaseValue
    return .concat(
      .just(.setLoading(true)),
      Observable.just(change).delay(delay, scheduler: scheduler),
      .just(.setLoading(false)))
  }

  /// Applies a change or the loading flag; a change past an end of `Int`
  /// leaves the value there.
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .increaseValue where state.canIncrease: state.value += 1
    case .decreaseValue where state.canDecrease: state.value -= 1
    case .increaseValue, .decreaseValue: break
    case .setLoading(let isLoading): state.isLoading = isLoading
    }
    return state
  }
}
