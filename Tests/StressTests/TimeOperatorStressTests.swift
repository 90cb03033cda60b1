/// Stress tests for the time operators on real threads and real, concurrent
/// schedulers: every element arrives, in order, before its terminal event.
///
/// The default size is small enough for CI (a few seconds in debug). For the
/// full size, the one the numbers in the test names refer to, set the
/// multiplier `STRESS_SCALE` to 50 (any value scales proportionally; sizes
/// have a floor):
///
///     STRESS_SCALE=50 swift test --filter '^StressTests\.'
///
/// Each test waits for exactly what it asserts (every subscription's
/// terminal event, or the reactor's final state), never for a fixed time.

import Dispatch
import Foundation
import ReactorCore
import Streams
import Synchronization
import XCTest

final class TimeOperatorStressTests: XCTestCase {
  private let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

  func test_20000DelayedJustsOnAConcurrentSchedulerEachDeliverTheirElementBeforeCompletion() {
    let count = scaled(20_000, floor: 2_000)
    let recordings = recordSubscriptions(count) { index, observer in
      Observable.just(index).delay(.microseconds(100), scheduler: scheduler)
        .subscribe(observer)
    }
    for (index, recording) in recordings.enumerated() {
      XCTAssertEqual(recording.events, [.next(index), .completed], "subscription \(index)")
      XCTAssertEqual(recording.overlaps, 0)
    }
  }

  func test_delayedSequencesOnAConcurrentSchedulerKeepTheirOrder() {
    let count = scaled(2_000, floor: 40)
    let recordings = recordSubscriptions(count) { _, observer in
      Observable.from(Array(0..<100)).delay(.microseconds(50), scheduler: scheduler)
        .subscribe(observer)
    }
    for recording in recordings {
      XCTAssertEqual(recording.events, (0..<100).map { .next($0) } + [.completed])
      XCTAssertEqual(recording.overlaps, 0)
    }
  }

  func test_8ThreadsX50000ActionsIntoAReactorThatDelaysEveryThirdMutationAllCount() {
    let perThread = scaled(50_000, floor: 2_000)
    let threads = 8
    let expected = threads * perThread
    let reactor = CountingReactor(scheduler: scheduler)
    let reachedExpected = expectation(description: "state reached \(expected)")
    let subscription = reactor.state.subscribe(onNext: { state in
      if state.count == expected { reachedExpected.fulfill() }
    })
    let box = UncheckedBox(reactor)
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<perThread { box.value.action.onNext(.add) }
    }
    wait(for: [reachedExpected], timeout: 60)
    XCTAssertEqual(reactor.currentState.count, expected)
    subscription.dispose()
  }

  func test_debounceOnAConcurrentSchedulerEmitsTheLastElementOnceBeforeCompletion() {
    let count = scaled(10_000, floor: 200)
    let recordings = recordSubscriptions(count) { index, observer in
      // The completion lands around the end of the quiet period, so that the
      // debounce timer and the completion race.
      Observable.merge(
        Observable.of(-1, index),
        Observable<Int>.timer(.microseconds(index % 100), scheduler: scheduler)
          .filter { _ in false }
      )
      .debounce(.microseconds(50), scheduler: scheduler)
      .subscribe(observer)
    }
    for (index, recording) in recordings.enumerated() {
      // -1 is emitted too when the sending thread was preempted for a quiet
      // period between the two elements.
      XCTAssertTrue(
        recording.events == [.next(index), .completed]
          || recording.events == [.next(-1), .next(index), .completed],
        "subscription \(index): \(recording.events)")
      XCTAssertEqual(recording.overlaps, 0)
    }
  }

  func test_throttleOnAConcurrentSchedulerEmitsTheFirstAndTheLatestElementBeforeCompletion() {
    let count = scaled(10_000, floor: 200)
    let recordings = recordSubscriptions(count) { index, observer in
      Observable.merge(
        Observable.of(-1, index),
        Observable<Int>.timer(.microseconds(index % 100), scheduler: scheduler)
          .filter { _ in false }
      )
      .throttle(.microseconds(50), scheduler: scheduler)
      .subscribe(observer)
    }
    for (index, recording) in recordings.enumerated() {
      XCTAssertEqual(recording.events, [.next(-1), .next(index), .completed], "\(index)")
      XCTAssertEqual(recording.overlaps, 0)
    }
  }

  func test_timeoutOnAConcurrentSchedulerRacingTheElementEndsWithOneTerminalEvent() {
    let count = scaled(10_000, floor: 200)
    let recordings = recordSubscriptions(count) { index, observer in
      // The element and the first timeout fall due together: either may
      // win. The completion follows the element at once, but a new timeout
      // window starts with the element, so on a slow or loaded machine (the
      // thread sanitizer) the timeout may also legitimately end the sequence
      // after the element. Which timer fired is checked deterministically in
      // `TimeoutTests`; here: one terminal event, nothing after it, no
      // overlap, whatever the timing.
      Observable<Int>.timer(.microseconds(50), scheduler: scheduler).map { _ in index }
        .timeout(.microseconds(50), scheduler: scheduler)
        .subscribe(observer)
    }
    let timedOut: Event<Int> = .error(RxError.timeout(dueTime: .microseconds(50)))
    for (index, recording) in recordings.enumerated() {
      XCTAssertTrue(
        recording.events == [.next(index), .completed] || recording.events == [timedOut]
          || recording.events == [.next(index), timedOut],
        "subscription \(index): \(recording.events)")
      XCTAssertEqual(recording.overlaps, 0)
    }
  }

  func test_intervalOnAConcurrentSchedulerCountsUpWithoutGapsOrOverlaps() {
    let count = scaled(1_000, floor: 20)
    let recordings = recordSubscriptions(count) { _, observer in
      Observable<Int>.interval(.microseconds(100), scheduler: scheduler).take(20)
        .subscribe(observer)
    }
    for recording in recordings {
      XCTAssertEqual(recording.events, (0..<20).map { .next($0) } + [.completed])
      XCTAssertEqual(recording.overlaps, 0)
    }
  }

  func test_observeOnAConcurrentSchedulerDeliversEveryEventInOrder() {
    let count = scaled(5_000, floor: 100)
    let recordings = recordSubscriptions(count) { _, observer in
      Observable.from(Array(0..<20)).observe(on: scheduler).subscribe(observer)
    }
    for recording in recordings {
      XCTAssertEqual(recording.events, (0..<20).map { .next($0) } + [.completed])
      XCTAssertEqual(recording.overlaps, 0)
    }
  }
}

