import ReactorCore

/// A reactor with a real action and state: a titled counter (a view's
/// reactor in the ReactorView tests, a tile's in the collection tests).
final class CountReactor: Reactor {
  enum Action {
    case increase
    case rename(String)
  }
  struct State {
    var title: String
    var count = 0
  }
  let initialState: State
  init(title: String) { initialState = State(title: title) }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .increase: state.count += 1
    case .rename(let title): state.title = title
    }
    return state
  }
}
