import HeadlessReactor

/// Where the shelf navigates.
enum ShelfDestination: Hashable, Sendable {
  case book(id: Int)
  case author(String)
  case addBook
}

final class ShelfReactor: Reactor {
  enum Action {
    case select(bookID: Int)
    case showAuthor(String)
    case tapAdd
    case openLink(bookID: Int, author: String)
    case navigation(NavigationEvent)
  }

  struct State: Equatable {
    var navigation = Navigation<ShelfDestination>()
  }

  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .select(let id): state.navigation.push(.book(id: id))
    case .showAuthor(let name): state.navigation.push(.author(name))
    case .tapAdd: state.navigation.present(.addBook)
    case .openLink(let id, let author):
      state.navigation = Navigation(path: [.book(id: id), .author(author)])
    case .navigation(let event): state.navigation.apply(event)
    }
    return state
  }
}
