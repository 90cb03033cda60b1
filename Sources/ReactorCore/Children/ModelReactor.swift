import Sections

/// A reactor made from one model, that can be handed a newer version of it:
/// what a ``ReactorCollection`` keeps one of per identity (a cell's
/// reactor, typically).
///
/// ```swift
/// final class TodoCellReactor: ModelReactor {
///   enum Action { case toggle }
///   enum Mutation { case toggle, setModel(Todo) }
///   struct State { var todo: Todo }
///   let initialState: State
///   init(model: Todo) { initialState = State(todo: model) }
///   func mutation(forNewModel model: Todo) -> Mutation { .setModel(model) }
///   func mutate(action: Action) -> Observable<Mutation> { .just(.toggle) }
///   func reduce(state: State, mutation: Mutation) -> State { … }
/// }
/// ```
public protocol ModelReactor: Reactor {
  /// The model the reactor shows; its identity is the reactor's identity in
  /// a ``ReactorCollection``.
  associatedtype Model: IdentifiableType

  /// Creates the reactor for `model`.
  init(model: Model)

  /// The mutation that shows `model`, a newer model with this reactor's
  /// identity. The collection sends it through the reactor's serial queue,
  /// like any mutation (`reduce` applies it, observers see the new state);
  /// the reactor is never recreated.
  func mutation(forNewModel model: Model) -> Mutation
}
