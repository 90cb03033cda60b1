import Foundation
import Streams
import TestSupport
import XCTest

/// `OperationQueueScheduler`: actions become operations of the scheduler's
/// priority on its queue. Every test waits on the queue itself
/// (`waitUntilAllOperationsAreFinished`), never on time.
final class OperationQueueSchedulerTests: XCTestCase {
  /// A serial queue, suspended so that the test decides when it runs.
  private func suspendedSerialQueue() -> OperationQueue {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    queue.isSuspended = true
    return queue
  }

  func test_init_keepsTheQueueAndPriority() {
    let queue = OperationQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
    XCTAssertTrue(scheduler.operationQueue === queue)
    XCTAssertEqual(scheduler.queuePriority, .high)
    XCTAssertEqual(OperationQueueScheduler(operationQueue: queue).queuePriority, .normal)
  }

  func test_schedule_runsTheActionWithItsStateOnTheQueue() {
    let queue = OperationQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let ran = expectation(description: "action ran")
    let observed = LockedBox<(state: Int, onQueue: Bool)?>(nil)
    _ = scheduler.schedule(42) { state in
      observed.value = (state, OperationQueue.current === queue)
      ran.fulfill()
      return Disposables.create()
    }
    wait(for: [ran], timeout: 30)
    XCTAssertEqual(observed.value?.state, 42)
    XCTAssertEqual(observed.value?.onQueue, true)
  }

  func test_schedule_addsAnOperationOfTheSchedulersPriority() {
    let queue = suspendedSerialQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryHigh)
    _ = scheduler.schedule(()) { _ in Disposables.create() }
    XCTAssertEqual(queue.operations.map(\.queuePriority), [.veryHigh])
    queue.isSuspended = false
    queue.waitUntilAllOperationsAreFinished()
  }

  func test_queuePriority_higherPriorityOperationsRunFirst() {
    let queue = suspendedSerialQueue()
    let low = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryLow)
    let high = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryHigh)
    let order = LockedBox<[String]>([])
    _ = low.schedule("low") { name in
      order.withValue { $0.append(name) }
      return Disposables.create()
    }
    _ = high.schedule("high") { name in
      order.withValue { $0.append(name) }
      return Disposables.create()
    }
    queue.isSuspended = false
    queue.waitUntilAllOperationsAreFinished()
    XCTAssertEqual(order.value, ["high", "low"])
  }

  func test_disposingBeforeTheActionRuns_skipsIt() {
    let queue = suspendedSerialQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let ran = LockedBox<[String]>([])
    let skipped = scheduler.schedule("skipped") { name in
      ran.withValue { $0.append(name) }
      return Disposables.create()
    }
    _ = scheduler.schedule("kept") { name in
      ran.withValue { $0.append(name) }
      return Disposables.create()
    }
    skipped.dispose()
    queue.isSuspended = false
    queue.waitUntilAllOperationsAreFinished()
    XCTAssertEqual(ran.value, ["kept"])
  }

  func test_disposingAfterTheActionRan_disposesWhatItReturned() {
    let queue = OperationQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let returned = BooleanDisposable()
    let scheduled = scheduler.schedule(()) { _ in returned }
    queue.waitUntilAllOperationsAreFinished()
    XCTAssertFalse(returned.isDisposed)
    scheduled.dispose()
    XCTAssertTrue(returned.isDisposed)
  }

  func test_subscribeOn_subscribesOnTheQueue() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let subscribedOnQueue = LockedBox<Bool?>(nil)
    let recorder = EventRecorder<Int>()
    let ended = expectation(description: "sequence ended")
    let subscription = Observable<Int>.create { observer in
      subscribedOnQueue.value = OperationQueue.current === queue
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }
    .subscribe(on: scheduler)
    .subscribe { event in
      recorder.on(event)
      if event.isStopEvent { ended.fulfill() }
    }
    wait(for: [ended], timeout: 30)
    XCTAssertEqual(subscribedOnQueue.value, true)
    XCTAssertEqual(recorder.events, [.next(1), .completed])
    subscription.dispose()
  }

  func test_observeOn_deliversEveryElementInOrderThroughTheQueue() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let recorder = EventRecorder<Int>()
    let onQueue = LockedBox<[Bool]>([])
    let ended = expectation(description: "sequence ended")
    let subscription = Observable.from(Array(0..<50)).observe(on: scheduler).subscribe { event in
      onQueue.withValue { $0.append(OperationQueue.current === queue) }
      recorder.on(event)
      if event.isStopEvent { ended.fulfill() }
    }
    wait(for: [ended], timeout: 30)
    XCTAssertEqual(recorder.elements, Array(0..<50))
    XCTAssertEqual(recorder.events.last, .completed)
    XCTAssertTrue(onQueue.value.allSatisfy { $0 })
    subscription.dispose()
  }
}

/// A value read and written from any thread under a lock.
private final class LockedBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }

  /// Changes the value under the lock.
  func withValue(_ change: (inout Value) -> Void) {
    lock.withLock { change(&stored) }
  }
}
