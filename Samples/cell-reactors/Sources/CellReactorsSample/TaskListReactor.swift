import HeadlessReactor

/// The screen's sections: main tasks, then sub-tasks.
public enum TaskSection: Equatable {
  /// The main tasks, with how many are done.
  case main(done: Int, items: [TaskItem])
  /// The sub-tasks, with how many are done.
  case sub(done: Int, items: [TaskItem])

  /// The header: the kind and the number done.
  public var header: String {
    switch self {
    case .main(let done, let items): return "Main (\(done)/\(items.count) done)"
    case .sub(let done, let items): return "Sub (\(done)/\(items.count) done)"
    }
  }
}

/// A row: a cell reactor, kept for as long as its task exists.
public enum TaskItem: IdentifiableType, Equatable {
  /// A main task's cell reactor.
  case main(ChildItem<Int, MainCellReactor>)
  /// A sub-task's cell reactor.
  case sub(ChildItem<Int, SubCellReactor>)

  /// `main-<id>` or `sub-<id>`: stable while the reactor is kept.
  public var identity: String {
    switch self {
    case .main(let item): return "main-\(item.identity)"
    case .sub(let item): return "sub-\(item.identity)"
    }
  }
}

extension TaskSection: AnimatableSectionModelType {
  /// The rows.
  public var items: [TaskItem] {
    switch self {
    case .main(_, let items), .sub(_, let items): return items
    }
  }

  /// `main` or `sub`: the header's count may change, the section stays.
  public var identity: String {
    switch self {
    case .main: return "main"
    case .sub: return "sub"
    }
  }

  /// The same section with other rows.
  public init(original: TaskSection, items: [TaskItem]) {
    switch original {
    case .main(let done, _): self = .main(done: done, items: items)
    case .sub(let done, _): self = .sub(done: done, items: items)
    }
  }
}

/// The screen's reactor: it holds one cell reactor per task in two
/// ``ReactorCollection``s and hears the cells' toggles.
public final class TaskListReactor: Reactor {
  /// What the screen and its cells send.
  public enum Action: Codable {
    /// The user edited the new task's text.
    case updateNewTask(String)
    /// Add a main task named after the new task's text, and empty it
    /// (nothing when it is empty).
    case addNewTask
    /// Add a main task.
    case addMain(String)
    /// Add a sub-task.
    case addSub(String)
    /// Remove the task at a row of a section (0: main, 1: sub).
    case remove(section: Int, row: Int)
    /// A main task's cell sent an action.
    case main(id: Int, action: MainCellReactor.Action)
    /// A sub-task's cell sent an action.
    case sub(id: Int, action: SubCellReactor.Action)
  }

  /// What changes the state.
  public enum Mutation {
    /// Set the new task's text.
    case setNewTask(String)
    /// Append a main task named after the new task's text and empty it.
    case addNewTask
    /// Replace the main tasks.
    case setMains([Main])
    /// Replace the sub-tasks.
    case setSubs([Sub])
  }

  /// The tasks and their cell reactors.
  public struct State: Equatable {
    /// One reactor per main task.
    public var mains: ReactorCollection<Main, MainCellReactor>
    /// One reactor per sub-task.
    public var subs: ReactorCollection<Sub, SubCellReactor>
    /// The next id to give a new task.
    public var nextID: Int
    /// The text of the task being typed: what the field shows.
    public var newTask = ""

    /// The table's sections.
    public var sections: [TaskSection] {
      [
        .main(
          done: mains.models.filter(\.isDone).count, items: mains.items.map(TaskItem.main)),
        .sub(done: subs.models.filter(\.isDone).count, items: subs.items.map(TaskItem.sub)),
      ]
    }
  }

  /// The first tasks.
  public let initialState: State

  /// Creates the screen with `mains` and `subs`.
  public init(mains: [Main], subs: [Sub]) {
    initialState = State(
      mains: ReactorCollection(mains), subs: ReactorCollection(subs),
      nextID: (mains.map(\.id) + subs.map(\.id)).max().map { $0 + 1 } ?? 0)
  }

  /// The cells' actions join the screen's, tagged with the task's id.
  public func transform(action: Observable<Action>) -> Observable<Action> {
    .merge(
      action,
      initialState.mains.actions.map { .main(id: $0.id, action: $0.action) },
      initialState.subs.actions.map { .sub(id: $0.id, action: $0.action) })
  }

  /// Turns each action into the new list of tasks.
  public func mutate(action: Action) -> Observable<Mutation> {
    let state = currentState
    switch action {
    case .updateNewTask(let text):
      return .just(.setNewTask(text))
    case .addNewTask:
      return .just(.addNewTask)
    case .addMain(let message):
      return .just(.setMains(state.mains.models + [Main(id: state.nextID, message: message)]))
    case .addSub(let message):
      return .just(.setSubs(state.subs.models + [Sub(id: state.nextID, message: message)]))
    case .remove(let section, let row):
      if section == 0, state.mains.models.indices.contains(row) {
        var mains = state.mains.models
        mains.remove(at: row)
        return .just(.setMains(mains))
      }
      if section == 1, state.subs.models.indices.contains(row) {
        var subs = state.subs.models
        subs.remove(at: row)
        return .just(.setSubs(subs))
      }
      return .empty()
    case .main(let id, .toggleDone):
      // The screen owns the models: it flips the task's, and its
      // collection hands the new model to the cell's reactor, which
      // flipped its own already when the switch was tapped (so both
      // agree), or did not when the action comes from elsewhere (a replay).
      guard state.mains[identity: id] != nil else { return .empty() }
      var mains = state.mains.models
      for index in mains.indices where mains[index].id == id { mains[index].isDone.toggle() }
      return .just(.setMains(mains))
    case .sub(let id, .toggleDone):
      guard state.subs[identity: id] != nil else { return .empty() }
      var subs = state.subs.models
      for index in subs.indices where subs[index].id == id { subs[index].isDone.toggle() }
      return .just(.setSubs(subs))
    }
  }

  /// Applies the new lists (kept tasks keep their cell reactors) and the
  /// new task's text, emptied when it is added.
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setNewTask(let text):
      state.newTask = text
    case .addNewTask:
      guard !state.newTask.isEmpty else { break }
      state.mains.apply(state.mains.models + [Main(id: state.nextID, message: state.newTask)])
      state.nextID += 1
      // The field shows it: it empties, and another tap adds nothing.
      state.newTask = ""
    case .setMains(let mains):
      state.mains.apply(mains)
      state.nextID = max(state.nextID, (mains.map(\.id).max() ?? -1) + 1)
    case .setSubs(let subs):
      state.subs.apply(subs)
      state.nextID = max(state.nextID, (subs.map(\.id).max() ?? -1) + 1)
    }
    return state
  }
}
