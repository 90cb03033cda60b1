import ReactorCore
import Streams
import XCTest

final class ProbeCounter: Reactor {
  enum Action { case increase }
  struct State: Equatable { var count = 0 }
  let initialState = State()
  func reduce(state: State, mutation: Action) -> State {
    var state = state
    state.count += 1
    return state
  }
}

final class ProbeTests: XCTestCase {
  func test_stubRecursion() {
    let reactor = ProbeCounter()
    reactor.isStubEnabled = true
    reactor.stub.state.accept(.init(count: 3))
    XCTAssertEqual(reactor.currentState.count, 3)
  }
}
