import Dispatch
import Foundation
import Platform
import Streams
import Synchronization
import XCTest

/// The package's lock primitives under real threads: mutual exclusion with
/// more threads than cores (so that waiters park), a once-gate that runs its
/// set-up once and makes late arrivals wait for it, and a locked value that
/// hands replaced values back to be released after unlocking.
final class LockingTests: XCTestCase {
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

  func test_onceGateRunsItsSetUpOnceAndLateArrivalsSeeItFinished() {
    final class Gate: @unchecked Sendable {
      let gate = OnceGate()
      var setUpRuns = 0
      var finished = false
    }
    let shared = Gate()
    let sawUnfinished = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      shared.gate.run {
        shared.setUpRuns += 1
        // Long enough for the other threads to arrive and wait.
        for _ in 0..<200_000 { blackHole(shared) }
        shared.finished = true
      }
      if !shared.finished { sawUnfinished.add(1, ordering: .relaxed) }
    }
    XCTAssertEqual(shared.setUpRuns, 1)
    XCTAssertEqual(sawUnfinished.load(ordering: .relaxed), 0)
    XCTAssertTrue(shared.gate.isOpen)
  }

  func test_onceGateReenteredFromItsOwnSetUpReturnsAtOnce() {
    let gate = OnceGate()
    var log: [String] = []
    gate.run {
      log.append("outer")
      gate.run { log.append("inner must not run") }
      log.append("re-entered")
    }
    gate.run { log.append("after must not run") }
    XCTAssertEqual(log, ["outer", "re-entered"])
  }

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

@inline(never)
private func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
