import Streams

/// A reactor turns actions into state: `Action → mutate → Mutation → reduce →
/// State`, as in ReactorKit.
///
/// A reactor is a plain `final class` with `let initialState` and the two
/// functions; it declares no stored property for the framework and has no
/// base class:
///
/// ```swift
/// final class CounterReactor: Reactor {
///   enum Action { case increase, decrease }
///   enum Mutation { case increaseValue, decreaseValue }
///   struct State { var value = 0 }
///
///   let initialState = State()
///
///   func mutate(action: Action) -> Observable<Mutation> {
///     switch action {
///     case .increase: return .just(.increaseValue)
///     case .decrease: return .just(.decreaseValue)
///     }
///   }
///
///   func reduce(state: State, mutation: Mutation) -> State {
///     var state = state
///     switch mutation {
///     case .increaseValue: state.value += 1
///     case .decreaseValue: state.value -= 1
///     }
///     return state
///   }
/// }
/// ```
///
/// Threading: actions may be sent from any thread. One reactor processes one
/// action at a time, in the order received; an action sent while another is
/// being processed (from another thread, or re-entrantly from `reduce`, a
/// state subscriber or a binding) is queued and processed afterwards, exactly
/// once. `reduce` never runs concurrently with itself; mutations of
/// asynchronous `mutate` streams join the same queue. `currentState` is
/// updated before observers of `state` see the new state.
///
/// Errors: an error in a `mutate` stream ends only that stream and goes to
/// ``Streams/Hooks/reactorError``; the reactor keeps working.
///
/// Lifetime: the framework keeps the reactor's streams beside it, never a
/// strong reference to it; a reactor nothing references is freed. Streams are
/// created lazily: a reactor whose `action` and `state` are never used costs
/// nothing beyond its own object.
///
/// Isolation: a reactor is not tied to any thread, and its requirements run
/// on whichever thread processes an action. A main-actor-isolated
/// conformance (`extension CounterReactor: @MainActor Reactor`) is therefore
/// rejected at compile time (the protocol refines `SendableMetatype`), rather
/// than accepted and then run off the main actor. Keep a reactor's logic
/// nonisolated, and deliver to main-actor views with
/// `observe(on: MainScheduler.instance)` or a `Driver`.
public protocol Reactor: AnyObject, SendableMetatype {
  /// What the view asks for.
  associatedtype Action
  /// A change to apply to the state; defaults to `Action`.
  associatedtype Mutation = Action
  /// What the view shows.
  associatedtype State

  /// The state before any action.
  var initialState: State { get }

  /// Turns an action into mutations, synchronously or over time.
  ///
  /// Defaults to `.just(action)` when `Mutation == Action`.
  func mutate(action: Action) -> Observable<Mutation>

  /// Applies one mutation to the state. Runs serially, never concurrently
  /// with itself. Defaults to returning `state` unchanged.
  func reduce(state: State, mutation: Mutation) -> State

  /// Transforms the stream of actions before `mutate` (identity by default).
  func transform(action: Observable<Action>) -> Observable<Action>

  /// Transforms the stream of mutations before `reduce` (identity by
  /// default), e.g. to merge a global event stream.
  func transform(mutation: Observable<Mutation>) -> Observable<Mutation>

  /// Transforms the stream of states before it reaches `state` and
  /// `currentState` (identity by default).
  func transform(state: Observable<State>) -> Observable<State>
}

extension Reactor {
  /// No mutations: ReactorKit's default for a reactor whose `Action`
  /// differs from its `Mutation` and that does not implement `mutate`.
  public func mutate(action: Action) -> Observable<Mutation> {
    .empty()
  }

  /// Returns `state` unchanged.
  public func reduce(state: State, mutation: Mutation) -> State {
    state
  }

  /// Returns `action` unchanged.
  public func transform(action: Observable<Action>) -> Observable<Action> {
    action
  }

  /// Returns `mutation` unchanged.
  public func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation
  }

  /// Returns `state` unchanged.
  public func transform(state: Observable<State>) -> Observable<State> {
    state
  }
}

extension Reactor where Action == Mutation {
  /// Every action is its own mutation.
  public func mutate(action: Action) -> Observable<Mutation> {
    .just(action)
  }
}

/// The action type of a reactor that only carries state, such as a cell
/// reactor: `typealias Action = NoAction`.
///
/// Equal to `Never` (ReactorKit's newer spelling works the same way): no
/// action can be sent, so `mutate` and `reduce` are never called.
public typealias NoAction = Never
