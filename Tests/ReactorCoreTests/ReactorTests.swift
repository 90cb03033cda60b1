import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ReactorTests: XCTestCase {
  func test_plainFinalClassWithInitialStateMutateAndReduceProcessesActions() {
    let reactor = ProfileReactor()
    var names: [String] = []
    let subscription = reactor.state.subscribe(onNext: { names.append($0.name) })
    defer { subscription.dispose() }

    reactor.action.onNext(.rename("Bob"))
    reactor.action.onNext(.birthday)

    XCTAssertEqual(names, ["Ann", "Bob", "Bob"])
    XCTAssertEqual(reactor.currentState, ProfileReactor.State(name: "Bob", age: 31))
  }

  func test_defaultMutateEmitsTheActionAsMutationWhenActionEqualsMutation() {
    let reactor = ClassicCounterReactor()

    XCTAssertEqual(reactor.mutate(action: .decrease).knownElementsForTest, [.decrease])
    reactor.action.onNext(.increase)
    reactor.action.onNext(.increase)
    reactor.action.onNext(.decrease)

    XCTAssertEqual(reactor.currentState.count, 1)
  }

  func test_defaultReduceReturnsTheStateUnchanged() {
    let reactor = DefaultsOnlyReactor()
    var states: [DefaultsOnlyReactor.State] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }

    XCTAssertEqual(reactor.reduce(state: .init(value: 3), mutation: .ping), .init(value: 3))
    reactor.action.onNext(.ping)

    XCTAssertEqual(states, [.init(value: 7), .init(value: 7)])
    XCTAssertEqual(reactor.currentState, .init(value: 7))
  }

  func test_defaultTransformsReturnTheirInputUnchanged() {
    let reactor = ClassicCounterReactor()
    let actions = PublishSubject<ClassicCounterReactor.Action>().asObservable()
    let states = PublishSubject<ClassicCounterReactor.State>().asObservable()

    XCTAssertTrue(reactor.transform(action: actions) === actions)
    XCTAssertTrue(reactor.transform(mutation: actions) === actions)
    XCTAssertTrue(reactor.transform(state: states) === states)
  }

  func test_firstStateSubscriberReceivesInitialState() {
    let reactor = ClassicCounterReactor()
    var counts: [Int] = []

    let subscription = reactor.state.subscribe(onNext: { counts.append($0.count) })
    subscription.dispose()

    XCTAssertEqual(counts, [0])
  }

  func test_stateReplaysLatestStateToEveryNewSubscriber() {
    let reactor = ClassicCounterReactor()
    let first = reactor.state.subscribe(onNext: { _ in })
    defer { first.dispose() }
    reactor.action.onNext(.increase)
    reactor.action.onNext(.increase)

    var second: [Int] = []
    var third: [Int] = []
    let secondSubscription = reactor.state.subscribe(onNext: { second.append($0.count) })
    let thirdSubscription = reactor.state.subscribe(onNext: { third.append($0.count) })
    defer {
      secondSubscription.dispose()
      thirdSubscription.dispose()
    }

    XCTAssertEqual(second, [2])
    XCTAssertEqual(third, [2])
  }

  func test_everySubscriberReceivesEveryLaterStateInOrder() {
    let reactor = ClassicCounterReactor()
    var first: [Int] = []
    var second: [Int] = []
    let bag = DisposeBag()
    reactor.state.subscribe(onNext: { first.append($0.count) }).disposed(by: bag)
    reactor.state.subscribe(onNext: { second.append($0.count) }).disposed(by: bag)

    reactor.action.onNext(.increase)
    reactor.action.onNext(.increase)
    reactor.action.onNext(.decrease)

    XCTAssertEqual(first, [0, 1, 2, 1])
    XCTAssertEqual(second, [0, 1, 2, 1])
  }

  func test_currentStateIsInitialStateBeforeAnyAction() {
    let reactor = ProfileReactor()

    XCTAssertEqual(reactor.currentState, reactor.initialState)
    XCTAssertEqual(reactor.currentState, ProfileReactor.State(name: "Ann", age: 30))
  }

  func test_currentStateIsUpdatedBeforeStateSubscribersSeeTheNewState() {
    let reactor = ClassicCounterReactor()
    var mismatches: [String] = []
    var delivered = 0
    let subscription = reactor.state.subscribe(onNext: { state in
      delivered += 1
      if reactor.currentState != state {
        mismatches.append("delivered \(state.count), current \(reactor.currentState.count)")
      }
    })
    defer { subscription.dispose() }

    for _ in 0..<5 { reactor.action.onNext(.increase) }

    XCTAssertEqual(delivered, 6)
    XCTAssertEqual(mismatches, [])
  }

  func test_stateSubscriberDisposedStopsReceivingStates() {
    let reactor = ClassicCounterReactor()
    var counts: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { counts.append($0.count) })

    reactor.action.onNext(.increase)
    subscription.dispose()
    reactor.action.onNext(.increase)

    XCTAssertEqual(counts, [0, 1])
    XCTAssertEqual(reactor.currentState.count, 2)
  }

  func test_stateRecordedWithTestableObserverShowsEachStateInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ClassicCounterReactor()
    let observer = scheduler.createObserver(Int.self)
    let subscription = reactor.state.map(\.count).subscribe(observer)
    defer { subscription.dispose() }

    scheduler.scheduleAt(10) { reactor.action.onNext(.increase) }
    scheduler.scheduleAt(20) { reactor.action.onNext(.decrease) }
    scheduler.start()

    XCTAssertEqual(observer.events, [.next(0, 0), .next(10, 1), .next(20, 0)])
  }
}

