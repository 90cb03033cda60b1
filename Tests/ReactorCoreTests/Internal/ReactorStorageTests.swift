import Foundation
import ReactorCore
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import XCTest

/// A reactor that is an `NSObject` subclass, as `Reactor: AnyObject` allows.
private final class ObjectReactor: NSObject, Reactor {
  enum Action { case increase }
  struct State { var count = 0 }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    State(count: state.count + 1)
  }
}

/// Something in a state whose `deinit` reads its reactor's `currentState`.
private final class ReadsReactorOnDeinit: @unchecked Sendable {
  weak var reactor: ReadingStateReactor?

  deinit {
    if let reactor {
      _ = reactor.currentState
      ReadingStateReactor.deinitReads.add(1, ordering: .relaxed)
    }
  }
}

/// Each action replaces the state's object, releasing the old one.
private final class ReadingStateReactor: Reactor {
  static let deinitReads = Atomic<Int>(0)
  enum Action { case replace }
  struct State { var object = ReadsReactorOnDeinit() }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    let object = ReadsReactorOnDeinit()
    object.reactor = self
    return State(object: object)
  }
}

/// How a reactor's streams live and end: storage reached without runtime
/// internals (any class, `NSObject` subclasses included), no deadlock when a
/// released state reads its reactor, and a dead reactor's `state`
/// completing with no further use of any reactor.
final class ReactorStorageTests: XCTestCase {
  func test_reactorThatIsAnNSObjectSubclassProcessesActionsAndIsFreed() {
    weak var weakReactor: ObjectReactor?
    var shown: [Int] = []
    do {
      let reactor = ObjectReactor()
      weakReactor = reactor
      let subscription = reactor.state.subscribe(onNext: { shown.append($0.count) })
      reactor.action.onNext(.increase)
      reactor.action.onNext(.increase)
      XCTAssertEqual(reactor.currentState.count, 2)
      subscription.dispose()
    }
    XCTAssertNil(weakReactor)
    XCTAssertEqual(shown, [0, 1, 2])
  }

  func test_stateWhoseDeinitReadsCurrentStateDoesNotDeadlock() {
    let before = ReadingStateReactor.deinitReads.load(ordering: .relaxed)
    let finished = expectation(description: "actions processed")
    // On another thread, so that a deadlock fails this test instead of
    // hanging the suite.
    Thread.detachNewThread {
      let reactor = ReadingStateReactor()
      let subscription = reactor.state.subscribe(onNext: { _ in })
      for _ in 0..<3 { reactor.action.onNext(.replace) }
      subscription.dispose()
      finished.fulfill()
    }
    wait(for: [finished], timeout: 10)
    XCTAssertEqual(ReadingStateReactor.deinitReads.load(ordering: .relaxed) - before, 2)
  }

  func test_deadReactorsStateCompletesWithoutAnyFurtherUseOfReactors() {
    let completed = expectation(description: "state completed")
    var subscription: Disposable?
    do {
      let reactor = ObjectReactor()
      subscription = reactor.state.subscribe(onCompleted: { completed.fulfill() })
      reactor.action.onNext(.increase)
    }
    // Nothing else happens: the table's background sweep notices.
    wait(for: [completed], timeout: 10)
    withExtendedLifetime(subscription) {}
  }

  func test_objectCapturedByADeadReactorsUndisposedSubscriberIsFreed() {
    final class Captured {
      let onDeinit: () -> Void
      init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
      deinit { onDeinit() }
    }
    let freed = expectation(description: "captured object freed")
    var subscription: Disposable?
    do {
      let reactor = ClassicCounterReactor()
      let captured = Captured(onDeinit: { freed.fulfill() })
      subscription = reactor.state.subscribe(onNext: { _ in withExtendedLifetime(captured) {} })
    }
    // Kept by the user and never disposed, the subscription keeps nothing
    // alive once the reactor is gone.
    wait(for: [freed], timeout: 10)
    XCTAssertNotNil(subscription)
  }

