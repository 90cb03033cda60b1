import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import Testing
import XCTest

/// A view declaring only `disposeBag` and `bind(reactor:)`: shows its
/// reactor's title and count, and sends `increase` on each tap of `+`.
private final class CountView: HeadlessView, View {
  var disposeBag = DisposeBag()
  let label = Label()
  let plus = Button(title: "+")
  var bindCount = 0
  var bagWasNewWhenBinding: [Bool] = []
  private weak var previousBag: DisposeBag?

  override init() {
    super.init()
    addSubview(label)
    addSubview(plus)
  }

  required init?(coder: NSCoder) { nil }

  func bind(reactor: CountReactor) {
    bindCount += 1
    bagWasNewWhenBinding.append(previousBag !== disposeBag)
    previousBag = disposeBag
    plus.rx.tap.map { CountReactor.Action.increase }.bind(to: reactor.action)
      .disposed(by: disposeBag)
    reactor.state.map { "\($0.title): \($0.count)" }.bind(to: label.rx.text)
      .disposed(by: disposeBag)
  }
}

/// The same, adopting the protocol by its newer name.
private final class NewNameView: HeadlessView, ReactorView {
  var disposeBag = DisposeBag()
  var bound: [String] = []
  func bind(reactor: CountReactor) { bound.append(reactor.currentState.title) }
}

/// A controller that binds its reactor only once its view has loaded.
private final class DeferredController: ViewController, DeferredReactorView {
  var disposeBag = DisposeBag()
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad")
  }

  func bind(reactor: CountReactor) {
    log.append("bind \(reactor.currentState.title) loaded=\(isViewLoaded)")
    rx.viewDidLoad
      .subscribe(onNext: { [weak self] in self?.log.append("rx.viewDidLoad") })
      .disposed(by: disposeBag)
  }
}

/// A controller adopting `View`: binds at once, view loaded or not.
private final class ImmediateController: ViewController, View {
  var disposeBag = DisposeBag()
  var log: [String] = []
  func bind(reactor: CountReactor) { log.append("bind loaded=\(isViewLoaded)") }
}

@MainActor
final class ViewTests: ScreenTestCase {
  /// A view given a reactor "A", then a reactor "B".
  private func viewGivenTwoReactors() -> (CountView, first: CountReactor, second: CountReactor) {
    let view = CountView()
    let first = CountReactor(title: "A")
    let second = CountReactor(title: "B")
    view.reactor = first
    view.reactor = second
    return (view, first, second)
  }

  func test_assigningAReactorReplacesTheDisposeBagThenBinds() async {
    let (view, _, second) = viewGivenTwoReactors()

    XCTAssertEqual(view.bindCount, 2)
    XCTAssertEqual(view.bagWasNewWhenBinding, [true, true])
    XCTAssertTrue(view.reactor === second)
    XCTAssertEqual(view.label.text, "B: 0")
  }

  func test_anOldReactorsStateNoLongerReachesTheViewAfterANewOneIsAssigned() async {
    let (view, first, second) = viewGivenTwoReactors()

    first.action.onNext(.increase)
    first.action.onNext(.rename("old"))

    XCTAssertEqual(first.currentState.count, 1)
    XCTAssertEqual(view.label.text, "B: 0")
    second.action.onNext(.increase)
    XCTAssertEqual(view.label.text, "B: 1")
  }

  func test_assigningNilDropsTheBindings() async {
    let view = CountView()
    let reactor = CountReactor(title: "A")
    view.reactor = reactor

    view.reactor = nil
    reactor.action.onNext(.increase)

    XCTAssertNil(view.reactor)
    XCTAssertEqual(view.label.text, "A: 0")
    XCTAssertEqual(view.bindCount, 1)
  }

  func test_reactorViewIsTheSameProtocol() async {
    let view = NewNameView()

    view.reactor = CountReactor(title: "new name")

    XCTAssertEqual(view.bound, ["new name"])
  }

  func test_aViewControllerAdoptingViewBindsAtOnce() async {
    let controller = ImmediateController()

    controller.reactor = CountReactor(title: "A")

    XCTAssertEqual(controller.log, ["bind loaded=false"])
  }

  func test_deferredReactorViewBindsTheLastReactorOnceAfterViewDidLoad() async {
    let controller = DeferredController()
    controller.reactor = CountReactor(title: "first")
    controller.reactor = CountReactor(title: "last")
    XCTAssertEqual(controller.log, [])

    controller.loadViewIfNeeded()
    controller.loadViewIfNeeded()

    XCTAssertEqual(
      controller.log, ["viewDidLoad", "bind last loaded=true", "rx.viewDidLoad"])
    XCTAssertEqual(controller.reactor?.currentState.title, "last")
  }

  func test_deferredReactorViewBindsAtOnceWhenTheViewIsLoaded() async {
    let controller = DeferredController()
    controller.loadViewIfNeeded()

    controller.reactor = CountReactor(title: "late")

    XCTAssertEqual(controller.log, ["viewDidLoad", "bind late loaded=true"])
  }