extension Observable {
  /// The elements this observable emits synchronously when subscribed.
  fileprivate var knownElementsForTest: [Element] {
    var elements: [Element] = []
    _ = subscribe(onNext: { elements.append($0) })
    return elements
  }
}

/// A reactor whose `Action` differs from its `Mutation` and that does not
/// implement `mutate`.
private final class NoMutateReactor: Reactor {
  enum Action { case tap }
  enum Mutation { case set(Int) }
  struct State { var value = 0 }
  let initialState = State()
}

/// A cell reactor compared by identity.
private final class ItemReactor: Reactor, IdentityHashable {
  typealias Action = NoAction
  struct State { var title: String }
  let initialState: State
  init(_ title: String) { initialState = State(title: title) }
}

/// A screen state holding cell reactors, `Equatable` with no hand-written `==`.
private struct ScreenState: Equatable {
  var items: [ItemReactor]
}

/// Details where ReactorKit users rely on ReactorKit's exact behaviour.
final class ReactorKitParityTests: XCTestCase {
  func test_stateIsTheSameObservableOnEveryAccess() {
    let reactor = ClassicCounterReactor()
    XCTAssertTrue(reactor.state === reactor.state)
  }

  func test_defaultMutateOfAReactorWhoseActionIsNotItsMutationEmitsNothing() {
    let reactor = NoMutateReactor()
    var states: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0.value) })
    reactor.action.onNext(.tap)
    XCTAssertEqual(states, [0])
    subscription.dispose()
  }

  func test_identityEquatableReactorsAreEqualOnlyToThemselves() {
    let first = ItemReactor("a")
    let twin = ItemReactor("a")
    XCTAssertEqual(first, first)
    XCTAssertNotEqual(first, twin)
    XCTAssertEqual(ScreenState(items: [first]), ScreenState(items: [first]))
    XCTAssertNotEqual(ScreenState(items: [first]), ScreenState(items: [twin]))
    XCTAssertEqual(Set([first, first, twin]).count, 2)
  }
}

final class NoActionTests: XCTestCase {
  func test_noActionIsNever() {
    XCTAssertTrue(NoAction.self == Never.self)
  }

  func test_noActionCellReactorCurrentStateIsItsModel() {
    let reactor = MainCellReactor(Main(message: "Buy milk", isDone: false))

    XCTAssertEqual(reactor.currentState, Main(message: "Buy milk", isDone: false))
  }

  func test_noActionCellReactorStateReplaysItsModelToEverySubscriber() {
    let reactor = MainCellReactor(Main(message: "Walk", isDone: true))
    var first: [Main] = []
    var second: [Main] = []

    let bag = DisposeBag()
    reactor.state.subscribe(onNext: { first.append($0) }).disposed(by: bag)
    reactor.state.subscribe(onNext: { second.append($0) }).disposed(by: bag)

    XCTAssertEqual(first, [Main(message: "Walk", isDone: true)])
    XCTAssertEqual(second, [Main(message: "Walk", isDone: true)])
    XCTAssertEqual(reactor.currentState, Main(message: "Walk", isDone: true))
  }

  func test_noActionCellReactorActionSubjectIgnoresTerminalEvents() {
    let reactor = MainCellReactor(Main(message: "Read", isDone: false))

    reactor.action.onError(TestError.boom)
    reactor.action.onCompleted()

    XCTAssertEqual(reactor.currentState.message, "Read")
  }

  func test_neverActionCellReactorWorksLikeNoAction() {
    let reactor = NeverCellReactor(Main(message: "Cook", isDone: true))
    var states: [Main] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }

    XCTAssertEqual(states, [Main(message: "Cook", isDone: true)])
    XCTAssertEqual(reactor.currentState, Main(message: "Cook", isDone: true))
  }

  func test_manyCellReactorsKeepTheirOwnModels() {
    let reactors = (0..<200).map {
      MainCellReactor(Main(message: "item \($0)", isDone: $0 % 2 == 0))
    }
    var seen: [String] = []
    let bag = DisposeBag()
    for reactor in reactors {
      reactor.state.subscribe(onNext: { seen.append($0.message) }).disposed(by: bag)
    }

    XCTAssertEqual(seen, (0..<200).map { "item \($0)" })
    XCTAssertEqual(reactors.map(\.currentState.isDone), (0..<200).map { $0 % 2 == 0 })
  }
}
