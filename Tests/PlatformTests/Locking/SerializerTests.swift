import Dispatch
import Foundation
import Platform
import Synchronization
import XCTest

/// A thread that drained a serializer ran every item
/// other threads queued meanwhile, for as long as they kept coming (one
/// reactor `onNext` took 0.25–0.6 s at 16 threads). A bounded drain hands
/// the rest over after a number of other threads' items, keeping the order.
final class SerializerTests: XCTestCase {
  /// A serializer and what its items recorded.
  private final class Fixture: @unchecked Sendable {
    let serializer = Serializer()
    let lock = NSLock()
    var ran: [Int] = []
    var threads: [Bool] = []  // whether each item ran on the owner thread

    func record(_ index: Int, onOwner: Bool) {
      lock.lock()
      ran.append(index)
      threads.append(onOwner)
      lock.unlock()
    }
  }

  func test_anOwnerHandsOverTheDrainAfterTheLimitOfOtherThreadsItemsInOrder() {
    let fixture = Fixture()
    let owner = currentThreadID()
    XCTAssertTrue(fixture.serializer.tryEnter())
    // Another thread queues 100 items while this one owns the serializer.
    queueFromAnotherThread(100, into: fixture) { index in
      fixture.record(index, onOwner: currentThreadID() == owner)
    }

    let handed = fixture.serializer.leave(handingOffAfter: DrainBound(items: 10))

    XCTAssertNotNil(handed)
    XCTAssertEqual(fixture.ran, Array(0..<10), "the owner ran exactly the limit")
    // Nobody else may start draining while the drain is handed over.
    XCTAssertFalse(fixture.serializer.tryEnter())
    finishOnAnotherThread(handed, of: fixture)
    XCTAssertEqual(fixture.ran, Array(0..<100))
    XCTAssertEqual(fixture.threads.filter { $0 }.count, 10)
    XCTAssertTrue(fixture.serializer.tryEnter(), "idle again")
    fixture.serializer.leave()
  }

  /// The owner takes what was queued as one batch; items queued while that
  /// batch runs (by its own items, re-entrantly) go after all of it, and a
  /// drain handed over in the middle of a batch goes on from there.
  func test_itemsQueuedWhileABatchRunsGoAfterIt_andAHandedDrainGoesOnWithTheBatch() {
    let fixture = Fixture()
    XCTAssertTrue(fixture.serializer.tryEnter())
    queueFromAnotherThread(10, into: fixture) { index in
      fixture.record(index, onOwner: false)
      // The batch's first items each queue one more: after the batch.
      if index < 3 {
        fixture.serializer.enqueue { fixture.record(100 + index, onOwner: false) }
      }
    }

    let handed = fixture.serializer.leave(handingOffAfter: DrainBound(items: 5))

    XCTAssertNotNil(handed)
    XCTAssertEqual(fixture.ran, Array(0..<5))
    finishOnAnotherThread(handed, of: fixture)
    XCTAssertEqual(fixture.ran, Array(0..<10) + [100, 101, 102])
    XCTAssertTrue(fixture.serializer.tryEnter(), "idle again")
    fixture.serializer.leave()
  }

  func test_itemsTheOwnerQueuedItselfDoNotCountTowardsTheLimit() {
    let fixture = Fixture()
    XCTAssertTrue(fixture.serializer.tryEnter())
    for index in 0..<100 {
      fixture.serializer.enqueue { fixture.record(index, onOwner: true) }
    }

    XCTAssertNil(fixture.serializer.leave(handingOffAfter: DrainBound(items: 10)))
    XCTAssertEqual(fixture.ran, Array(0..<100))
  }

  func test_anEnqueuerThatBecomesTheOwnerIsBoundedToo() {
    let fixture = Fixture()
    XCTAssertNil(
      fixture.serializer.enqueue(
        { fixture.record(0, onOwner: true) }, handingOffAfter: DrainBound(items: 1)))
    XCTAssertEqual(fixture.ran, [0])
  }

  // MARK: The time bound

  /// Each item takes 200 µs of the test's clock; the bound is 1 ms.
  func test_anOwnerHandsOverOnceItSpentTheTimeBoundCheckingAfter1_2_4And8Items() {
    let fixture = Fixture()
    let clock = ManualClock()
    let owner = currentThreadID()
    XCTAssertTrue(fixture.serializer.tryEnter())
    queueFromAnotherThread(100, into: fixture) { index in
      clock.advance(by: 200_000)
      fixture.record(index, onOwner: currentThreadID() == owner)
    }

    let handed = DrainClock.withClock(clock.now) {
      fixture.serializer.leave(handingOffAfter: DrainBound(items: 1_000, nanoseconds: 1_000_000))
    }

    XCTAssertNotNil(handed)
    // At 4 items 0.8 ms had passed, at 8 1.6 ms.
    XCTAssertEqual(fixture.ran, Array(0..<8))
    // The start, and after 1, 2, 4 and 8 items.
    XCTAssertEqual(clock.reads, 5)
    finishOnAnotherThread(handed, of: fixture)
    XCTAssertEqual(fixture.ran, Array(0..<100))
    XCTAssertEqual(fixture.threads.filter { $0 }.count, 8)
  }

