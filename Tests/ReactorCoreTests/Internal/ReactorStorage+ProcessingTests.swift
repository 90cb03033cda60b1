import Dispatch
import Foundation
import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import XCTest

/// What becomes of an action sent to a reactor that was freed while
/// something (a view) still held its `action`.
final class ReactorStorageProcessingTests: XCTestCase {
  /// A counter that rewrites its actions in `transform(action:)`.
  final class TransformingCounterReactor: Reactor {
    enum Action { case increase }
    typealias Mutation = Action
    struct State { var count = 0 }

    let initialState = State()

    func transform(action: Observable<Action>) -> Observable<Action> {
      action.map { $0 }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      State(count: state.count + 1)
    }
  }

  /// The warnings reported when `actions` are sent, in order, to the action
  /// of the reactor `make` makes, once that reactor was freed.
  private func warningsForActions<R: Reactor>(
    _ actions: [R.Action], sentAfterFreeing make: @autoclosure () -> R
  ) -> [ReactorWarning] {
    let warnings = ReactorWarningRecorder()
    defer { warnings.stop() }
    var reactor: R? = make()
    let action = reactor!.action
    reactor = nil
    for each in actions { action.onNext(each) }
    return warnings.warnings
  }

  func test_anActionSentToAFreedReactorIsReportedWithTheReactorTypeAndTheAction() {
    let warnings = warningsForActions(
      [.increase, .decrease], sentAfterFreeing: ClassicCounterReactor())
    XCTAssertEqual(warnings.map(\.kind), [.actionToFreedReactor, .actionToFreedReactor])
    XCTAssertEqual(
      warnings.first?.message,
      "ClassicCounterReactor was freed before its action increase could be processed; the action was "
        + "dropped (something still holds the reactor's `action`)")
    XCTAssertTrue(warnings.last?.message.contains("its action decrease") ?? false)
  }

  /// The first action finds the reactor gone and tears its streams down,
  /// `transform(action:)`'s stage included: the second is reported too.
  func test_everyActionSentToAFreedReactorWithATransformActionIsReported() {
    let warnings = warningsForActions(
      [.increase, .increase], sentAfterFreeing: TransformingCounterReactor())
    XCTAssertEqual(warnings.map(\.kind), [.actionToFreedReactor, .actionToFreedReactor])
    XCTAssertTrue(
      warnings.allSatisfy { $0.message.hasPrefix("TransformingCounterReactor was freed") })
  }

  func test_anActionToALiveReactorIsNotReported() {
    let warnings = ReactorWarningRecorder()
    defer { warnings.stop() }
    let reactor = ClassicCounterReactor()
    reactor.action.onNext(.increase)
    XCTAssertEqual(reactor.currentState.count, 1)
    XCTAssertEqual(warnings.warnings, [])
  }
}

/// Actions sent while another is being processed, from the processing
/// thread itself, are queued FIFO and each processed exactly once after the
/// current one.
final class ReentrancyTests: XCTestCase {
  private var bag: DisposeBag!

  override func setUp() {
    super.setUp()
    bag = DisposeBag()
  }

  override func tearDown() {
    bag = nil
    super.tearDown()
  }

  /// Logs `"state <applied mutations>"` for every state the reactor shows.
  private func logStates(of reactor: ScriptReactor, as name: String = "state") {
    reactor.state
      .subscribe(onNext: { [log = reactor.log] in
        log.append("\(name) \($0.applied.joined(separator: ","))")
      })
      .disposed(by: bag)
  }

