// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/GettingStarted.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor

typealias GroceryItem = ChildItem<Int, GroceryCellReactor>
typealias GrocerySection = AnimatableSectionModel<String, GroceryItem>

final class GroceriesReactor: Reactor {
  enum Action {
    case add(String)
    case grocery(id: Int, action: GroceryCellReactor.Action)
  }
  enum Mutation { case setGroceries([Grocery]) }
  struct State {
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
    let groceries = currentState.groceries
    switch action {
    case .add(let name):
      let id = (groceries.models.map(\.id).max() ?? 0) + 1
      return .just(.setGroceries(groceries.models + [Grocery(id: id, name: name)]))
    case .grocery(let id, .toggleBought):
      // The cell's reactor has toggled its own grocery: copy it.
      guard let cell = groceries[identity: id] else { return .empty() }
      return .just(.setGroceries(groceries.models.map { $0.id == id ? cell.currentState : $0 }))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setGroceries(let groceries): state.groceries.apply(groceries)  // kept ids keep their reactor
    }
    return state
  }
}
