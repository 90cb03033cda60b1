import Dispatch
import Foundation
import ReactorCore
import Streams
import XCTest

@testable import ReactorTesting

/// A counter whose mutations arrive on a background queue, not on the
/// store's scheduler (a reactor that uses another scheduler).
private final class BackgroundCounter: Reactor {
  enum Action { case increase }
  struct State: Equatable { var count = 0 }
  let initialState = State()
  let queue = DispatchQueue(label: "BackgroundCounter")

  func mutate(action: Action) -> Observable<Action> {
    let queue = queue
    return Observable.create { observer in
      queue.async {
        observer.onNext(.increase)
        observer.onCompleted()
      }
      return Disposables.create()
    }
  }

  func reduce(state: State, mutation: Action) -> State {
    State(count: state.count + 1)
  }
}

/// Issue 18 point 9: the store appended received states from whatever
/// thread published them while the test's thread read them (a data race
/// the thread sanitizer reports).
final class TestStoreThreadingTests: XCTestCase {
  func test_statesPublishedOnAnotherThreadAreReceivedInOrderWithoutARace() {
    let store = TestStore(reactor: BackgroundCounter(), scheduler: TestScheduler(initialClock: 0))
    let log = FailureLog()
    log.capture(store)
    let total = 200
    // Sent past the store, so that every state is left for `receive`.
    for _ in 0..<total { store.reactor.action.onNext(.increase) }

    // Receives while the background queue is still publishing; a receive
    // that finds nothing yet is retried.
    let deadline = Date().addingTimeInterval(60)
    var received = 0
    while received < total, Date() < deadline {
      let before = store.state.count
      store.receive { $0.count += 1 }
      if store.state.count == before + 1 { received += 1 }
    }

    XCTAssertEqual(received, total)
    XCTAssertEqual(store.state.count, total)
    XCTAssertTrue(
      log.messages.allSatisfy { $0.hasPrefix("Expected to receive a state, but none arrived.") },
      "\(log.messages.filter { !$0.hasPrefix("Expected to receive") })")
  }
}