// MARK: - Support

/// A reactor that counts its actions; every third mutation is delayed on a
/// concurrent scheduler.
private final class CountingReactor: Reactor, @unchecked Sendable {
  enum Action { case add }
  enum Mutation { case increment }
  struct State { var count = 0 }

  let initialState = State()
  private let scheduler: SchedulerType
  private let actionCount = Atomic<Int>(0)

  init(scheduler: SchedulerType) {
    self.scheduler = scheduler
  }

  func mutate(action: Action) -> Observable<Mutation> {
    let number = actionCount.add(1, ordering: .relaxed).newValue
    let mutation = Observable.just(Mutation.increment)
    return number % 3 == 0
      ? mutation.delay(.microseconds(100), scheduler: scheduler) : mutation
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    state.count += 1
    return state
  }
}

/// One subscription's events, recorded from whichever thread delivers them,
/// and how often two deliveries overlapped (the Rx grammar allows none).
private final class Recording<Element>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var recorded: [Event<Element>] = []
  private let inside = Atomic<Bool>(false)
  private let overlapCount = Atomic<Int>(0)

  var events: [Event<Element>] { lock.withLock { recorded } }
  var overlaps: Int { overlapCount.load(ordering: .relaxed) }

  func on(_ event: Event<Element>) {
    if inside.exchange(true, ordering: .acquiring) {
      overlapCount.add(1, ordering: .relaxed)
    }
    lock.withLock { recorded.append(event) }
    inside.store(false, ordering: .releasing)
  }
}

extension XCTestCase {
  /// Subscribes `count` times (the `index`-th subscription through
  /// `subscribe(index, observer)`), waits until every subscription has
  /// received its terminal event, and returns the recordings in index order.
  fileprivate func recordSubscriptions<Element>(
    _ count: Int,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ subscribe: (Int, @escaping (Event<Element>) -> Void) -> Disposable
  ) -> [Recording<Element>] {
    let group = DispatchGroup()
    let recordings = (0..<count).map { _ in Recording<Element>() }
    var subscriptions: [Disposable] = []
    subscriptions.reserveCapacity(count)
    for (index, recording) in recordings.enumerated() {
      group.enter()
      subscriptions.append(
        subscribe(index) { event in
          recording.on(event)
          if event.isStopEvent { group.leave() }
        })
    }
    let result = group.wait(timeout: .now() + 120)
    XCTAssertEqual(result, .success, "not every subscription terminated", file: file, line: line)
    for subscription in subscriptions { subscription.dispose() }
    return recordings
  }
}
