import Dispatch
import Foundation
import Platform
import Synchronization
import XCTest

/// A once-gate runs its set-up once; late arrivals wait for it to finish,
/// and a re-entry from the set-up itself returns at once.
final class OnceGateTests: XCTestCase {
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
}

@inline(never)
private func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
