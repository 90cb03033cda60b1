import ReactorCore
import Streams
import Synchronization
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

  /// What `ScreenMonkey` relies on: while a hold is in progress, the
  /// background sweep tears nothing down (on its own thread), and a dead
  /// reactor's streams wait for an insertion's sweep or a later one.
  func test_aHeldBackgroundSweepTearsNothingDown() {
    let completed = Atomic<Bool>(false)
    StorageTable.shared.holdingBackgroundSweeps {
      do {
        let reactor = SelfInspectingReactor()
        _ = reactor.state.subscribe(onCompleted: { completed.store(true, ordering: .relaxed) })
      }
      XCTAssertFalse(StorageTable.shared.backgroundSweep(), "held: only rescheduled")
      XCTAssertFalse(completed.load(ordering: .relaxed), "the dead reactor is not torn down")
    }
    XCTAssertTrue(StorageTable.shared.backgroundSweep(), "no hold: a sweep")
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
