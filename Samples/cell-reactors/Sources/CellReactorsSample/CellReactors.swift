import HeadlessReactor

/// The reactor of a main task's cell: it shows its ``Main`` and toggles it.
public final class MainCellReactor: ModelReactor {
  /// What the cell sends.
  public enum Action: Equatable, Codable {
    /// The switch was flipped.
    case toggleDone
  }
  /// What changes the cell's state.
  public enum Mutation {
    /// Flip `isDone`.
    case toggleDone
    /// The screen has a newer model for this task.
    case setModel(Main)
  }

  /// The cell's state: its model.
  public let initialState: Main

  /// Creates the reactor of `model`'s cell.
  public init(model: Main) { initialState = model }

  /// A newer model replaces the shown one.
  public func mutation(forNewModel model: Main) -> Mutation { .setModel(model) }

  /// Toggling flips `isDone`.
  public func mutate(action: Action) -> Observable<Mutation> { .just(.toggleDone) }

  /// Applies a toggle or a newer model.
  public func reduce(state: Main, mutation: Mutation) -> Main {
    switch mutation {
    case .toggleDone:
      var state = state
      state.isDone.toggle()
      return state
    case .setModel(let model):
      return model
    }
  }
}

/// The reactor of a sub-task's cell.
public final class SubCellReactor: ModelReactor {
  /// What the cell sends.
  public enum Action: Equatable, Codable {
    /// The switch was flipped.
    case toggleDone
  }
  /// What changes the cell's state.
  public enum Mutation {
    /// Flip `isDone`.
    case toggleDone
    /// The screen has a newer model for this sub-task.
    case setModel(Sub)
  }

  /// The cell's state: its model.
  public let initialState: Sub

  /// Creates the reactor of `model`'s cell.
  public init(model: Sub) { initialState = model }

  /// A newer model replaces the shown one.
  public func mutation(forNewModel model: Sub) -> Mutation { .setModel(model) }

  /// Toggling flips `isDone`.
  public func mutate(action: Action) -> Observable<Mutation> { .just(.toggleDone) }

  /// Applies a toggle or a newer model.
  public func reduce(state: Sub, mutation: Mutation) -> Sub {
    switch mutation {
    case .toggleDone:
      var state = state
      state.isDone.toggle()
      return state
    case .setModel(let model):
      return model
    }
  }
}
