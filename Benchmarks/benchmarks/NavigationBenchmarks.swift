import HeadlessUI
import ReactorCore
import Streams

/// A screen's reactor for the navigation scenario: its title, no actions.
final class ScreenReactor: Reactor {
  typealias Action = NoAction
  let initialState: String
  init(title: String) { initialState = title }
}

/// A pushed screen bound to its own reactor, the ReactorKit way.
final class PushedScreen: ViewController, View {
  var disposeBag = DisposeBag()
  let label = Label()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(label)
  }

  func bind(reactor: ScreenReactor) {
    reactor.state.bind(to: rx.title).disposed(by: disposeBag)
    reactor.state.bind(to: label.rx.text).disposed(by: disposeBag)
  }

  /// A screen for `id`, bound to a new reactor.
  static func make(_ id: Int) -> PushedScreen {
    let screen = PushedScreen()
    screen.reactor = ScreenReactor(title: "Screen \(id)")
    return screen
  }
}

/// Owns the navigation: pushes and pops, and applies the user's events.
final class StackReactor: Reactor {
  enum Action {
    case push(Int)
    case pop
    case navigation(NavigationEvent)
  }
  struct State {
    var navigation = Navigation<Int>()
  }

  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .push(let id): state.navigation.push(id)
    case .pop: state.navigation.pop()
    case .navigation(let event): state.navigation.apply(event)
    }
    return state
  }
}

let navigationScreens = 1_000

/// Heap figures of the last `navigation.pushPop.1000` run.
@MainActor private var navigationBytes = (perScreen: 0, left: 0)
/// Heap left after the last baseline run.
@MainActor private var baselineBytesLeft = 0

/// A visible navigation controller whose root is a plain screen.
@MainActor
private func visibleNavigation() -> (NavigationController, Window) {
  let root = ViewController()
  root.title = "Root"
  let navigation = NavigationController(rootViewController: root)
  let window = Window(rootViewController: navigation)
  window.makeKeyAndVisible()
  return (navigation, window)
}

/// Pushes `navigationScreens` screens, each with its reactor, through a
/// reactor's navigation state bound to a visible navigation controller,
/// then pops them one at a time: ns per screen (push and pop). Records the
/// heap per screen at the top, and what is left once all are popped.
@MainActor
private func pushPopThroughState() -> Double {
  let (navigation, window) = visibleNavigation()
  let reactor = StackReactor()
  let bag = DisposeBag()
  reactor.state.map(\.navigation)
    .bind(to: navigation.rx.navigation { PushedScreen.make($0) })
    .disposed(by: bag)
  navigation.rx.navigationEvent.map(StackReactor.Action.navigation)
    .bind(to: reactor.action).disposed(by: bag)
  let (time, bytes) = measurePushPop(navigation) {
    for id in 1...navigationScreens { reactor.action.onNext(.push(id)) }
  } pop: {
    for _ in 1...navigationScreens { reactor.action.onNext(.pop) }
  }
  navigationBytes = bytes
  withExtendedLifetime((window, bag)) {}
  return time
}

/// The same screens pushed and popped on the navigation controller
/// directly, without state: the baseline.
@MainActor
private func pushPopDirectly() -> Double {
  let (navigation, window) = visibleNavigation()
  let (time, bytes) = measurePushPop(navigation) {
    for id in 1...navigationScreens {
      navigation.pushViewController(PushedScreen.make(id), animated: true)
    }
  } pop: {
    for _ in 1...navigationScreens { navigation.popViewController(animated: true) }
  }
  baselineBytesLeft = bytes.left
  withExtendedLifetime(window) {}
  return time
}

/// Times one push-then-pop cycle, after an untimed one that grows the
/// arrays (the stack's, the binding's) to their size, so that what is
/// left is what the screens did not give back: ns per screen, the heap per
/// screen at the top, and the bytes left after the pops.
@MainActor
private func measurePushPop(
  _ navigation: NavigationController, push: () -> Void, pop: () -> Void
) -> (time: Double, bytes: (perScreen: Int, left: Int)) {
  push()
  pop()
  StorageTable.shared.sweepAll()
  let before = allocatedBytes()
  var top = 0
  let time = nanosecondsPerOperation(operations: navigationScreens) {
    push()
    top = allocatedBytes()
    pop()
  }
  precondition(navigation.viewControllers.count == 1, "navigation.pushPop left screens")
  StorageTable.shared.sweepAll()
  return (time, ((top - before) / navigationScreens, allocatedBytes() - before))
}

func navigationScenarios() -> [Scenario] {
  [
    Scenario(
      name: "navigation.pushPop.1000", unit: "ns/screen",
      summary:
        "push then pop 1,000 screens with reactors through a reactor's Navigation state bound "
        + "with rx.navigation, per screen (baseline: the same on NavigationController directly)",
      measure: { MainActor.assumeIsolated { pushPopThroughState() } },
      baseline: { MainActor.assumeIsolated { pushPopDirectly() } },
      extra: {
        MainActor.assumeIsolated {
          [
            "bytesPerScreen": navigationBytes.perScreen,
            "bytesLeftAfterPop": navigationBytes.left,
            "baselineBytesLeftAfterPop": baselineBytesLeft,
          ]
        }
      })
  ]
}