  func test_fastItemsUnderATimeBoundCostOneClockReadPer64Items() {
    let fixture = Fixture()
    let clock = ManualClock()
    XCTAssertTrue(fixture.serializer.tryEnter())
    queueFromAnotherThread(1_000, into: fixture) { fixture.record($0, onOwner: true) }

    let handed = DrainClock.withClock(clock.now) {
      fixture.serializer.leave(handingOffAfter: DrainBound(items: 10_000, nanoseconds: 1_000_000))
    }

    XCTAssertNil(handed)
    XCTAssertEqual(fixture.ran, Array(0..<1_000))
    // The start; after 1, 2, 4, … 64; then after 128, 192, … 960.
    XCTAssertEqual(clock.reads, 1 + 7 + 14)
  }

  func test_aDrainThatRunsNoOtherThreadsItemReadsNoClock() {
    let fixture = Fixture()
    let clock = ManualClock()
    let bound = DrainBound(items: 10, nanoseconds: 1_000_000)

    DrainClock.withClock(clock.now) {
      // Uncontended: nothing was queued meanwhile.
      XCTAssertTrue(fixture.serializer.tryEnter())
      XCTAssertNil(fixture.serializer.leave(handingOffAfter: bound))
      // Only this thread's own re-entrant items.
      XCTAssertTrue(fixture.serializer.tryEnter())
      for index in 0..<100 { fixture.serializer.enqueue { fixture.record(index, onOwner: true) } }
      XCTAssertNil(fixture.serializer.leave(handingOffAfter: bound))
    }

    XCTAssertEqual(fixture.ran, Array(0..<100))
    XCTAssertEqual(clock.reads, 0)
  }

  // MARK: -

  /// Queues `count` items on another thread and waits until it did.
  private func queueFromAnotherThread(
    _ count: Int, into fixture: Fixture, _ item: @escaping @Sendable (Int) -> Void
  ) {
    let queued = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      for index in 0..<count { fixture.serializer.enqueue { item(index) } }
      queued.signal()
    }
    queued.wait()
  }

  /// Finishes a handed-over drain on a thread of its own and waits for it.
  private func finishOnAnotherThread(_ handed: HandedDrain?, of fixture: Fixture) {
    let finished = DispatchSemaphore(value: 0)
    let drain = handed.map { UncheckedDrain($0) }
    Thread.detachNewThread {
      if let drain { fixture.serializer.finish(drain.value) }
      finished.signal()
    }
    finished.wait()
  }
}

/// A clock that only moves when told to, counting how often it is read.
private final class ManualClock: Sendable {
  private let nanoseconds = Atomic<UInt64>(0)
  private let readCount = Atomic<Int>(0)

  /// How often ``now()`` was called.
  var reads: Int { readCount.load(ordering: .relaxed) }

  func advance(by interval: UInt64) {
    nanoseconds.wrappingAdd(interval, ordering: .relaxed)
  }

  func now() -> UInt64 {
    readCount.wrappingAdd(1, ordering: .relaxed)
    return nanoseconds.load(ordering: .relaxed)
  }
}

/// Hands a drain to the thread that finishes it.
private struct UncheckedDrain: @unchecked Sendable {
  let value: HandedDrain
  init(_ value: HandedDrain) { self.value = value }
}

/// Work queued without an event context ran with the
/// context of whichever thread drained the queue.
final class EventContextQueueTests: XCTestCase {
  private final class Marker {}

  func test_queuedWorkRunsWithTheContextItWasQueuedWithAndNoOther() {
    let serializer = SerializerBox()
    let marker = Marker()
    var seen: [String] = []
    XCTAssertTrue(serializer.value.tryEnter())
    serializer.value.enqueue { seen.append(EventContext.current == nil ? "none" : "marker") }
    EventContext.with(marker) {
      serializer.value.enqueue {
        seen.append(EventContext.current === marker ? "marker" : "other")
      }
      // The owner drains here, inside another context.
      serializer.value.leave()
    }
    XCTAssertEqual(seen, ["none", "marker"])
    XCTAssertNil(EventContext.current)
  }
}

private final class SerializerBox {
  let value = Serializer()
}
