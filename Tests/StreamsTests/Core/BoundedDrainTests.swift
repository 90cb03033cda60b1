import Dispatch
import Foundation
import Platform
import Streams
import Synchronization
import XCTest

/// Issue 18 point 9: a thread that drained a serializer ran every item
/// other threads queued meanwhile, for as long as they kept coming (one
/// reactor `onNext` took 0.25–0.6 s at 16 threads). A bounded drain hands
/// the rest over after a number of other threads' items, keeping the order.
final class BoundedDrainTests: XCTestCase {
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
    let queued = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      for index in 0..<100 {
        fixture.serializer.enqueue { fixture.record(index, onOwner: currentThreadID() == owner) }
      }
      queued.signal()
    }
    queued.wait()

    let handed = fixture.serializer.leave(handingOffAfter: 10)

    XCTAssertNotNil(handed)
    XCTAssertEqual(fixture.ran, Array(0..<10), "the owner ran exactly the limit")
    // Nobody else may start draining while the drain is handed over.
    XCTAssertFalse(fixture.serializer.tryEnter())
    let finished = DispatchSemaphore(value: 0)
    let drain = handed.map { UncheckedDrain($0) }
    Thread.detachNewThread {
      if let drain { fixture.serializer.finish(drain.value) }
      finished.signal()
    }
    finished.wait()
    XCTAssertEqual(fixture.ran, Array(0..<100))
    XCTAssertEqual(fixture.threads.filter { $0 }.count, 10)
    XCTAssertTrue(fixture.serializer.tryEnter(), "idle again")
    fixture.serializer.leave()
  }

  func test_itemsTheOwnerQueuedItselfDoNotCountTowardsTheLimit() {
    let fixture = Fixture()
    XCTAssertTrue(fixture.serializer.tryEnter())
    for index in 0..<100 {
      fixture.serializer.enqueue { fixture.record(index, onOwner: true) }
    }

    XCTAssertNil(fixture.serializer.leave(handingOffAfter: 10))
    XCTAssertEqual(fixture.ran, Array(0..<100))
  }

  func test_anEnqueuerThatBecomesTheOwnerIsBoundedToo() {
    let fixture = Fixture()
    XCTAssertNil(
      fixture.serializer.enqueue({ fixture.record(0, onOwner: true) }, handingOffAfter: 1))
    XCTAssertEqual(fixture.ran, [0])
  }
}

/// Hands a drain to the thread that finishes it.
private struct UncheckedDrain: @unchecked Sendable {
  let value: HandedDrain
  init(_ value: HandedDrain) { self.value = value }
}

/// Review of issue 18: work queued without an event context ran with the
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
