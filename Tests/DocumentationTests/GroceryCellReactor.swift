// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/GettingStarted.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor

struct Grocery: IdentifiableType, Equatable {
  let id: Int
  var name: String
  var isBought = false
  var identity: Int { id }
}

final class GroceryCellReactor: ModelReactor {
  enum Action { case toggleBought }
  enum Mutation { case toggleBought, setModel(Grocery) }

  let initialState: Grocery
  init(model: Grocery) { initialState = model }

  func mutation(forNewModel model: Grocery) -> Mutation { .setModel(model) }

  func mutate(action: Action) -> Observable<Mutation> { .just(.toggleBought) }

  func reduce(state: Grocery, mutation: Mutation) -> Grocery {
    switch mutation {
    case .toggleBought:
      var state = state
      state.isBought.toggle()
      return state
    case .setModel(let grocery):
      return grocery
    }
  }
}
