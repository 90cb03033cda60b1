// swift-format-ignore-file
// A code block of the ReactorsAndLists article, verbatim (formatted as it shows it):
// DocumentationBlocksTests checks that it stays so.

import HeadlessReactor

struct Chore: IdentifiableType, Equatable {
  let id: Int
  var title: String
  var isDone = false
  var identity: Int { id }
}

final class ChoreCellReactor: ModelReactor {
  enum Action { case toggle }
  enum Mutation { case toggle, setModel(Chore) }

  let initialState: Chore
  init(model: Chore) { initialState = model }

  func mutation(forNewModel model: Chore) -> Mutation { .setModel(model) }
  func mutate(action: Action) -> Observable<Mutation> { .just(.toggle) }

  func reduce(state: Chore, mutation: Mutation) -> Chore {
    switch mutation {
    case .toggle:
      var state = state
      state.isDone.toggle()
      return state
    case .setModel(let chore):
      return chore
    }
  }
}

final class ChoresReactor: Reactor {
  enum Action {
    case load([Chore])
    case chore(id: Int, action: ChoreCellReactor.Action)
  }
  enum Mutation { case setChores([Chore]) }
  struct State {
    var chores = ReactorCollection<Chore, ChoreCellReactor>()
    var doneCount: Int { chores.models.filter(\.isDone).count }
    var sections: [AnimatableSectionModel<String, ChildItem<Int, ChoreCellReactor>>] {
      [AnimatableSectionModel(model: "\(doneCount) done", items: chores.items)]
    }
  }

  let initialState = State()

  // The cells' actions join the screen's own, tagged with the chore's id.
  func transform(action: Observable<Action>) -> Observable<Action> {
    .merge(action, initialState.chores.actions.map { .chore(id: $0.id, action: $0.action) })
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .load(let chores):
      return .just(.setChores(chores))
    case .chore(let id, .toggle):
      // The cell's reactor has toggled its own chore: copy it.
      let chores = currentState.chores
      return .just(.setChores(chores.models.map { $0.id == id ? chores[identity: id]!.currentState : $0 }))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setChores(let chores): state.chores.apply(chores)  // same identity, same reactor
    }
    return state
  }
}
