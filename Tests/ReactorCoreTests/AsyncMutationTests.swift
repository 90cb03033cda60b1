import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import XCTest

/// Mutations from asynchronous `mutate` streams, in virtual time and from
/// Swift concurrency.
final class AsyncMutationTests: XCTestCase {
  /// A counter whose `load` sets `isLoading`, waits two seconds of virtual
  /// time for a value, then clears `isLoading` (the counter sample's shape).
  private final class LoadingReactor: Reactor {
    enum Action {
      case load(Int)
      case increase
    }

    enum Mutation {
      case setLoading(Bool)
      case setValue(Int)
      case increaseValue
    }

    struct State: Equatable {
      var value = 0
      var isLoading = false
    }

    let initialState = State()
    let scheduler: TestScheduler

    init(scheduler: TestScheduler) {
      self.scheduler = scheduler
    }

    func mutate(action: Action) -> Observable<Mutation> {
      switch action {
      case .load(let value):
        return .concat(
          .just(.setLoading(true)),
          .just(.setValue(value)).delay(.seconds(2), scheduler: scheduler),
          .just(.setLoading(false)))
      case .increase:
        return .just(.increaseValue)
      }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      switch mutation {
      case .setLoading(let isLoading): state.isLoading = isLoading
      case .setValue(let value): state.value = value
      case .increaseValue: state.value += 1
      }
      return state
    }
  }

  func test_delayedMutationIsReducedAfterItsVirtualDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ScriptReactor()
    reactor.onMutate = { .just($0).delay(.seconds(3), scheduler: scheduler) }

    reactor.action.onNext("A")
    scheduler.advance(to: 2)
    XCTAssertEqual(reactor.currentState.applied, [])
    scheduler.advance(to: 3)

    XCTAssertEqual(reactor.currentState.applied, ["A"])
  }

  func test_delayedMutationsOfSeveralActionsArriveInTimeOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      .just(action).delay(.seconds(action == "long" ? 5 : 1), scheduler: scheduler)
    }
    let observer = scheduler.createObserver([String].self)
    let subscription = reactor.state.map(\.applied).subscribe(observer)
    defer { subscription.dispose() }

    reactor.action.onNext("long")
    reactor.action.onNext("short")
    scheduler.start()

    XCTAssertEqual(
      observer.events, [.next(0, []), .next(1, ["short"]), .next(5, ["short", "long"])])
  }

  func test_timerMutationStreamEmitsAtItsVirtualTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      Observable<Int>.timer(.seconds(10), period: .seconds(10), scheduler: scheduler)
        .take(3)
        .map { "\(action)\($0)" }
    }
    let observer = scheduler.createObserver([String].self)
    let subscription = reactor.state.map(\.applied).subscribe(observer)
    defer { subscription.dispose() }

    reactor.action.onNext("tick")
    scheduler.start()

    XCTAssertEqual(
      observer.events,
      [
        .next(0, []), .next(10, ["tick0"]), .next(20, ["tick0", "tick1"]),
        .next(30, ["tick0", "tick1", "tick2"]),
      ])
  }

  func test_loadingFlagIsSetWhileADelayedMutationIsInFlight() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = LoadingReactor(scheduler: scheduler)
    let observer = scheduler.createObserver(LoadingReactor.State.self)
    let subscription = reactor.state.subscribe(observer)
    defer { subscription.dispose() }

    scheduler.scheduleAt(10) { reactor.action.onNext(.load(7)) }
    scheduler.scheduleAt(11) { reactor.action.onNext(.increase) }
    scheduler.start()

    XCTAssertEqual(
      observer.events,
      [
        .next(0, .init(value: 0, isLoading: false)),
        .next(10, .init(value: 0, isLoading: true)),
        .next(11, .init(value: 1, isLoading: true)),
        .next(12, .init(value: 7, isLoading: true)),
        .next(12, .init(value: 7, isLoading: false)),
      ])
  }

  func test_actionSentOnAnAsyncMutationIsProcessedBeforeTheStreamEmitsAgain() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      action == "fetch"
        ? .concat(
          .just("fetched").delay(.seconds(1), scheduler: scheduler), .just("fetch finished"))
        : .just(action)
    }
    let bag = DisposeBag()
    reactor.state
      .subscribe(onNext: { [weak reactor] state in
        if state.applied.last == "fetched" { reactor?.action.onNext("show") }
      })
      .disposed(by: bag)

    reactor.action.onNext("fetch")
    scheduler.start()

    // "show" was queued while "fetched" was processed; "fetch finished" was
    // emitted afterwards, when the delay completed.
    XCTAssertEqual(reactor.currentState.applied, ["fetched", "show", "fetch finished"])
  }

  func test_observableTaskMutationJoinsTheQueue() {
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      guard action == "load" else { return .just(action) }
      return Observable<String>.task {
        await Task.yield()
        return "loaded"
      }
    }
    // Waits for the state with both mutations: when "loaded" is reduced
    // first, "sync" may still be queued behind it on the task's thread.
    let bothReduced = expectation(description: "loaded and sync reduced")
    let subscription = reactor.state.subscribe(onNext: { state in
      if state.applied.sorted() == ["loaded", "sync"] { bothReduced.fulfill() }
    })
    defer { subscription.dispose() }

    reactor.action.onNext("load")
    reactor.action.onNext("sync")
    wait(for: [bothReduced], timeout: 10)

    XCTAssertEqual(reactor.currentState.applied.sorted(), ["loaded", "sync"])
    XCTAssertEqual(reactor.reduceOverlaps.overlaps, 0)
  }

  func test_observableTaskMutationsOfManyActionsAreEachReducedOnce() {
    let reactor = CounterReactorWithTasks()
    let done = expectation(description: "all tasks reduced")
    let subscription = reactor.state.subscribe(onNext: { state in
      if state == 100 { done.fulfill() }
    })
    defer { subscription.dispose() }

    for _ in 0..<100 { reactor.action.onNext(()) }
    wait(for: [done], timeout: 10)

    XCTAssertEqual(reactor.currentState, 100)
    XCTAssertEqual(reactor.overlaps.overlaps, 0)
  }
}

/// Each action increments the count from a task.
private final class CounterReactorWithTasks: Reactor {
  typealias Action = Void
  typealias Mutation = Int
  typealias State = Int

  let initialState = 0
  let overlaps = OverlapDetector()

  func mutate(action: Void) -> Observable<Int> {
    .task {
      await Task.yield()
      return 1
    }
  }

  func reduce(state: Int, mutation: Int) -> Int {
    overlaps.enter()
    defer { overlaps.leave() }
    return state + mutation
  }
}
