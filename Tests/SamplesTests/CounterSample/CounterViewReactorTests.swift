import CounterSample
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import XCTest

final class CounterViewReactorTests: ScreenTestCase {
  /// One tick per millisecond.
  private func makeStore(value: Int = 0, line: UInt = #line) -> TestStore<CounterViewReactor> {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    return TestStore(
      reactor: CounterViewReactor(value: value, scheduler: scheduler), scheduler: scheduler,
      line: line)
  }

  func test_increase_loadsThenCountsAfterTheDelay() {
    let store = makeStore()
    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .milliseconds(299))
    XCTAssertEqual(store.reactor.currentState.value, 0, "not before the delay")
    store.advance(by: .milliseconds(1))
    store.receive { $0.value = 1 }
    store.receive { $0.isLoading = false }
    store.finish()
  }

  func test_decrease_loadsThenCountsDown() {
    let store = makeStore(value: 5)
    assertChange(store, .decrease, to: 4)
    store.finish()
  }

  func test_changesWhileLoading_areIgnored() {
    let store = makeStore()
    store.send(.increase) { $0.isLoading = true }
    store.send(.increase)
    store.advance(by: .milliseconds(150))
    store.send(.decrease)
    store.advance(by: .milliseconds(150))
    store.receive { $0.value = 1 }
    store.receive { $0.isLoading = false }
    store.advance(by: .seconds(1))
    store.finish()
  }

  func test_aChangeAfterTheFirstEnded_counts() {
    let store = makeStore()
    assertChange(store, .increase, to: 1)
    assertChange(store, .increase, to: 2)
    store.finish()
  }

  func test_atIntMax_anIncreaseIsIgnoredAndADecreaseCounts() {
    assertAChangeIsIgnored(
      at: .max, from: .max - 1, toward: .increase, back: .decrease, canChange: \.canIncrease)
  }

  func test_atIntMin_aDecreaseIsIgnoredAndAnIncreaseCounts() {
    assertAChangeIsIgnored(
      at: .min, from: .min + 1, toward: .decrease, back: .increase, canChange: \.canDecrease)
  }

  /// Sends `action`, which loads, then after the 300 ms delay sets the value
  /// to `value` and stops loading.
  private func assertChange(
    _ store: TestStore<CounterViewReactor>, _ action: CounterViewReactor.Action, to value: Int,
    line: UInt = #line
  ) {
    store.send(action, assert: { $0.isLoading = true }, line: line)
    store.advance(by: .milliseconds(300))
    store.receive({ $0.value = value }, line: line)
    store.receive({ $0.isLoading = false }, line: line)
  }

  /// From `start`, `toward` reaches `end` (an end of Int); there, `toward`
  /// would overflow, so it is ignored and nothing loads; `back` counts.
  private func assertAChangeIsIgnored(
    at end: Int, from start: Int, toward: CounterViewReactor.Action,
    back: CounterViewReactor.Action, canChange: KeyPath<CounterViewReactor.State, Bool>,
    line: UInt = #line
  ) {
    let store = makeStore(value: start, line: line)
    assertChange(store, toward, to: end, line: line)
    XCTAssertFalse(store.reactor.currentState[keyPath: canChange], line: line)

    store.send(toward, line: line)  // would overflow: ignored, nothing loads
    store.advance(by: .seconds(1))
    XCTAssertEqual(store.reactor.currentState, CounterViewReactor.State(value: end), line: line)

    assertChange(store, back, to: start, line: line)
    store.finish(line: line)
  }

  func test_reduce_leavesTheValueAtTheEndsOfInt() {
    let reactor = CounterViewReactor()
    XCTAssertEqual(
      reactor.reduce(state: .init(value: .max), mutation: .increaseValue).value, .max)
    XCTAssertEqual(
      reactor.reduce(state: .init(value: .min), mutation: .decreaseValue).value, .min)
  }
}

/// Property-based tests of `CounterViewReactor` (`StatefulTest`): random actions, with
/// delays and debounces taking part, and the sample's own invariants after
/// every action and tick.
final class CounterViewReactorStatefulTests: XCTestCase {
  func test_counter_neverWrapsAroundAndSettlesAfterItsDelay() {
    StatefulTest { scheduler in
      CounterViewReactor(value: .max - 2, scheduler: scheduler, delay: .seconds(1))
    }
    .rule("increase") { _, _ in .increase }
    .rule("decrease") { _, _ in .decrease }
    .invariant("the value never wraps around") { $0.value >= .max - 60 }
    .invariant("the value stays in Int's range") { $0.canDecrease || $0.value == .min }
    .check(runs: 50, steps: 40, seed: 38, ticksBetweenActions: 0...2)
  }
}
