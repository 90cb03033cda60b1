import Dispatch
import Foundation
import Platform
import Synchronization
import XCTest

/// A locked value hands a replaced value back, to be released after
/// unlocking (its `deinit` may take the same lock).
final class LockedStateTests: XCTestCase {
  func test_lockedStateExchangeHandsTheOldValueBackToBeReleasedAfterUnlocking() {
    final class ReadsBackOnDeinit {
      let state: LockedState<ReadsBackOnDeinit?>
      let read: () -> Void
      init(_ state: LockedState<ReadsBackOnDeinit?>, read: @escaping () -> Void) {
        self.state = state
        self.read = read
      }
      // Takes the same lock: a release under the lock would deadlock here.
      deinit { read() }
    }
    let state = LockedState<ReadsBackOnDeinit?>(nil)
    let reads = Atomic<Int>(0)
    state.withLock {
      $0 = ReadsBackOnDeinit(state) {
        _ = state.withLock { $0 }
        reads.add(1, ordering: .relaxed)
      }
    }
    let finished = expectation(description: "replacement finished")
    Thread.detachNewThread {
      _ = state.exchange(nil)
      finished.fulfill()
    }
    wait(for: [finished], timeout: 10)
    XCTAssertEqual(reads.load(ordering: .relaxed), 1)
  }
}
