import AllocatorStats
import Dispatch
import ReactorCore
import Streams
import Synchronization
import XCTest

/// A cell reactor that only carries its model.
private final class CellReactor: Reactor {
  typealias Action = NoAction
  struct State {
    var message: String
    var isDone: Bool
  }
  let initialState: State
  init(_ index: Int) { initialState = State(message: "message \(index)", isDone: index & 1 == 0) }
}

/// Counts frees of ``Captured`` objects and says when all are gone.
private final class FreeCounter: Sendable {
  let freed = Atomic<Int>(0)
  let target: Int
  let allFreed: XCTestExpectation

  init(target: Int, allFreed: XCTestExpectation) {
    self.target = target
    self.allFreed = allFreed
  }

  func countFree() {
    if freed.add(1, ordering: .relaxed).newValue == target { allFreed.fulfill() }
  }
}

/// What a subscriber's closure captures.
private final class Captured {
  let counter: FreeCounter
  init(_ counter: FreeCounter) { self.counter = counter }
  deinit { counter.countFree() }
}

/// Reactors under load: actions from many threads with delayed mutations;
/// memory after a burst: reactors observed and then released give back
/// their streams and everything their subscribers captured, with no call
/// into the framework, and their `state` streams complete (always at the
/// full size, 50,000 reactors: the check is about memory returning, which a
/// small burst could not show).
final class ReactorStressTests: XCTestCase {
  func test_8ThreadsX50000ActionsIntoAReactorThatDelaysEveryThirdMutationAllCount() {
    let perThread = scaled(50_000, floor: 2_000)
    let threads = 8
    let expected = threads * perThread
    let reactor = CountingReactor(scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
    let reachedExpected = expectation(description: "state reached \(expected)")
    let subscription = reactor.state.subscribe(onNext: { state in
      if state.count == expected { reachedExpected.fulfill() }
    })
    let box = UncheckedBox(reactor)
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<perThread { box.value.action.onNext(.add) }
    }
    wait(for: [reachedExpected], timeout: 60)
    XCTAssertEqual(reactor.currentState.count, expected)
    subscription.dispose()
  }

  func test_heapReturnsWithinOneMebibyteAfter50000ObservedReactorsAreReleased() {
    let count = 50_000
    warmUp()
    let heapIsMeasurable = allocatorCountsSmallAllocations()
    let baseline = allocatedBytes()
    let freed = FreeCounter(target: count, allFreed: expectation(description: "captures freed"))

    let completions = Atomic<Int>(0)
    let allCompleted = expectation(description: "every state stream completed")
    do {
      var reactors: [CellReactor] = []
      var subscriptions: [Disposable] = []
      reactors.reserveCapacity(count)
      subscriptions.reserveCapacity(count)
      for index in 0..<count {
        let reactor = CellReactor(index)
        let captured = Captured(freed)
        subscriptions.append(
          reactor.state.subscribe(
            onNext: { _ in withExtendedLifetime(captured) {} },
            onCompleted: {
              if completions.add(1, ordering: .relaxed).newValue == count {
                allCompleted.fulfill()
              }
            }))
        reactors.append(reactor)
      }
      if heapIsMeasurable {
        XCTAssertGreaterThan(allocatedBytes() - baseline, count * 100, "the burst allocated")
      }
    }

    // Nothing else touches any reactor: the storage table notices on its own.
    wait(for: [allCompleted, freed.allFreed], timeout: 60)
    XCTAssertEqual(freed.freed.load(ordering: .relaxed), count)
    guard heapIsMeasurable else { return }
    let leftover = allocatedBytes() - baseline
    XCTAssertLessThan(leftover, 1 << 20, "\(leftover) bytes still allocated after the burst")
  }

  /// Creates the process-wide structures (table shards, parking slots,
  /// dispatch's timer queue) that the first reactors allocate once.
  private func warmUp() {
    let done = expectation(description: "warm-up reactor's state completed")
    do {
      let reactor = CellReactor(0)
      _ = reactor.state.subscribe(onCompleted: { done.fulfill() })
    }
    wait(for: [done], timeout: 60)
  }

  /// Whether the C allocator's statistics see this thread's small
  /// allocations (not under a sanitizer, whose allocator replaces it; then
  /// only completions and frees are checked).
  private func allocatorCountsSmallAllocations() -> Bool {
    let before = allocatedBytes()
    let blocks = (0..<1_000).map { _ in
      UnsafeMutableRawPointer.allocate(byteCount: 1_000, alignment: 8)
    }
    let grew = allocatedBytes() - before >= 900_000
    for block in blocks { block.deallocate() }
    return grew
  }

  private func allocatedBytes() -> Int {
    Int(allocator_stats_allocated_bytes())
  }
}
