import ReactorCore
import Streams
import TestSupport
import XCTest

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
