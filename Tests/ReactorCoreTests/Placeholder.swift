import ReactorCore
import Streams
import XCTest

final class Counter: Reactor {
  enum Action { case increase }
  struct State { var count = 0 }
  let initialState = State()
  func reduce(state: State, mutation: Action) -> State {
    var state = state
    state.count += 1
    return state
  }
}

final class DebugTests: XCTestCase {
  func test_debug() {
    for round in 0..<3 {
      let reactor = Counter()
      var seen = 0
      let d = reactor.state.subscribe(onNext: { seen = $0.count })
      for _ in 0..<5 { reactor.action.onNext(.increase) }
      print("round", round, ObjectIdentifier(reactor), "seen", seen, "current", reactor.currentState.count)
      d.dispose()
    }
  }
}