  func test_deferredReactorViewAssignedNilBeforeLoadingNeverBinds() async {
    let controller = DeferredController()
    controller.reactor = CountReactor(title: "dropped")

    controller.reactor = nil
    controller.loadViewIfNeeded()

    XCTAssertEqual(controller.log, ["viewDidLoad"])
  }
}

private final class FeedReactor: Reactor {
  enum Action { case load }
  struct State { var loads = 0 }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State { State(loads: state.loads + 1) }
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

/// A to-do list's logic: items added from anywhere, some done.
private final class TodoListReactor: Reactor {
  enum Action { case add(String, done: Bool) }
  struct State { var items: [(title: String, done: Bool)] = [] }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    if case .add(let title, let done) = mutation { state.items.append((title, done)) }
    return state
  }
}

/// A summary of the list, bound as ReactorKit views write it: the state
/// mapped in `bind(reactor:)` by a closure with a closure inside.
private final class TodoSummaryView: HeadlessView, ReactorView {
  var disposeBag = DisposeBag()
  let summary = Label()

  override init() {
    super.init()
    addSubview(summary)
  }

  required init?(coder: NSCoder) { nil }

  func bind(reactor: TodoListReactor) {
    // Observed on the main scheduler: the closures below are main-actor code.
    reactor.state.observe(on: MainScheduler.instance)
      .map { state in "\(state.items.filter { !$0.done }.count) to do" }
      .bind(to: summary.rx.text)
      .disposed(by: disposeBag)
  }
}

/// What a ``TodoSummaryView`` shows after three items were added from a
/// background thread.
@MainActor
private func summaryAfterItemsFromABackgroundThread() async -> String {
  let view = TodoSummaryView()
  let reactor = TodoListReactor()
  view.reactor = reactor
  let action = reactor.action
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    Thread.detachNewThread {
      action.onNext(.add("milk", done: false))
      action.onNext(.add("bread", done: true))
      action.onNext(.add("eggs", done: false))
      DispatchQueue.main.async { done.resume() }
    }
  }
  return view.render()
}

@MainActor @Suite(.viewWarningsFailTests) struct ViewSwiftTestingTests {
  @Test func aReactorViewShowsItsReactorAndTapsReachIt() {
    let view = CountView()
    let reactor = CountReactor(title: "Taps")
    view.reactor = reactor

    view.plus.tap()
    view.plus.tap()

    #expect(view.render() == "Taps: 2\n[+]")
  }

  @Test func aNewReactorReplacesTheOldOnesBindings() {
    let view = CountView()
    let first = CountReactor(title: "A")
    let second = CountReactor(title: "B")
    view.reactor = first
    view.reactor = second

    first.action.onNext(.rename("old"))
    view.plus.tap()

    #expect(view.render() == "B: 1\n[+]")
    #expect(first.currentState.count == 0)
  }

  @Test func aViewWhoseReactorIsRemovedKeepsItsLastScreen() {
    let view = CountView()
    let reactor = CountReactor(title: "A")
    view.reactor = reactor

    view.reactor = nil
    reactor.action.onNext(.increase)
    view.plus.tap()

    #expect(view.render() == "A: 0\n[+]")
    #expect(reactor.currentState.count == 1)
  }

  @Test func aDeferredReactorViewBindsTheLastReactorWhenItsViewLoads() {
    let inbox = InboxViewController()
    inbox.reactor = InboxReactor(stored: ["first"])
    inbox.reactor = InboxReactor(stored: ["last"])
    #expect(!inbox.isViewLoaded)

    inbox.loadViewIfNeeded()

    #expect(
      inbox.render() == inboxRender(unread: 1, messages: ["last >"]))
  }

  @Test func aDeferredReactorViewAssignedAfterLoadingBindsAtOnce() {
    let inbox = InboxViewController()
    inbox.loadViewIfNeeded()

    inbox.reactor = InboxReactor(stored: ["late"])
    inbox.reactor?.action.onNext(.load)

    #expect(inbox.render() == inboxRender(unread: 1, messages: ["late >"]))
  }

  /// A closure formed in `bind(reactor:)` is main-actor code in Swift 6; a
  /// state sent from a background thread would run it there, and a closure
  /// nested in it (`filter`'s) checks its isolation and stops the process
  /// (SIGILL, `dispatch_assert_queue`). Observed on the main scheduler, as
  /// the README says, the state reaches it on the main queue. Run in a child
  /// process so that a crash fails this test only.
  @Test func aStateObservedOnTheMainSchedulerSurvivesActionsFromABackgroundThread() async {
    await #expect(processExitsWith: .success) {
      let shown = await summaryAfterItemsFromABackgroundThread()
      if shown != "2 to do" { exit(EXIT_FAILURE) }
    }
  }
}
