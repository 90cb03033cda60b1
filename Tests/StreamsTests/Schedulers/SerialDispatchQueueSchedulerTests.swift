import Dispatch
import Foundation
import Streams
import TestSupport
import XCTest

final class SerialDispatchQueueSchedulerTests: XCTestCase {
  /// A serial scheduler on a queue of its own, and whether the caller runs
  /// on that queue.
  private func serialSchedulerOnAMarkedQueue(
    label: String
  ) -> (SerialDispatchQueueScheduler, isOnItsQueue: @Sendable () -> Bool) {
    let queue = DispatchQueue(label: label)
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 1)
    return (
      SerialDispatchQueueScheduler(serialQueue: queue), { DispatchQueue.getSpecific(key: key) == 1 }
    )
  }

  func test_serialDispatchQueueScheduler_runsActionsOnItsQueueInOrder() {
    let (scheduler, isOnItsQueue) = serialSchedulerOnAMarkedQueue(label: "test.serial")
    let recorder = EventRecorder<Int>()
    let onQueue = EventRecorder<Bool>()
    let done = expectation(description: "all actions ran")
    done.expectedFulfillmentCount = 100
    for index in 0..<100 {
      _ = scheduler.schedule(index) { value in
        onQueue.on(.next(isOnItsQueue()))
        recorder.on(.next(value))
        done.fulfill()
        return Disposables.create()
      }
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(recorder.elements, Array(0..<100))
    XCTAssertTrue(onQueue.elements.allSatisfy { $0 })
  }

  func test_serialDispatchQueueScheduler_actionsNeverOverlap() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.overlap")
    let detector = OverlapDetector()
    let done = expectation(description: "all actions ran")
    done.expectedFulfillmentCount = 1_000
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<250 {
        _ = scheduler.schedule(()) { _ in
          detector.enter()
          detector.leave()
          done.fulfill()
          return Disposables.create()
        }
      }
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(detector.overlaps, 0)
  }

  func test_serialDispatchQueueScheduler_disposingBeforeItRunsSkipsTheAction() {
    let queue = DispatchQueue(label: "test.serial.skip")
    let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
    let ran = AtomicCounter()
    let gate = DispatchSemaphore(value: 0)
    queue.async { gate.wait() }
    let action = scheduler.schedule(()) { _ in
      ran.increment()
      return Disposables.create()
    }
    action.dispose()
    gate.signal()
    queue.sync {}
    XCTAssertEqual(ran.value, 0)
  }

  func test_serialDispatchQueueScheduler_scheduleRelativeRunsEvenWhenTheDisposableIsDiscarded() {
    let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
    let ran = expectation(description: "ran")
    _ = scheduler.scheduleRelative(7, dueTime: .milliseconds(1)) { value in
      XCTAssertEqual(value, 7)
      ran.fulfill()
      return Disposables.create()
    }
    wait(for: [ran], timeout: 10)
  }

  func test_serialDispatchQueueScheduler_disposingScheduleRelativeBeforeItIsDueCancelsIt() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.cancel")
    let ran = AtomicCounter()
    let later = expectation(description: "later action ran")
    let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      ran.increment()
      return Disposables.create()
    }
    cancelled.dispose()
    let kept = scheduler.scheduleRelative((), dueTime: .milliseconds(60)) { _ in
      later.fulfill()
      return Disposables.create()
    }
    wait(for: [later], timeout: 10)
    XCTAssertEqual(ran.value, 0)
    kept.dispose()
  }

  func test_serialDispatchQueueScheduler_schedulePeriodicPassesStateUntilDisposed() {
    let scheduler = SerialDispatchQueueScheduler(
      queue: .global(), internalSerialQueueName: "test.serial.periodic")
    let recorder = EventRecorder<Int>()
    let threeTicks = expectation(description: "three ticks")
    let periodic = scheduler.schedulePeriodic(
      0, startAfter: .milliseconds(1), period: .milliseconds(1)
    ) {
      state in
      recorder.on(.next(state))
      if state == 2 { threeTicks.fulfill() }
      return state + 1
    }
    wait(for: [threeTicks], timeout: 10)
    periodic.dispose()
    XCTAssertEqual(Array(recorder.elements.prefix(3)), [0, 1, 2])
  }

  func test_observeOnSerialScheduler_preservesOrderAndLeavesTheSendingThread() {
    let (scheduler, isOnItsQueue) = serialSchedulerOnAMarkedQueue(label: "test.observeOn")
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let onQueue = EventRecorder<Bool>()
    let completed = expectation(description: "completed")
    let subscription = subject.observe(on: scheduler).subscribe { event in
      onQueue.on(.next(isOnItsQueue()))
      recorder.on(event)
      if event.isStopEvent { completed.fulfill() }
    }
    for element in 0..<1_000 { subject.onNext(element) }
    subject.onCompleted()
    wait(for: [completed], timeout: 10)
    XCTAssertEqual(recorder.elements, Array(0..<1_000))
    XCTAssertEqual(recorder.events.last, .completed)
    XCTAssertTrue(onQueue.elements.allSatisfy { $0 })
    subscription.dispose()
  }
}
