import Dispatch
import Foundation
import Streams
import XCTest

final class ConcurrentMainSchedulerTests: XCTestCase {
  func test_concurrentMainScheduler_runsInlineOnTheMainThreadEvenWhenNested() {
    XCTAssertTrue(Thread.isMainThread)
    let log = Log()
    scheduleNestedActions(on: ConcurrentMainScheduler.instance, into: log)
    XCTAssertEqual(log.lines, ["outer start", "inner", "outer end"])
  }

  func test_concurrentMainScheduler_fromABackgroundThreadRunsOnTheMainThread() {
    assertRunsOnTheMainThread(
      whenScheduledFromABackgroundThreadOn: ConcurrentMainScheduler.instance)
  }

  func test_concurrentMainScheduler_disposalBeforeRunningCancels() {
    let ran = expectation(description: "later action ran")
    let scheduled = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var cancelledRan = false
    DispatchQueue.global().async {
      let disposable = ConcurrentMainScheduler.instance.schedule(()) { _ in
        cancelledRan = true
        return Disposables.create()
      }
      disposable.dispose()
      _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
        ran.fulfill()
        return Disposables.create()
      }
      scheduled.signal()
    }
    // Blocked (not running the main queue) until both are scheduled and
    // the first disposed: waiting on the expectation first let the main
    // queue run the first action before its disposal (flaky under ASan).
    scheduled.wait()
    wait(for: [ran], timeout: 10)
    XCTAssertFalse(cancelledRan)
  }

  func test_concurrentMainScheduler_scheduleRelativeRunsOnTheMainThreadLater() {
    let ran = expectation(description: "ran")
    let start = Date()
    _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      XCTAssertTrue(Thread.isMainThread)
      XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.015)
      ran.fulfill()
      return Disposables.create()
    }
    wait(for: [ran], timeout: 10)
  }
}
