import ReactorTesting
import Streams
import XCTest

final class ScheduledDisposableTests: XCTestCase {
  // MARK: ScheduledDisposable

  func test_scheduledDisposable_disposesOnTheSchedulerAtItsNextTick() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposedAt: TestTime?
    let scheduled = ScheduledDisposable(
      scheduler: scheduler, disposable: Disposables.create { disposedAt = scheduler.clock })
    scheduler.scheduleAt(300) {
      scheduled.dispose()
      XCTAssertFalse(scheduled.isDisposed)
    }
    scheduler.scheduleAt(310) { scheduled.dispose() }
    scheduler.start()
    XCTAssertEqual(disposedAt, 301)
    XCTAssertTrue(scheduled.isDisposed)
  }

  func test_scheduledDisposable_disposesTheInnerDisposableOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let counter = AtomicCounter()
    let scheduled = ScheduledDisposable(
      scheduler: scheduler, disposable: Disposables.create { counter.increment() })
    scheduled.dispose()
    scheduled.dispose()
    scheduler.start()
    XCTAssertEqual(counter.value, 1)
    XCTAssertTrue(scheduled.scheduler is TestScheduler)
  }
}
