import HeadlessReactor
import ReactorTesting
import TestSupport
import XCTest

// Navigation as state written as a Swift 5 ReactorKit app writes it: the
// list's `bind(reactor:)` binds its reactor's navigation to the navigation
// controller and the user's back to the reactor. This target is in Swift 5
// language mode; it must compile with at most warnings.

enum NotesDestination: Hashable {
  case note(Int)
  case newNote
}

final class NotesReactor: Reactor {
  enum Action {
    case open(Int)
    case write
    case navigation(NavigationEvent)
  }

  struct State {
    var navigation = Navigation<NotesDestination>()
  }

  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .open(let id): state.navigation.push(.note(id))
    case .write: state.navigation.present(.newNote)
    case .navigation(let event): state.navigation.apply(event)
    }
    return state
  }
}

final class NotesViewController: ViewController, View {
  var disposeBag = DisposeBag()

  func bind(reactor: NotesReactor) {
    guard let navigationController = navigationController else { return }
    reactor.state.map(\.navigation)
      .bind(
        to: navigationController.rx.navigation { [unowned self] destination in
          self.screen(for: destination)
        }
      )
      .disposed(by: disposeBag)
    navigationController.rx.navigationEvent
      .map(NotesReactor.Action.navigation)
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
  }

  func screen(for destination: NotesDestination) -> ViewController {
    let screen = ViewController()
    switch destination {
    case .note(let id): screen.title = "Note \(id)"
    case .newNote: screen.title = "New note"
    }
    return screen
  }
}

/// Synchronous, nonisolated tests, as Swift 5 code writes them.
final class NavigationSwift5Tests: ScreenTestCase {
  func test_theNavigationStateDrivesTheScreenAndTheUsersBackReachesIt() {
    let notes = NotesViewController()
    notes.title = "Notes"
    let navigation = NavigationController(rootViewController: notes)
    let window = Window(rootViewController: navigation)
    window.makeKeyAndVisible()
    let reactor = NotesReactor()
    notes.reactor = reactor

    reactor.action.onNext(.open(1))
    reactor.action.onNext(.write)
    XCTAssertEqual(navigation.render(), "# New note")

    navigation.presentedViewController?.swipeDownToDismiss()
    navigation.tapBackButton()

    XCTAssertEqual(reactor.currentState.navigation, Navigation())
    XCTAssertEqual(navigation.render(), "# Notes")
  }
}
