import Dispatch
import Foundation
import Platform
import Synchronization
import XCTest

/// The package's lock under real threads: mutual exclusion with more
/// threads than cores, and a waiter that parks until the holder unlocks.
final class LockTests: XCTestCase {
  /// A counter whose increments are a read and a separate write, so that a
  /// lost update shows any overlap of critical sections.
  private final class Counter: @unchecked Sendable {
    let lock = Lock()
    var value = 0
    let inside = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
  }

  func test_lockExcludesSixteenThreadsIncrementingOneCounter() {
    let counter = Counter()
    let perThread = 20_000
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      for _ in 0..<perThread {
        counter.lock.lock()
        if counter.inside.add(1, ordering: .relaxed).newValue != 1 {
          counter.overlaps.add(1, ordering: .relaxed)
        }
        let read = counter.value
        counter.value = read + 1
        counter.inside.subtract(1, ordering: .relaxed)
        counter.lock.unlock()
      }
    }
    XCTAssertEqual(counter.value, 16 * perThread)
    XCTAssertEqual(counter.overlaps.load(ordering: .relaxed), 0)
  }

  func test_lockHeldLongerThanTheSpinLimitParksTheWaiterUntilUnlocked() {
    let lock = Lock()
    let order = LockedState<[String]>([])
    let waiterStarted = DispatchSemaphore(value: 0)
    let released = expectation(description: "waiter got the lock")
    lock.lock()
    Thread.detachNewThread {
      waiterStarted.signal()
      lock.lock()
      order.withLock { $0.append("waiter") }
      lock.unlock()
      released.fulfill()
    }
    waiterStarted.wait()
    // The waiter is now spinning or parked; it cannot get in before this.
    order.withLock { $0.append("holder") }
    lock.unlock()
    wait(for: [released], timeout: 10)
    XCTAssertEqual(order.withLock { $0 }, ["holder", "waiter"])
  }
}
