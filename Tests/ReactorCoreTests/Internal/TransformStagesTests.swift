import ReactorCore
import ReactorTesting
import Streams
import XCTest

/// Transforms its actions with the function it is made with, logs what
/// `mutate` gets and appends each mutation to its state.
private final class ActionTransformingReactor: Reactor {
  typealias Action = String
  typealias Mutation = String
  typealias State = [String]

  let initialState: [String] = []
  let mutated = Log<String>()
  private let transformActions: (Observable<String>) -> Observable<String>

  init(_ transformActions: @escaping (Observable<String>) -> Observable<String>) {
    self.transformActions = transformActions
  }

  /// Drops actions starting with `#` and upper-cases the others.
  convenience init() {
    self.init { $0.filter { !$0.hasPrefix("#") }.map { $0.uppercased() } }
  }

  /// Upper-cases actions only when `shouts` is set: reactors of one type
  /// whose transforms differ per instance.
  convenience init(shouts: Bool) {
    if shouts {
      self.init { $0.map { $0.uppercased() } }
    } else {
      self.init { $0 }
    }
  }

  func transform(action: Observable<String>) -> Observable<String> {
    transformActions(action)
  }

  func mutate(action: String) -> Observable<String> {
    mutated.append(action)
    return .just(action)
  }

  func reduce(state: [String], mutation: String) -> [String] {
    state + [mutation]
  }
}

/// Counts its `transform` calls and reads its input inside them, returning
/// the inputs unchanged (ReactorKit's identity).
private final class PeekingReactor: Reactor {
  typealias Action = Int
  typealias Mutation = Int
  typealias State = Int

  let initialState = 7
  let calls = Log<String>()
  let peeked = Log<Int>()
  let bag = DisposeBag()

  func transform(action: Observable<Int>) -> Observable<Int> {
    calls.append("action")
    return action
  }

  func transform(mutation: Observable<Int>) -> Observable<Int> {
    calls.append("mutation")
    return mutation
  }

  func transform(state: Observable<Int>) -> Observable<Int> {
    calls.append("state")
    state.take(1).subscribe(onNext: { [peeked] in peeked.append($0) }).disposed(by: bag)
    return state
  }

  func mutate(action: Int) -> Observable<Int> { .just(action) }

  func reduce(state: Int, mutation: Int) -> Int { state + mutation }
}

/// Merges a global stream of mutations into its own.
private final class GlobalMutationReactor: Reactor {
  typealias Action = String
  typealias Mutation = String
  typealias State = [String]

  let initialState: [String] = []
  let global: PublishSubject<String>

  init(global: PublishSubject<String>) {
    self.global = global
  }

  func transform(mutation: Observable<String>) -> Observable<String> {
    .merge(mutation, global.asObservable())
  }

  func reduce(state: [String], mutation: String) -> [String] {
    state + [mutation]
  }
}

/// Derives `label` from `count` in `transform(state:)`.
private final class StateTransformReactor: Reactor {
  enum Action {
    case increase
  }

  struct State: Equatable {
    var count = 0
    var label = ""
  }

  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    state.count += 1
    return state
  }

  func transform(state: Observable<State>) -> Observable<State> {
    state.map { state in
      var state = state
      state.label = "count: \(state.count)"
      return state
    }
  }
}

/// Logs what `mutate` sees in `currentState`, and sends `B` from the reduce
/// of `A`; its `transform(state:)` passes states through a `map`.
private final class ReadingTransformedReactor: Reactor {
  typealias Action = String
  typealias State = [String]

  let initialState: [String] = []
  let log = Log<String>()

  func mutate(action: String) -> Observable<String> {
    log.append("mutate \(action) sees \(currentState)")
    return .just(action)
  }

  func reduce(state: [String], mutation: String) -> [String] {
    log.append("reduce \(mutation)")
    if mutation == "A" { action.onNext("B") }
    return state + [mutation]
  }

  func transform(state: Observable<[String]>) -> Observable<[String]> {
    state.map { $0 }
  }
}

final class TransformStagesTests: XCTestCase {
  func test_whetherATransformAppliesIsDecidedPerReactorNotPerType() {
    // The first reactor of the type returns its input; the next ones must
    // still have their transforms applied (and the other way round).
    let quiet = ActionTransformingReactor(shouts: false)
    let loud = ActionTransformingReactor(shouts: true)
    let quietAgain = ActionTransformingReactor(shouts: false)
    for reactor in [quiet, loud, quietAgain] { reactor.action.onNext("hi") }
    XCTAssertEqual(quiet.currentState, ["hi"])
    XCTAssertEqual(loud.currentState, ["HI"])
    XCTAssertEqual(quietAgain.currentState, ["hi"])
  }

  func test_eachTransformIsCalledOnceWithAnInputThatWorks() {
    // An identity transform that reads its input (here the state input's
    // current value) sees the real input, and is asked exactly once.
    let reactor = PeekingReactor()
    reactor.action.onNext(1)
    reactor.action.onNext(2)
    XCTAssertEqual(reactor.calls.entries, ["action", "mutation", "state"])
    XCTAssertEqual(reactor.peeked.entries, [7])
    XCTAssertEqual(reactor.currentState, 10)
  }

  func test_transformActionFilterDropsActionsBeforeMutate() {
    let reactor = ActionTransformingReactor()

    reactor.action.onNext("a")
    reactor.action.onNext("#hidden")
    reactor.action.onNext("b")

    XCTAssertEqual(reactor.mutated.entries, ["A", "B"])
    XCTAssertEqual(reactor.currentState, ["A", "B"])
  }

