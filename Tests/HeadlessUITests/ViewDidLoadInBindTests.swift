import Foundation
import HeadlessUI
import ReactorCore
import Streams
import TestSupport
import XCTest

private final class FeedReactor: Reactor {
  enum Action { case load }
  struct State { var loads = 0 }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    state.loads += 1
    return state
  }
}

/// A controller whose `bind(reactor:)` touches its view first (to add a
/// subview), which loads it, and then asks for `rx.viewDidLoad`.
private final class FeedViewController: ViewController, View {
  var disposeBag = DisposeBag()
  let countLabel = Label()

  func bind(reactor: FeedReactor) {
    view.addSubview(countLabel)
    rx.viewDidLoad.map { FeedReactor.Action.load }.bind(to: reactor.action)
      .disposed(by: disposeBag)
    reactor.state.map { "loaded \($0.loads)×" }.bind(to: countLabel.rx.text)
      .disposed(by: disposeBag)
  }
}

/// `loadViewIfNeeded()` (or reading `view`) inside
/// `bind(reactor:)` used to fire `rx.viewDidLoad` before the binding that
/// turns it into an action existed, losing the action without a word.
@MainActor
final class ViewDidLoadInBindTests: ScreenTestCase {
  func test_aViewLoadedInsideBindStillSendsTheViewDidLoadAction() async {
    let screen = FeedViewController()

    screen.reactor = FeedReactor()

    XCTAssertEqual(screen.reactor?.currentState.loads, 1)
    XCTAssertEqual(screen.render(), "loaded 1×")
  }

  func test_loadViewIfNeededInsideBindSendsTheActionOnceAndLaterBindsDoNotRepeatIt() async {
    let screen = FeedViewController()
    screen.reactor = FeedReactor()

    screen.loadViewIfNeeded()
    let second = FeedReactor()
    screen.reactor = second

    // The view loads once: the second reactor's binding never sees a load.
    XCTAssertEqual(second.currentState.loads, 0)
    XCTAssertEqual(screen.render(), "loaded 0×")
  }

  func test_aViewLoadedBeforeTheReactorIsSetDoesNotFireAgain() async {
    let screen = FeedViewController()
    screen.loadViewIfNeeded()

    screen.reactor = FeedReactor()

    XCTAssertEqual(screen.reactor?.currentState.loads, 0)
  }
}
