// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/GettingStarted.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor

typealias GroceryItem = ChildItem<Int, GroceryCellReactor>
typealias GrocerySection = AnimatableSectionModel<String, GroceryItem>

final class GroceriesReactor: Reactor {
  enum Action {
    case updateName(String)
    case add
    case grocery(id: Int, action: GroceryCellReactor.Action)
  }
  enum Mutation {
    case setName(String)
    case addGrocery
    case setGroceries([Grocery])
  }
  struct State {
    var name = ""
    var groceries: ReactorCollection<Grocery, GroceryCellReactor>

    var sections: [GrocerySection] {
      let rows = zip(groceries.models, groceries.items)
      return [
        GrocerySection(model: "To buy", items: rows.filter { !$0.0.isBought }.map(\.1)),
        GrocerySection(model: "Bought", items: rows.filter { $0.0.isBought }.map(\.1)),
      ]
    }
  }

  let initialState: State

  init(groceries: [Grocery]) {
    initialState = State(groceries: ReactorCollection(groceries))
  }

  // The cells' actions join the screen's own, tagged with the grocery's id.
  func transform(action: Observable<Action>) -> Observable<Action> {
    .merge(action, initialState.groceries.actions.map { .grocery(id: $0.id, action: $0.action) })
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .updateName(let name):
      return .just(.setName(name))
    case .add:
      return .just(.addGrocery)
    case .grocery(let id, .toggleBought):
      // The cell's reactor has toggled its own grocery: copy it.
      let groceries = currentState.groceries
      guard let cell = groceries[identity: id] else { return .empty() }
      return .just(.setGroceries(groceries.models.map { $0.id == id ? cell.currentState : $0 }))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setName(let name):
      state.name = name
    case .addGrocery:
      guard !state.name.isEmpty else { break }
      let id = (state.groceries.models.map(\.id).max() ?? 0) + 1
      state.groceries.apply(state.groceries.models + [Grocery(id: id, name: state.name)])
      state.name = ""  // the field shows it: it empties, and another tap adds nothing
    case .setGroceries(let groceries):
      state.groceries.apply(groceries)  // kept ids keep their reactor
    }
    return state
  }
}
