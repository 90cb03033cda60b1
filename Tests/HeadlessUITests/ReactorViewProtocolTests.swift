import Foundation
import HeadlessUI
import ReactorCore
import Streams
import TestSupport
import XCTest

/// A reactor with a real action and state: a titled counter.
private final class CountReactor: Reactor {
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

/// A view declaring only `disposeBag` and `bind(reactor:)`.
private final class CountView: HeadlessView, View {
  var disposeBag = DisposeBag()
  let label = Label()
  var bindCount = 0
  var bagWasNewWhenBinding: [Bool] = []
  private weak var previousBag: DisposeBag?

  func bind(reactor: CountReactor) {
    bindCount += 1
    bagWasNewWhenBinding.append(previousBag !== disposeBag)
    previousBag = disposeBag
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
final class ReactorViewProtocolTests: ScreenTestCase {
  func test_assigningAReactorReplacesTheDisposeBagThenBinds() async {
    let view = CountView()
    let first = CountReactor(title: "A")
    let second = CountReactor(title: "B")

    view.reactor = first
    view.reactor = second

    XCTAssertEqual(view.bindCount, 2)
    XCTAssertEqual(view.bagWasNewWhenBinding, [true, true])
    XCTAssertTrue(view.reactor === second)
    XCTAssertEqual(view.label.text, "B: 0")
  }

  func test_anOldReactorsStateNoLongerReachesTheViewAfterANewOneIsAssigned() async {
    let view = CountView()
    let first = CountReactor(title: "A")
    let second = CountReactor(title: "B")
    view.reactor = first
    view.reactor = second

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
