import Foundation
import HeadlessUI
import ReactorCore
import Streams

// A mail screen whose reactor's state holds its navigation, bound the
// ReactorKit way, for the navigation binding's tests (XCTest and Swift
// Testing).

/// Where the mail screen navigates.
enum MailPlace: Hashable, Sendable {
  case message(Int)
  case settings
  case compose
  /// A screen that, once shown, opens message 99 through the mail
  /// reactor (a state arriving while the binding applies another).
  case redirect
}

/// The mail screen's reactor: opens, presents and pops, and applies the
/// user's backs and dismissals (unless told to ignore them).
final class MailReactor: Reactor {
  enum Action: Equatable, Sendable {
    case open(Int)
    case openSettings
    case compose
    case closeCompose
    case show(Navigation<MailPlace>)
    case pop(count: Int)
    case popToRoot
    case rename(String)
    case navigation(NavigationEvent)
    /// Opens the message after `openDelay` on the scheduler.
    case openLater(Int)
  }

  enum Mutation: Equatable {
    case push(MailPlace)
    case present(MailPlace)
    case dismiss
    case set(Navigation<MailPlace>)
    case pop(count: Int)
    case popToRoot
    case rename(String)
    case navigation(NavigationEvent)
  }

  struct State: Equatable {
    var title = "Mail"
    var navigation = Navigation<MailPlace>()
  }

  let initialState: State
  /// Whether the user's backs and dismissals are ignored.
  let ignoresNavigationEvents: Bool
  let scheduler: SchedulerType

  init(
    navigation: Navigation<MailPlace> = Navigation(), ignoresNavigationEvents: Bool = false,
    scheduler: SchedulerType = MainScheduler.instance
  ) {
    initialState = State(navigation: navigation)
    self.ignoresNavigationEvents = ignoresNavigationEvents
    self.scheduler = scheduler
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .open(let id): return .just(.push(.message(id)))
    case .openSettings: return .just(.push(.settings))
    case .compose: return .just(.present(.compose))
    case .closeCompose: return .just(.dismiss)
    case .show(let navigation): return .just(.set(navigation))
    case .pop(let count): return .just(.pop(count: count))
    case .popToRoot: return .just(.popToRoot)
    case .rename(let title): return .just(.rename(title))
    case .navigation(let event):
      return ignoresNavigationEvents ? .empty() : .just(.navigation(event))
    case .openLater(let id):
      return Observable.just(.push(.message(id))).delay(.milliseconds(100), scheduler: scheduler)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .push(let place): state.navigation.push(place)
    case .present(let place): state.navigation.present(place)
    case .dismiss: state.navigation.dismiss()
    case .set(let navigation): state.navigation = navigation
    case .pop(let count): state.navigation.pop(count: count)
    case .popToRoot: state.navigation.popToRoot()
    case .rename(let title): state.title = title
    case .navigation(let event): state.navigation.apply(event)
    }
    return state
  }
}

/// The screen of one place, bound to its own reactor; logs its appearance
/// into the log its factory gave it.
final class PlaceViewController: ViewController, View {
  var disposeBag = DisposeBag()
  let place: MailPlace
  let bodyLabel = Label()
  private let log: NavigationLog
  /// Runs when the screen has appeared (the redirect screen's action).
  var onAppear: (() -> Void)?
  /// Runs once, when the screen is about to appear.
  var onWillAppear: (() -> Void)?

  init(place: MailPlace, log: NavigationLog) {
    self.place = place
    self.log = log
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(bodyLabel)
    log.append("\(place) loaded")
  }

  override func viewWillAppear(_ animated: Bool) {
    log.append("\(place) willAppear(\(animated))")
    let action = onWillAppear
    onWillAppear = nil
    action?()
  }

  override func viewDidAppear(_ animated: Bool) {
    log.append("\(place) didAppear(\(animated))")
    onAppear?()
  }

  override func viewWillDisappear(_ animated: Bool) {
    log.append("\(place) willDisappear(\(animated))")
  }

  override func viewDidDisappear(_ animated: Bool) {
    log.append("\(place) didDisappear(\(animated))")
  }

  func bind(reactor: PlaceReactor) {
    reactor.state.bind(to: rx.title).disposed(by: disposeBag)
    reactor.state.map { "Showing \($0)" }.bind(to: bodyLabel.rx.text).disposed(by: disposeBag)
  }
}

/// A pushed or presented screen's own reactor.
final class PlaceReactor: Reactor {
  typealias Action = NoAction
  let initialState: String
  init(title: String) { initialState = title }
}

/// A list of what happened, in order (appearance, transitions).
@MainActor
final class NavigationLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) { entries.append(entry) }

  /// The entries since the last call, and forgets them.
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A navigation controller that logs the transitions asked of it.
final class LoggingNavigationController: NavigationController {
  let log: NavigationLog