  /// A reactor whose mutations come from a subject the test controls.
  final class LateReactor: Reactor {
    typealias Action = Void
    typealias Mutation = Int
    struct State { var value = 0 }
    let initialState = State()
    let mutations: PublishSubject<Int>

    init(mutations: PublishSubject<Int>) {
      self.mutations = mutations
    }

    func mutate(action: Void) -> Observable<Int> { mutations.asObservable() }

    func reduce(state: State, mutation: Int) -> State { State(value: mutation) }
  }

  func test_lateMutationAfterTheReactorIsGoneReleasesItsObservers() {
    let mutations = PublishSubject<Int>()
    var reactor: LateReactor? = LateReactor(mutations: mutations)
    weak let weakReactor = reactor
    weak var weakWatched: Tracked?
    do {
      let watched = Tracked()
      weakWatched = watched
      // Never disposed: only the end of the reactor's streams can free it.
      _ = reactor!.state.subscribe(onNext: { [watched] _ in _ = watched })
    }
    reactor!.action.onNext(())
    reactor = nil
    XCTAssertNil(weakReactor)
    mutations.onNext(1)  // late: the reactor is gone
    XCTAssertNil(weakWatched, "the storage of a dead reactor kept its observer alive")
  }
}

/// A reactor with every transform overridden, none capturing the reactor.
private final class FullyTransformedReactor: Reactor {
  typealias Action = Int
  typealias State = Int

  let initialState = 0

  func transform(action: Observable<Int>) -> Observable<Int> { action.map { $0 * 2 } }
  func transform(mutation: Observable<Int>) -> Observable<Int> { mutation.filter { $0 > 0 } }
  func transform(state: Observable<Int>) -> Observable<Int> { state.map { $0 + 1 } }

  func reduce(state: Int, mutation: Int) -> Int { state + mutation }
}

/// Sends an action to itself from `deinit`.
private final class SelfMessagingReactor: Reactor {
  typealias Action = String
  typealias State = [String]

  let initialState: [String] = []
  let log: Log<String>

  init(log: Log<String>) {
    self.log = log
  }

  deinit {
    action.onNext("from deinit")
  }

  func reduce(state: [String], mutation: String) -> [String] {
    log.append("reduce \(mutation)")
    return state + [mutation]
  }
}

/// A reactor nothing references is freed with its streams; late events are
/// dropped without a crash.
final class LifetimeTests: XCTestCase {
  /// Makes a counter, hands it to `use`, and checks that it is freed once
  /// `use` returns.
  private func assertACounterIsFreed(
    file: StaticString = #filePath, line: UInt = #line,
    after use: (ClassicCounterReactor) -> Void
  ) {
    weak var weakReactor: ClassicCounterReactor?
    do {
      let reactor = ClassicCounterReactor()
      weakReactor = reactor
      use(reactor)
    }
    XCTAssertNil(weakReactor, file: file, line: line)
  }

  func test_unreferencedReactorIsFreed() {
    assertACounterIsFreed { reactor in
      XCTAssertEqual(reactor.currentState.count, 0)
    }
  }

  func test_reactorIsFreedAfterActionsWereSent() {
    assertACounterIsFreed { reactor in
      reactor.action.onNext(.increase)
      reactor.action.onNext(.increase)
      XCTAssertEqual(reactor.currentState.count, 2)
    }
  }

  func test_reactorIsFreedAfterAViewSubscribedToStateAndDisposed() {
    assertACounterIsFreed { reactor in
      var viewBag: DisposeBag? = DisposeBag()
      var shown: [Int] = []
      reactor.state.map(\.count).subscribe(onNext: { shown.append($0) }).disposed(by: viewBag!)
      reactor.action.onNext(.increase)
      viewBag = nil
      XCTAssertEqual(shown, [0, 1])
    }
  }

