import ReactorTesting
import Streams
import XCTest

final class RefCountScheduledDisposableTests: XCTestCase {
  // MARK: RefCountDisposable

  func test_refCountDisposable_withoutRetainsDisposesAtOnce() {
    let inner = BooleanDisposable()
    let refCount = RefCountDisposable(disposable: inner)
    XCTAssertFalse(refCount.isDisposed)
    refCount.dispose()
    XCTAssertTrue(inner.isDisposed)
    XCTAssertTrue(refCount.isDisposed)
  }

  func test_refCountDisposable_waitsForEveryRetainedReference() {
    let inner = BooleanDisposable()
    let refCount = RefCountDisposable(disposable: inner)
    let first = refCount.retain()
    let second = refCount.retain()
    refCount.dispose()
    XCTAssertFalse(inner.isDisposed)
    first.dispose()
    first.dispose()  // A reference is released once, however often disposed.
    XCTAssertFalse(inner.isDisposed)
    second.dispose()
    XCTAssertTrue(inner.isDisposed)
    XCTAssertTrue(refCount.isDisposed)
  }

  func test_refCountDisposable_releasedReferencesDoNotDisposeBeforeThePrimary() {
    let inner = BooleanDisposable()
    let refCount = RefCountDisposable(disposable: inner)
    refCount.retain().dispose()
    XCTAssertFalse(inner.isDisposed)
    refCount.dispose()
    refCount.dispose()
    XCTAssertTrue(inner.isDisposed)
  }

  func test_refCountDisposable_retainAfterDisposalReturnsANoOp() {
    let counter = AtomicCounter()
    let refCount = RefCountDisposable(disposable: Disposables.create { counter.increment() })
    refCount.dispose()
    refCount.retain().dispose()
    XCTAssertEqual(counter.value, 1)
  }

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

  // MARK: Disposables.create of four and more

  func test_disposablesCreate_ofFourAndMoreDisposesEveryOneInOrder() {
    var order: [Int] = []
    let disposables = (1...5).map { index in Disposables.create { order.append(index) } }
    let four = Disposables.create(disposables[0], disposables[1], disposables[2], disposables[3])
    XCTAssertFalse(four.isDisposed)
    four.dispose()
    XCTAssertTrue(four.isDisposed)
    XCTAssertEqual(order, [1, 2, 3, 4])

    order = []
    let more = (1...6).map { index in Disposables.create { order.append(index) } }
    Disposables.create(more[0], more[1], more[2], more[3], more[4], more[5]).dispose()
    XCTAssertEqual(order, [1, 2, 3, 4, 5, 6])
  }

  func test_disposablesCreate_ofAnArrayDisposesEveryOne() {
    let inner = (0..<4).map { _ in BooleanDisposable() }
    Disposables.create(inner).dispose()
    XCTAssertTrue(inner.allSatisfy(\.isDisposed))
  }
}