  init(rootViewController: ViewController, log: NavigationLog) {
    self.log = log
    super.init(rootViewController: rootViewController)
  }

  required init?(coder: NSCoder) { nil }

  override func pushViewController(_ viewController: ViewController, animated: Bool) {
    log.append("push(\(Self.name(viewController)), animated: \(animated))")
    super.pushViewController(viewController, animated: animated)
  }

  override func popViewController(animated: Bool) -> ViewController? {
    log.append("pop(animated: \(animated))")
    return super.popViewController(animated: animated)
  }

  override func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    log.append(
      "set([\(controllers.map(Self.name).joined(separator: ", "))], animated: \(animated))")
    super.setViewControllers(controllers, animated: animated)
  }

  override func present(
    _ viewControllerToPresent: ViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    log.append("present(\(Self.name(viewControllerToPresent)), animated: \(flag))")
    super.present(viewControllerToPresent, animated: flag, completion: completion)
  }

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    log.append("dismiss(animated: \(flag))")
    super.dismiss(animated: flag, completion: completion)
  }

  private static func name(_ controller: ViewController) -> String {
    (controller as? PlaceViewController).map { "\($0.place)" } ?? controller.title ?? "?"
  }
}

/// The mail screen: the root of its navigation controller, which it binds
/// to its reactor's navigation as ReactorKit code would.
final class MailViewController: ViewController, View {
  var disposeBag = DisposeBag()
  let log: NavigationLog
  /// Every screen the factory made, weakly, in order.
  private(set) var made: [WeakController] = []

  init(log: NavigationLog) {
    self.log = log
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  func bind(reactor: MailReactor) {
    reactor.state.map(\.title).bind(to: rx.title).disposed(by: disposeBag)
    guard let navigationController else { return }
    let shown = navigationController.rx.navigation { [unowned self] in self.screen(for: $0) }
    reactor.state.map(\.navigation).bind(to: shown).disposed(by: disposeBag)
    let userChanges = navigationController.rx.navigationEvent.map(MailReactor.Action.navigation)
    userChanges.bind(to: reactor.action).disposed(by: disposeBag)
  }

  private func screen(for place: MailPlace) -> ViewController {
    let screen = PlaceViewController(place: place, log: log)
    let title: String
    switch place {
    case .message(let id): title = "Message \(id)"
    case .settings: title = "Settings"
    case .compose: title = "Compose"
    case .redirect: title = "Redirect"
    }
    screen.reactor = PlaceReactor(title: title)
    if place == .redirect, let reactor {
      screen.onAppear = { reactor.action.onNext(.open(99)) }
    }
    log.append("made \(place)")
    made.append(WeakController(screen))
    return screen
  }
}

/// A weak reference to a screen, and to its reactor.
@MainActor
struct WeakController {
  weak var screen: ViewController?
  weak var reactor: PlaceReactor?

  init(_ screen: PlaceViewController) {
    self.screen = screen
    reactor = screen.reactor
  }
}

/// A mail screen in a visible navigation controller, bound to `reactor`.
@MainActor
struct MailScreen {
  let log = NavigationLog()
  let window: Window
  let navigation: LoggingNavigationController
  let mail: MailViewController
  let reactor: MailReactor
  /// What `rx.navigationEvent` sent, in order.
  let events: EventRecorder

  init(reactor: MailReactor = MailReactor()) {
    self.reactor = reactor
    mail = MailViewController(log: log)
    navigation = LoggingNavigationController(rootViewController: mail, log: log)
    window = Window(rootViewController: navigation)
    window.makeKeyAndVisible()
    mail.reactor = reactor
    events = EventRecorder(navigation.rx.navigationEvent)
    _ = log.take()
  }

  /// The places the navigation controller shows above its root, bottom
  /// first.
  var shownPath: [MailPlace] {
    navigation.viewControllers.dropFirst().map { ($0 as? PlaceViewController)?.place ?? .redirect }
  }

  /// The place presented over the stack, if any.
  var shownPresented: MailPlace? {
    (navigation.presentedViewController as? PlaceViewController)?.place
  }

  /// Whether the screen shows the reactor's navigation.
  var showsTheState: Bool {
    let state = reactor.currentState.navigation
    return shownPath == state.path && shownPresented == state.presented
      && navigation.viewControllers.dropFirst().allSatisfy { $0 is PlaceViewController }
  }
}

/// Records a control event's elements.
@MainActor
final class EventRecorder {
  private(set) var events: [NavigationEvent] = []
  private let bag = DisposeBag()

  init(_ source: ControlEvent<NavigationEvent>) {
    source.subscribe(onNext: { [unowned self] in events.append($0) }).disposed(by: bag)
  }
}