  func test_reactorIsFreedWhileAViewStillHoldsItsStateSubscription() {
    let viewBag = DisposeBag()
    assertACounterIsFreed { reactor in
      reactor.state.subscribe(onNext: { _ in }).disposed(by: viewBag)
      reactor.action.onNext(.increase)
    }
  }

  func test_reactorIsFreedAfterABindingToItsActionWasDisposed() {
    let taps = PublishSubject<Void>()
    assertACounterIsFreed { reactor in
      let binding = taps.map { ClassicCounterReactor.Action.increase }.bind(to: reactor.action)
      taps.onNext(())
      binding.dispose()
    }
  }

  func test_reactorWithOverriddenTransformsIsFreed() {
    weak var weakReactor: FullyTransformedReactor?
    do {
      let reactor = FullyTransformedReactor()
      weakReactor = reactor
      let subscription = reactor.state.subscribe(onNext: { _ in })
      reactor.action.onNext(1)
      XCTAssertEqual(reactor.currentState, 3)
      subscription.dispose()
    }

    XCTAssertNil(weakReactor)
  }

  func test_reactorIsFreedWithAnAsyncMutateStreamInFlight() {
    let scheduler = TestScheduler(initialClock: 0)
    weak var weakReactor: ScriptReactor?
    do {
      let reactor = ScriptReactor()
      weakReactor = reactor
      reactor.onMutate = { .just($0).delay(.seconds(10), scheduler: scheduler) }
      reactor.action.onNext("pending")
    }

    XCTAssertNil(weakReactor)
    scheduler.start()
  }

  func test_mutateStreamEmittingAfterTheReactorIsGoneIsIgnored() {
    let scheduler = TestScheduler(initialClock: 0)
    weak var weakReactor: ScriptReactor?
    var states: [[String]] = []
    var subscription: Disposable?
    var log: Log<String>?
    do {
      let reactor = ScriptReactor()
      weakReactor = reactor
      log = reactor.log
      reactor.onMutate = { .just($0).delay(.seconds(1), scheduler: scheduler) }
      subscription = reactor.state.subscribe(onNext: { states.append($0.applied) })
      reactor.action.onNext("late")
    }
    XCTAssertNil(weakReactor)

    scheduler.advance(by: 1)

    XCTAssertEqual(states, [[]])
    XCTAssertEqual(log?.entries, ["mutate late"])
    subscription?.dispose()
  }

  func test_actionSentThroughARetainedActionSubjectAfterTheReactorIsGoneIsDropped() {
    weak var weakReactor: ScriptReactor?
    let action: ActionSubject<String>
    let log: Log<String>
    do {
      let reactor = ScriptReactor()
      weakReactor = reactor
      log = reactor.log
      action = reactor.action
      action.onNext("alive")
    }
    XCTAssertNil(weakReactor)

    action.onNext("gone")
    action.onError(TestError.boom)
    action.onNext("still gone")

    XCTAssertEqual(log.entries, ["mutate alive", "reduce alive"])
  }

  func test_actionSentThroughRetainedTransformedActionSubjectAfterTheReactorIsGoneIsDropped() {
    weak var weakReactor: FullyTransformedReactor?
    let action: ActionSubject<Int>
    do {
      let reactor = FullyTransformedReactor()
      weakReactor = reactor
      action = reactor.action
      action.onNext(1)
    }
    XCTAssertNil(weakReactor)

    action.onNext(2)
  }

  func test_retainedStateStreamOfAFreedReactorCanStillBeSubscribed() {
    weak var weakReactor: ClassicCounterReactor?
    let state: Observable<ClassicCounterReactor.State>
    do {
      let reactor = ClassicCounterReactor()
      weakReactor = reactor
      state = reactor.state
      reactor.action.onNext(.increase)
    }
    XCTAssertNil(weakReactor)

    var counts: [Int] = []
    let subscription = state.subscribe(onNext: { counts.append($0.count) })
    subscription.dispose()

    XCTAssertLessThanOrEqual(counts.count, 1)
  }

