import Dispatch
import Foundation
import Streams
import TestSupport
import XCTest

final class ConcurrentDispatchQueueSchedulerTests: XCTestCase {
  func test_concurrentDispatchQueueScheduler_runsEveryAction() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let counter = AtomicCounter()
    let done = expectation(description: "all actions ran")
    done.expectedFulfillmentCount = 50
    for _ in 0..<50 {
      _ = scheduler.schedule(()) { _ in
        counter.increment()
        done.fulfill()
        return Disposables.create()
      }
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(counter.value, 50)
  }

  func test_concurrentDispatchQueueScheduler_scheduleRelativeRunsEvenWhenTheDisposableIsDiscarded()
  {
    let scheduler = ConcurrentDispatchQueueScheduler(queue: .global())
    let ran = expectation(description: "ran")
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
      ran.fulfill()
      return Disposables.create()
    }
    wait(for: [ran], timeout: 10)
  }

  func test_observeOnConcurrentScheduler_preservesOrder() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let recorder = EventRecorder<Int>()
    let completed = expectation(description: "completed")
    let subscription = Observable.from(Array(0..<1_000)).observe(on: scheduler).subscribe {
      event in
      recorder.on(event)
      if event.isStopEvent { completed.fulfill() }
    }
    wait(for: [completed], timeout: 10)
    XCTAssertEqual(recorder.elements, Array(0..<1_000))
    subscription.dispose()
  }
}
