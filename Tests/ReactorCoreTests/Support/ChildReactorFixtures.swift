import Foundation
import ReactorCore
import Sections
import Streams
import TestSupport

/// A to-do of the child-reactor tests.
struct Todo: IdentifiableType, Equatable {
  let id: Int
  var title: String
  var isDone = false
  var identity: Int { id }
}

/// A cell reactor per to-do: toggles locally, takes new models as a
/// mutation, counts how often it was handed one.
final class TodoCellReactor: ModelReactor {
  enum Action: Equatable {
    case toggle
    case rename(String)
  }
  enum Mutation {
    case toggle
    case rename(String)
    case setModel(Todo)
  }
  struct State {
    var todo: Todo
    var modelsReceived = 0
  }

  let initialState: State
  init(model: Todo) { initialState = State(todo: model) }

  func mutation(forNewModel model: Todo) -> Mutation { .setModel(model) }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .toggle: return .just(.toggle)
    case .rename(let title): return .just(.rename(title))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .toggle: state.todo.isDone.toggle()
    case .rename(let title): state.todo.title = title
    case .setModel(let todo):
      state.todo = todo
      state.modelsReceived += 1
    }
    return state
  }
}

/// A screen reactor holding its cell reactors in a `ReactorCollection` and
/// hearing their actions.
final class TodoListReactor: Reactor {
  enum Action {
    case load([Todo])
    case todo(id: Int, action: TodoCellReactor.Action)
  }
  enum Mutation {
    case setTodos([Todo])
    case record(id: Int, action: TodoCellReactor.Action)
  }
  struct State {
    var todos = ReactorCollection<Todo, TodoCellReactor>()
    var heard: [String] = []
    var doneCount: Int { todos.reactors.filter { $0.currentState.todo.isDone }.count }
  }

  let initialState = State()

  func transform(action: Observable<Action>) -> Observable<Action> {
    .merge(action, initialState.todos.actions.map { .todo(id: $0.id, action: $0.action) })
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .load(let todos): return .just(.setTodos(todos))
    case .todo(let id, let action): return .just(.record(id: id, action: action))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setTodos(let todos): state.todos.apply(todos)
    case .record(let id, let action): state.heard.append("\(id):\(action)")
    }
    return state
  }
}

/// Collects ``ReactorWarning``s until `stop()`.
final class ReactorWarningRecorder: Sendable {
  private let collected = LockedList<ReactorWarning>()
  private let previous: @Sendable (ReactorWarning) -> Void

  init() {
    previous = Hooks.reactorWarning
    Hooks.reactorWarning = { [collected] in collected.append($0) }
  }

  var warnings: [ReactorWarning] { collected.values }

  func stop() { Hooks.reactorWarning = previous }
}