  /// Sends "A" to `reactor` (which sends "B" while it processes "A"):
  /// "B" is processed after "A", and each state is shown once.
  private func assertBIsProcessedAfterA(_ reactor: ScriptReactor, line: UInt = #line) {
    logStates(of: reactor)

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries,
      ["state ", "mutate A", "reduce A", "state A", "mutate B", "reduce B", "state A,B"],
      line: line)
  }

  func test_reentrantActionFromReduceIsProcessedAfterCurrentOne() {
    let reactor = ScriptReactor()
    reactor.onReduce = { [weak reactor] mutation in
      if mutation == "A" { reactor?.action.onNext("B") }
    }

    assertBIsProcessedAfterA(reactor)
  }

  func test_reentrantActionFromStateSubscriberIsProcessedAfterCurrentOne() {
    let reactor = ScriptReactor()
    reactor.state
      .subscribe(onNext: { [weak reactor] state in
        reactor?.log.append("first \(state.applied.joined(separator: ","))")
        if state.applied.last == "A" { reactor?.action.onNext("B") }
      })
      .disposed(by: bag)
    logStates(of: reactor, as: "second")

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries,
      [
        "first ", "second ",
        "mutate A", "reduce A", "first A", "second A",
        "mutate B", "reduce B", "first A,B", "second A,B",
      ])
  }

  func test_reentrantActionFromBindingIsProcessedAfterCurrentOne() {
    let reactor = ScriptReactor()
    reactor.state
      .compactMap { $0.applied.last == "A" ? "B" : nil }
      .bind(to: reactor.action)
      .disposed(by: bag)

    assertBIsProcessedAfterA(reactor)
  }

  func test_reentrantActionFromMutateIsProcessedAfterCurrentOne() {
    let reactor = ScriptReactor()
    reactor.onMutate = { [weak reactor] action in
      if action == "A" { reactor?.action.onNext("B") }
      return .just(action)
    }

    reactor.action.onNext("A")

    XCTAssertEqual(reactor.log.entries, ["mutate A", "reduce A", "mutate B", "reduce B"])
  }

  func test_severalReentrantActionsAreQueuedFirstInFirstOut() {
    let reactor = ScriptReactor()
    reactor.onReduce = { [weak reactor] mutation in
      switch mutation {
      case "A":
        reactor?.action.onNext("B")
        reactor?.action.onNext("C")
      case "B":
        reactor?.action.onNext("D")
      default:
        break
      }
    }

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries,
      [
        "mutate A", "reduce A", "mutate B", "reduce B", "mutate C", "reduce C", "mutate D",
        "reduce D",
      ])
    XCTAssertEqual(reactor.currentState.applied, ["A", "B", "C", "D"])
  }

  func test_reentrantActionsAreEachProcessedExactlyOnce() {
    let reactor = ScriptReactor()
    reactor.onReduce = { [weak reactor] mutation in
      // A chain of 100 actions, each sent from the reduce of the previous.
      if let number = Int(mutation), number < 100 { reactor?.action.onNext("\(number + 1)") }
    }

    reactor.action.onNext("1")

    XCTAssertEqual(reactor.currentState.applied, (1...100).map(String.init))
    XCTAssertEqual(reactor.log.entries.filter { $0.hasPrefix("mutate") }.count, 100)
  }

  func test_reentrantActionFromStateSubscriberWaitsForSynchronousMutationsOfCurrentAction() {
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      action == "A"
        ? Observable.create { observer in
          observer.onNext("a1")
          observer.onNext("a2")
          observer.onCompleted()
          return Disposables.create()
        }
        : .just(action)
    }
    reactor.state
      .subscribe(onNext: { [weak reactor] state in
        if state.applied.last == "a1" { reactor?.action.onNext("B") }
      })
      .disposed(by: bag)

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries, ["mutate A", "reduce a1", "reduce a2", "mutate B", "reduce B"])
  }

  func test_subscribingToStateFromInsideStateSubscriberReceivesLatestState() {
    let reactor = ScriptReactor()
    var inner: [[String]] = []
    reactor.state
      .subscribe(onNext: { [weak reactor, bag] state in
        guard state.applied == ["A"], let reactor else { return }
        reactor.state.subscribe(onNext: { inner.append($0.applied) }).disposed(by: bag!)
      })
      .disposed(by: bag)

    reactor.action.onNext("A")
    reactor.action.onNext("B")

    XCTAssertEqual(inner, [["A"], ["A", "B"]])
  }

  func test_reduceDoesNotOverlapWhenItMakesAnotherInFlightMutateStreamEmit() {
    let reactor = ScriptReactor()
    let shared = PublishSubject<String>()
    reactor.onMutate = { action in
      switch action {
      case "listen":
        return shared.asObservable()
      case "burst":
        return Observable.create { observer in
          observer.onNext("b1")
          observer.onNext("b2")
          observer.onCompleted()
          return Disposables.create()
        }
      default:
        return .just(action)
      }
    }
    reactor.onReduce = { mutation in
      // A side effect in `reduce`: another in-flight stream emits now.
      if mutation == "b1" { shared.onNext("heard") }
    }

    reactor.action.onNext("listen")
    reactor.action.onNext("burst")

    XCTAssertEqual(reactor.reduceOverlaps.overlaps, 0)
    XCTAssertEqual(reactor.currentState.applied, ["b1", "b2", "heard"])
  }
}

