import ReactorTesting
import Streams
import TestSupport
import XCTest

final class CreateTests: XCTestCase {
  // MARK: create

  func test_create_forwardsEventsSentToObserver() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable<Int>.create { observer in
        observer.on(.next(1))
        observer.on(.next(2))
        observer.on(.completed)
        return Disposables.create()
      }
    }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
  }

  func test_create_ignoresEventsAfterTerminalEventAndDisposesResource() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposedAt: TestTime?
    let res = scheduler.start {
      Observable<Int>.create { observer in
        scheduler.scheduleAt(210) { observer.on(.next(1)) }
        scheduler.scheduleAt(220) { observer.on(.error(TestError.boom)) }
        scheduler.scheduleAt(230) { observer.on(.next(2)) }
        scheduler.scheduleAt(240) { observer.on(.completed) }
        return Disposables.create { disposedAt = scheduler.clock }
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(disposedAt, 220)
  }

  func test_create_disposalRunsReturnedDisposableAndStopsEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposedAt: TestTime?
    let res = scheduler.start(disposed: 300) {
      Observable<Int>.create { observer in
        scheduler.scheduleAt(250) { observer.on(.next(1)) }
        scheduler.scheduleAt(350) { observer.on(.next(2)) }
        return Disposables.create { disposedAt = scheduler.clock }
      }
    }
    XCTAssertEqual(res.events, [.next(250, 1)])
    XCTAssertEqual(disposedAt, 300)
  }
}