  /// A `Tracked` that only the subscription `subscribe` makes (given a
  /// closure to keep the object alive) captures: alive after `meanwhile`,
  /// freed once the subscription is disposed.
  private func assertCapturedObjectIsFreedAfterDispose(
    subscribing subscribe: (_ keepAlive: @escaping () -> Void) -> Disposable,
    meanwhile: () -> Void = {}, line: UInt = #line
  ) {
    weak var weakTracked: Tracked?
    var subscription: Disposable?
    do {
      let tracked = Tracked()
      weakTracked = tracked
      subscription = subscribe { withExtendedLifetime(tracked) {} }
    }
    meanwhile()
    XCTAssertNotNil(weakTracked, line: line)

    subscription?.dispose()
    subscription = nil

    XCTAssertNil(weakTracked, line: line)
  }

  func test_stateSubscribersCapturedObjectIsFreedAfterDispose() {
    let reactor = ClassicCounterReactor()
    assertCapturedObjectIsFreedAfterDispose(
      subscribing: { keepAlive in reactor.state.subscribe(onNext: { _ in keepAlive() }) },
      meanwhile: { reactor.action.onNext(.increase) })
  }

  func test_pulseSubscribersCapturedObjectIsFreedAfterDispose() {
    let reactor = AlertReactor()
    assertCapturedObjectIsFreedAfterDispose(subscribing: { keepAlive in
      reactor.pulse(\.$message).subscribe(onNext: { _ in keepAlive() })
    })
  }

  func test_newReactorsNeverInheritTheStreamsOfFreedOnes() {
    // Freed reactors' memory is reused by new ones: each must start from its
    // own initial state, never from a freed reactor's leftovers.
    var inherited: [Int] = []
    for _ in 0..<3_000 {
      let reactor = ClassicCounterReactor()
      var first: Int?
      let subscription = reactor.state.subscribe(onNext: { state in
        if first == nil { first = state.count }
      })
      if reactor.currentState.count != 0 { inherited.append(reactor.currentState.count) }
      if first != 0 { inherited.append(first ?? -1) }
      reactor.action.onNext(.increase)
      reactor.action.onNext(.increase)
      subscription.dispose()
    }

    XCTAssertEqual(inherited, [])
  }

  func test_reactorsCreatedAndFreedOnManyThreadsKeepTheirOwnState() {
    let wrong = Log<String>()

    concurrently(4) { thread in
      for round in 0..<1_000 {
        let reactor = ClassicCounterReactor()
        let subscription = reactor.state.subscribe(onNext: { _ in })
        for _ in 0..<(round % 5) { reactor.action.onNext(.increase) }
        if reactor.currentState.count != round % 5 {
          wrong.append("\(thread).\(round): \(reactor.currentState.count)")
        }
        subscription.dispose()
      }
    }

    XCTAssertEqual(wrong.entries, [])
  }

  func test_actionSentToAReactorBeingDeinitializedIsDroppedWithoutACrash() {
    let log = logOfASelfMessagingReactorFreedAfter { $0.action.onNext("alive") }
    XCTAssertEqual(log, ["reduce alive"])
  }

  func test_actionSentFromDeinitOfAReactorWhoseStreamsWereNeverCreatedIsDropped() {
    let log = logOfASelfMessagingReactorFreedAfter { XCTAssertEqual($0.currentState, []) }
    XCTAssertEqual(log, [])
  }

  /// What a `SelfMessagingReactor` (which sends itself an action from its
  /// `deinit`) logged, used by `use` and then freed (checked).
  private func logOfASelfMessagingReactorFreedAfter(
    line: UInt = #line, _ use: (SelfMessagingReactor) -> Void
  ) -> [String] {
    let log = Log<String>()
    weak var weakReactor: SelfMessagingReactor?
    do {
      let reactor = SelfMessagingReactor(log: log)
      weakReactor = reactor
      use(reactor)
    }

    XCTAssertNil(weakReactor, line: line)
    return log.entries
  }
}
