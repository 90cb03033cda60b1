import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import XCTest

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
  func test_unreferencedReactorIsFreed() {
    weak var weakReactor: ClassicCounterReactor?
    do {
      let reactor = ClassicCounterReactor()
      weakReactor = reactor
      XCTAssertEqual(reactor.currentState.count, 0)
    }

    XCTAssertNil(weakReactor)
  }

  func test_reactorIsFreedAfterActionsWereSent() {
    weak var weakReactor: ClassicCounterReactor?
    do {
      let reactor = ClassicCounterReactor()
      weakReactor = reactor
      reactor.action.onNext(.increase)
      reactor.action.onNext(.increase)
      XCTAssertEqual(reactor.currentState.count, 2)
    }

    XCTAssertNil(weakReactor)
  }

  func test_reactorIsFreedAfterAViewSubscribedToStateAndDisposed() {
    weak var weakReactor: ClassicCounterReactor?
    do {
      let reactor = ClassicCounterReactor()
      weakReactor = reactor
      var viewBag: DisposeBag? = DisposeBag()
      var shown: [Int] = []
      reactor.state.map(\.count).subscribe(onNext: { shown.append($0) }).disposed(by: viewBag!)
      reactor.action.onNext(.increase)
      viewBag = nil
      XCTAssertEqual(shown, [0, 1])
    }

    XCTAssertNil(weakReactor)
  }

  func test_reactorIsFreedWhileAViewStillHoldsItsStateSubscription() {
    weak var weakReactor: ClassicCounterReactor?
    let viewBag = DisposeBag()
    do {
      let reactor = ClassicCounterReactor()
      weakReactor = reactor
      reactor.state.subscribe(onNext: { _ in }).disposed(by: viewBag)
      reactor.action.onNext(.increase)
    }

    XCTAssertNil(weakReactor)
  }

  func test_reactorIsFreedAfterABindingToItsActionWasDisposed() {
    weak var weakReactor: ClassicCounterReactor?
    let taps = PublishSubject<Void>()
    do {
      let reactor = ClassicCounterReactor()
      weakReactor = reactor
      let binding = taps.map { ClassicCounterReactor.Action.increase }.bind(to: reactor.action)
      taps.onNext(())
      binding.dispose()
    }

    XCTAssertNil(weakReactor)
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

  func test_stateSubscribersCapturedObjectIsFreedAfterDispose() {
    let reactor = ClassicCounterReactor()
    weak var weakTracked: Tracked?
    var subscription: Disposable?
    do {
      let tracked = Tracked()
      weakTracked = tracked
      subscription = reactor.state.subscribe(onNext: { _ in withExtendedLifetime(tracked) {} })
    }
    reactor.action.onNext(.increase)
    XCTAssertNotNil(weakTracked)

    subscription?.dispose()
    subscription = nil

    XCTAssertNil(weakTracked)
  }

  func test_pulseSubscribersCapturedObjectIsFreedAfterDispose() {
    let reactor = AlertReactor()
    weak var weakTracked: Tracked?
    var subscription: Disposable?
    do {
      let tracked = Tracked()
      weakTracked = tracked
      subscription = reactor.pulse(\.$message).subscribe(onNext: { _ in
        withExtendedLifetime(tracked) {}
      })
    }

    subscription?.dispose()
    subscription = nil

    XCTAssertNil(weakTracked)
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
    let log = Log<String>()
    weak var weakReactor: SelfMessagingReactor?
    do {
      let reactor = SelfMessagingReactor(log: log)
      weakReactor = reactor
      reactor.action.onNext("alive")
    }

    XCTAssertNil(weakReactor)
    XCTAssertEqual(log.entries, ["reduce alive"])
  }

  func test_actionSentFromDeinitOfAReactorWhoseStreamsWereNeverCreatedIsDropped() {
    let log = Log<String>()
    weak var weakReactor: SelfMessagingReactor?
    do {
      let reactor = SelfMessagingReactor(log: log)
      weakReactor = reactor
      XCTAssertEqual(reactor.currentState, [])
    }

    XCTAssertNil(weakReactor)
    XCTAssertEqual(log.entries, [])
  }
}
