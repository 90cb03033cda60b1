import ReactorCore
import Streams
import TestSupport
import XCTest

final class StorageTableTests: XCTestCase {
  /// `initialState` reads the reactor's own `isStubEnabled` (a lookup in the
  /// storage table): creating the streams used to run it with the table
  /// locked and deadlocked.
  final class SelfInspectingReactor: Reactor {
    typealias Action = Int
    struct State { var value = 0 }

    var initialState: State {
      State(value: isStubEnabled ? -1 : 0)
    }

    func reduce(state: State, mutation: Int) -> State {
      State(value: state.value + mutation)
    }
  }

  func test_initialStateThatUsesTheReactorDoesNotDeadlock() {
    let reactor = SelfInspectingReactor()
    var seen: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { seen.append($0.value) })
    reactor.action.onNext(2)
    XCTAssertEqual(seen, [0, 2])
    subscription.dispose()
  }
}