/// One action at a time, in the order received, from any thread; the
/// mutations a `mutate` stream emits synchronously are reduced, in order,
/// before the next queued action.
final class SerialProcessingTests: XCTestCase {
  func test_actionsFromSeveralThreadsAreEachProcessedExactlyOnce() {
    let reactor = ClassicCounterReactor()

    concurrently(4) { _ in
      for _ in 0..<2_000 { reactor.action.onNext(.increase) }
    }

    XCTAssertEqual(reactor.currentState.count, 8_000)
  }

  func test_reduceNeverOverlapsItselfUnderConcurrentActions() {
    let reactor = ScriptReactor()

    concurrently(4) { thread in
      for index in 0..<1_000 { reactor.action.onNext("\(thread):\(index)") }
    }

    XCTAssertEqual(reactor.reduceOverlaps.overlaps, 0)
    XCTAssertEqual(reactor.currentState.applied.count, 4_000)
  }

  func test_actionsFromOneThreadAreProcessedInTheOrderThatThreadSentThem() {
    let reactor = ScriptReactor()

    concurrently(4) { thread in
      for index in 0..<1_000 { reactor.action.onNext("\(thread):\(index)") }
    }

    var lastIndexByThread: [String: Int] = [:]
    var outOfOrder: [String] = []
    for mutation in reactor.currentState.applied {
      let parts = mutation.split(separator: ":")
      let thread = String(parts[0])
      let index = Int(parts[1])!
      if let last = lastIndexByThread[thread], last >= index { outOfOrder.append(mutation) }
      lastIndexByThread[thread] = index
    }
    XCTAssertEqual(outOfOrder, [])
    XCTAssertEqual(lastIndexByThread, ["0": 999, "1": 999, "2": 999, "3": 999])
  }

  func test_currentStateReadFromAnotherThreadNeverGoesBackwards() {
    let reactor = ClassicCounterReactor()
    let regressions = Log<String>()

    concurrently(3) { thread in
      if thread == 0 {
        var last = 0
        for _ in 0..<5_000 {
          let count = reactor.currentState.count
          if count < last { regressions.append("\(last) -> \(count)") }
          last = count
        }
      } else {
        for _ in 0..<2_000 { reactor.action.onNext(.increase) }
      }
    }

    XCTAssertEqual(regressions.entries, [])
    XCTAssertEqual(reactor.currentState.count, 4_000)
  }

  /// Sends A, whose `mutate` stream is `mutationsOfA`, while reducing its
  /// first mutation (a1) sends B; returns the reactor's log.
  private func logWhenReducingA1SendsB(_ mutationsOfA: Observable<String>) -> [String] {
    let reactor = ScriptReactor()
    reactor.onMutate = { action in action == "A" ? mutationsOfA : .just(action) }
    reactor.onReduce = { [weak reactor] mutation in
      if mutation == "a1" { reactor?.action.onNext("B") }
    }
    reactor.action.onNext("A")
    return reactor.log.entries
  }

