import HeadlessReactor

enum ContactsDestination: Hashable, Sendable {
  case contact(id: Int)
  case newContact
}

final class ContactsReactor: Reactor {
  enum Action {
    case open(id: Int)
    case add
    case navigation(NavigationEvent)
  }
  struct State {
    var navigation = Navigation<ContactsDestination>()
  }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .open(let id): state.navigation.push(.contact(id: id))
    case .add: state.navigation.present(.newContact)
    case .navigation(let event): state.navigation.apply(event)  // the user's back or dismiss
    }
    return state
  }
}

final class ContactsViewController: ViewController, View {
  var disposeBag = DisposeBag()

  func bind(reactor: ContactsReactor) {
    guard let navigationController else { return }
    reactor.state.map(\.navigation)
      .bind(
        to: navigationController.rx.navigation { [unowned self] destination in
          self.screen(for: destination)
        }
      )
      .disposed(by: disposeBag)
    navigationController.rx.navigationEvent
      .map(Reactor.Action.navigation)
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
  }

  /// A new screen (with its own reactor, in an app) for `destination`.
  func screen(for destination: ContactsDestination) -> ViewController {
    let screen = ViewController()
    switch destination {
    case .contact(let id): screen.title = "Contact \(id)"
    case .newContact: screen.title = "New contact"
    }
    return screen
  }
}