  func test_transformActionMapRewritesActionsBeforeMutate() {
    let reactor = ActionTransformingReactor()

    reactor.action.onNext("hello")

    XCTAssertEqual(reactor.mutated.entries, ["HELLO"])
  }

  func test_transformActionWithVirtualDelayProcessesActionsLater() {
    let scheduler = TestScheduler(initialClock: 0)
    // Every action is delayed by one second of virtual time.
    let reactor = ActionTransformingReactor { $0.delay(.seconds(1), scheduler: scheduler) }

    reactor.action.onNext("x")
    XCTAssertEqual(reactor.currentState, [])
    scheduler.advance(by: 1)

    XCTAssertEqual(reactor.currentState, ["x"])
  }

  func test_reentrantActionFromSubscriberWithTransformActionIsProcessedAfterCurrentOne() {
    let reactor = ActionTransformingReactor()
    var seen: [[String]] = []
    let subscription = reactor.state.subscribe(onNext: { [weak reactor] state in
      seen.append(state)
      if state == ["FIRST"] { reactor?.action.onNext("second") }
    })
    defer { subscription.dispose() }

    reactor.action.onNext("first")

    XCTAssertEqual(seen, [[], ["FIRST"], ["FIRST", "SECOND"]])
    XCTAssertEqual(reactor.mutated.entries, ["FIRST", "SECOND"])
  }

  func test_transformMutationMergesAGlobalMutationStream() {
    let global = PublishSubject<String>()
    let reactor = GlobalMutationReactor(global: global)
    var states: [[String]] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }

    reactor.action.onNext("local")
    global.onNext("global")
    reactor.action.onNext("local again")

    XCTAssertEqual(
      states, [[], ["local"], ["local", "global"], ["local", "global", "local again"]])
  }

  func test_globalMutationsMergedByTransformMutationReachEveryReactor() {
    let global = PublishSubject<String>()
    let first = GlobalMutationReactor(global: global)
    let second = GlobalMutationReactor(global: global)
    let bag = DisposeBag()
    first.state.subscribe(onNext: { _ in }).disposed(by: bag)
    second.state.subscribe(onNext: { _ in }).disposed(by: bag)

    global.onNext("logout")

    XCTAssertEqual(first.currentState, ["logout"])
    XCTAssertEqual(second.currentState, ["logout"])
  }

  func test_globalMutationsAndActionsFromManyThreadsAreAllReduced() {
    let global = PublishSubject<String>()
    let reactor = GlobalMutationReactor(global: global)
    _ = reactor.action

    concurrently(4) { thread in
      for index in 0..<500 {
        if thread % 2 == 0 {
          reactor.action.onNext("action \(thread).\(index)")
        } else {
          global.onNext("global \(thread).\(index)")
        }
      }
    }

    XCTAssertEqual(reactor.currentState.count, 2_000)
    XCTAssertEqual(Set(reactor.currentState).count, 2_000)
  }

  func test_transformStateMapsEveryStateSubscribersSee() {
    let reactor = StateTransformReactor()
    var labels: [String] = []
    let subscription = reactor.state.subscribe(onNext: { labels.append($0.label) })
    defer { subscription.dispose() }

    reactor.action.onNext(.increase)
    reactor.action.onNext(.increase)

    XCTAssertEqual(labels, ["count: 0", "count: 1", "count: 2"])
  }

  func test_currentStateReflectsTheTransformedState() {
    let reactor = StateTransformReactor()
    let subscription = reactor.state.subscribe(onNext: { _ in })
    defer { subscription.dispose() }

    reactor.action.onNext(.increase)

    XCTAssertEqual(reactor.currentState, .init(count: 1, label: "count: 1"))
  }

  func test_currentStateReflectsTheTransformedStateWithoutAnySubscriber() {
    let reactor = StateTransformReactor()

    reactor.action.onNext(.increase)
    reactor.action.onNext(.increase)

    XCTAssertEqual(reactor.currentState, .init(count: 2, label: "count: 2"))
  }

  func test_currentStateEqualsTheTransformedStateDeliveredToSubscribers() {
    let reactor = StateTransformReactor()
    var mismatches = 0
    let subscription = reactor.state.subscribe(onNext: { state in
      if reactor.currentState != state { mismatches += 1 }
    })
    defer { subscription.dispose() }

    for _ in 0..<5 { reactor.action.onNext(.increase) }

    XCTAssertEqual(mismatches, 0)
    XCTAssertEqual(reactor.currentState.label, "count: 5")
  }

  func test_actionQueuedDuringReduceSeesTheTransformedStateOfThePreviousActionInMutate() {
    // Guards a bug: with `transform(state:)` overridden, the transformed
    // state was published through the queue, after the queued action ran.
    let reactor = ReadingTransformedReactor()

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries,
      ["mutate A sees []", "reduce A", "mutate B sees [\"A\"]", "reduce B"])
  }

  func test_transformedStateIsPublishedBeforeTheNextQueuedActionIsProcessed() {
    let reactor = ReadingTransformedReactor()
    let subscription = reactor.state.subscribe(onNext: { [log = reactor.log] in
      log.append("state \($0)")
    })
    defer { subscription.dispose() }

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries,
      [
        "state []", "mutate A sees []", "reduce A", "state [\"A\"]", "mutate B sees [\"A\"]",
        "reduce B", "state [\"A\", \"B\"]",
      ])
  }
}