  func test_synchronousConcatMutationsAreReducedInOrderBeforeTheNextQueuedAction() {
    XCTAssertEqual(
      logWhenReducingA1SendsB(.concat(.just("a1"), .just("a2"))),
      ["mutate A", "reduce a1", "reduce a2", "mutate B", "reduce B"])
  }

  func test_synchronousFromArrayMutationsAreReducedInOrderBeforeTheNextQueuedAction() {
    XCTAssertEqual(
      logWhenReducingA1SendsB(Observable.from(["a1", "a2", "a3"])),
      ["mutate A", "reduce a1", "reduce a2", "reduce a3", "mutate B", "reduce B"])
  }

  func test_synchronousCreateMutationsAreReducedInOrderBeforeTheNextQueuedAction() {
    let mutationsOfA = Observable<String>.create { observer in
      observer.onNext("a1")
      observer.onNext("a2")
      observer.onNext("a3")
      observer.onCompleted()
      return Disposables.create()
    }
    XCTAssertEqual(
      logWhenReducingA1SendsB(mutationsOfA),
      ["mutate A", "reduce a1", "reduce a2", "reduce a3", "mutate B", "reduce B"])
  }

  func test_synchronousPartOfAMixedConcatIsReducedBeforeTheNextQueuedAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      guard action == "A" else { return .just(action) }
      return .concat(
        .just("a1"),
        .just("a2").map { $0 },
        .just("late").delay(.seconds(5), scheduler: scheduler))
    }
    reactor.onReduce = { [weak reactor] mutation in
      if mutation == "a1" { reactor?.action.onNext("B") }
    }

    reactor.action.onNext("A")
    scheduler.advance(to: 5)

    XCTAssertEqual(
      reactor.log.entries,
      ["mutate A", "reduce a1", "reduce a2", "mutate B", "reduce B", "reduce late"])
  }

  func test_delayedMutationJoinsTheQueueBehindSynchronousActions() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      action == "slow" ? .just("slow done").delay(.seconds(1), scheduler: scheduler) : .just(action)
    }

    reactor.action.onNext("slow")
    reactor.action.onNext("fast")
    XCTAssertEqual(reactor.currentState.applied, ["fast"])
    scheduler.advance(by: 1)

    XCTAssertEqual(reactor.currentState.applied, ["fast", "slow done"])
  }

  func test_asyncMutationArrivingWhileAnActionIsProcessedIsReducedAfterIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      action == "slow" ? .just("slow done").delay(.seconds(1), scheduler: scheduler) : .just(action)
    }
    reactor.onReduce = { mutation in
      // The delayed mutation falls due while this reduce runs.
      if mutation == "fast" { scheduler.advance(by: 1) }
    }

    reactor.action.onNext("slow")
    reactor.action.onNext("fast")

    XCTAssertEqual(reactor.currentState.applied, ["fast", "slow done"])
    XCTAssertEqual(reactor.reduceOverlaps.overlaps, 0)
  }

  func test_mutationsOfManyInFlightStreamsEmittedFromManyThreadsAreAllReducedSerially() {
    let reactor = ScriptReactor()
    let streams = (0..<64).map { _ in PublishSubject<String>() }
    reactor.onMutate = { action in streams[Int(action)!].asObservable() }
    for index in streams.indices { reactor.action.onNext("\(index)") }

    concurrently(streams.count) { index in
      for round in 0..<50 { streams[index].onNext("\(index).\(round)") }
    }

    XCTAssertEqual(reactor.reduceOverlaps.overlaps, 0)
    XCTAssertEqual(reactor.currentState.applied.count, 64 * 50)
    XCTAssertEqual(Set(reactor.currentState.applied).count, 64 * 50)
  }
}

/// Mutations from asynchronous `mutate` streams, in virtual time and from
/// Swift concurrency.
final class AsyncMutationTests: XCTestCase {
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
    let scheduler = millisecondScheduler()
    let reactor = DelayedCounter(scheduler: scheduler)
    let observer = scheduler.createObserver(DelayedCounter.State.self)
    let subscription = reactor.state.subscribe(observer)
    defer { subscription.dispose() }

    scheduler.scheduleAt(10) { reactor.action.onNext(.increase) }
    scheduler.scheduleAt(11) { reactor.action.onNext(.add(5)) }
    scheduler.start()

    XCTAssertEqual(
      observer.events,
      [
        .next(0, .init(value: 0, isLoading: false)),
        .next(10, .init(value: 0, isLoading: true)),
        .next(11, .init(value: 5, isLoading: true)),
        .next(310, .init(value: 6, isLoading: true)),
        .next(310, .init(value: 6, isLoading: false)),
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

/// Counts its own actions and logs the events of a stream merged in
/// `transform(mutation:)` (ReactorKit's global event stream).
private final class EventListeningReactor: Reactor {
  enum Action: Equatable {
    case tick
  }

  enum Mutation: Equatable {
    case tick
    case event(Int)
  }

  let initialState = 0
  let events: Observable<Int>
  let reducedEvents = Log<Int>()

  init(events: Observable<Int>) {
    self.events = events
  }

  func mutate(action: Action) -> Observable<Mutation> {
    .just(.tick)
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    .merge(mutation, events.map(Mutation.event))
  }

  func reduce(state: Int, mutation: Mutation) -> Int {
    if case .event(let event) = mutation { reducedEvents.append(event) }
    return state + 1
  }
}

/// A stream merged in `transform(mutation:)` that other threads feed is
/// reduced in the order it emits, even while the reactor's own actions are
/// processed on those threads: the thread processing an action may deliver
/// another thread's event through the `merge`, and that event must wait its
/// turn behind the events queued before it rather than be reduced at once.
final class MergedStreamOrderTests: XCTestCase {
  func test_eventsFromManyThreadsMergedIntoMutations_areReducedInTheOrderTheyWereEmitted() {
    for _ in 0..<10 {
      let events = PublishSubject<Int>()
      let reactor = EventListeningReactor(events: events)
      let emitted = Log<Int>()
      let subscription = events.subscribe(onNext: emitted.append)
      let state = reactor.state.subscribe(onNext: { _ in })
      let action = reactor.action
      let counter = Counter()
      let group = DispatchGroup()
      for _ in 0..<8 {
        group.enter()
        Thread.detachNewThread {
          for index in 0..<300 {
            events.onNext(counter.next())
            if index % 5 == 0 { action.onNext(.tick) }
          }
          group.leave()
        }
      }
      group.wait()
      // A sender that spent its bound on others' work handed the rest to a
      // thread of its own: wait for those drains too.
      waitUntilHandedDrainsFinish()

      XCTAssertEqual(reactor.reducedEvents.entries, emitted.entries)
      XCTAssertEqual(reactor.reducedEvents.count, 8 * 300)
      state.dispose()
      subscription.dispose()
    }
  }
}

/// Hands out 0, 1, 2, … from any thread.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var last = -1

  func next() -> Int {
    lock.withLock {
      last += 1
      return last
    }
  }
}

/// Sends a `pong` from `reduce` for every `ping`, re-entrantly.
private final class PingPongReactor: Reactor {
  enum Action {
    case ping
    case pong
  }

  struct State: Equatable {
    var pings = 0
    var pongs = 0
  }

  let initialState = State()
  let overlaps = OverlapDetector()

  func reduce(state: State, mutation: Action) -> State {
    overlaps.enter()
    defer { overlaps.leave() }
    var state = state
    switch mutation {
    case .ping:
      state.pings += 1
      action.onNext(.pong)
    case .pong:
      state.pongs += 1
    }
    return state
  }
}

/// Stress tests: many threads, one reactor.
final class StressTests: XCTestCase {
  func test_eightThreadsTimesTenThousandActionsEndAtExactly80000WithStrictlyIncreasingCounts() {
    let reactor = ClassicCounterReactor()
    // Touched only by the state subscriber, which runs one state at a time.
    var observed: [Int] = []
    observed.reserveCapacity(80_001)
    let subscription = reactor.state.subscribe(onNext: { observed.append($0.count) })
    defer { subscription.dispose() }

    concurrently(8) { _ in
      for _ in 0..<10_000 { reactor.action.onNext(.increase) }
    }

    XCTAssertEqual(reactor.currentState.count, 80_000)
    let finalObserved = UncheckedBox(value: observed)
    XCTAssertEqual(finalObserved.value.count, 80_001)
    XCTAssertEqual(finalObserved.value.first, 0)
    XCTAssertEqual(finalObserved.value.last, 80_000)
    let gaps = zip(finalObserved.value, finalObserved.value.dropFirst()).filter { $1 != $0 + 1 }
    XCTAssertEqual(gaps.count, 0, "first gap: \(String(describing: gaps.first))")
  }

  func test_reentrantActionsFromManyThreadsAreEachProcessedExactlyOnce() {
    let reactor = PingPongReactor()

    concurrently(8) { _ in
      for _ in 0..<2_000 { reactor.action.onNext(.ping) }
    }

    XCTAssertEqual(reactor.currentState, .init(pings: 16_000, pongs: 16_000))
    XCTAssertEqual(reactor.overlaps.overlaps, 0)
  }

  func test_subscribersComingAndGoingWhileActionsFlowSeeIncreasingStates() {
    let reactor = ClassicCounterReactor()
    let problems = Log<String>()

    concurrently(6) { thread in
      if thread < 4 {
        for _ in 0..<5_000 { reactor.action.onNext(.increase) }
        return
      }
      for _ in 0..<300 {
        var last = -1
        let subscription = reactor.state.subscribe(onNext: { state in
          if state.count <= last { problems.append("\(last) then \(state.count)") }
          last = state.count
        })
        subscription.dispose()
      }
    }

    XCTAssertEqual(problems.entries, [])
    XCTAssertEqual(reactor.currentState.count, 20_000)
  }

  func test_currentStateReadersOnManyThreadsNeverSeeATornOrOlderState() {
    let reactor = ProfileReactor()
    let problems = Log<String>()

    concurrently(4) { thread in
      if thread == 0 {
        for _ in 0..<10_000 { reactor.action.onNext(.birthday) }
        return
      }
      var last = 30
      for _ in 0..<10_000 {
        let state = reactor.currentState
        if state.age < last { problems.append("\(last) then \(state.age)") }
        if state.name != "Ann" { problems.append("name \(state.name)") }
        last = state.age
      }
    }

    XCTAssertEqual(problems.entries, [])
    XCTAssertEqual(reactor.currentState.age, 10_030)
  }

  func test_actionsFromManyThreadsIntoManyReactorsAreEachCounted() {
    let reactors = (0..<16).map { _ in ClassicCounterReactor() }

    concurrently(8) { thread in
      for index in 0..<8_000 { reactors[(index + thread) % 16].action.onNext(.increase) }
    }

    XCTAssertEqual(reactors.map(\.currentState.count), Array(repeating: 4_000, count: 16))
  }

  func test_currentStateInsideAStateSubscriberEqualsTheDeliveredStateUnderConcurrentActions() {
    let reactor = ClassicCounterReactor()
    let mismatches = Log<String>()
    let subscription = reactor.state.subscribe(onNext: { state in
      let current = reactor.currentState
      if current != state {
        mismatches.append("delivered \(state.count), current \(current.count)")
      }
    })
    defer { subscription.dispose() }

    concurrently(4) { _ in
      for _ in 0..<5_000 { reactor.action.onNext(.increase) }
    }

    XCTAssertEqual(mismatches.entries, [])
    XCTAssertEqual(reactor.currentState.count, 20_000)
  }
}
