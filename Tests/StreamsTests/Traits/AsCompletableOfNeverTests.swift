import ReactorTesting
import Streams
import TestSupport
import XCTest

/// `asCompletable()` on an observable of `Never` (RxSwift 6): in one
/// expression, a testable observable of bare terminal events infers `Never`
/// from it.
final class AsCompletableOfNeverTests: XCTestCase {
  func test_asCompletable_ofAColdObservableOfACompletionInfersNeverAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let completable = scheduler.createColdObservable([.completed(20)]).asCompletable()
    let res = scheduler.start { completable }
    XCTAssertEqual(res.events, [.completed(220)])
  }

  func test_asCompletable_subscribesTheSourceOnceAndEndsWithIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(20, Never.self)])
    let res = scheduler.start { xs.asCompletable() }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func test_asCompletable_forwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      scheduler.createColdObservable([.error(30, TestError.boom)]).asCompletable()
    }
    XCTAssertEqual(res.events, [.error(230, TestError.boom)])
  }

  func test_asCompletable_ofAHotObservableOfNever() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      scheduler.createHotObservable([.completed(150), .completed(250)]).asCompletable()
    }
    XCTAssertEqual(res.events, [.completed(250)])
  }

  func test_asCompletable_deliversCompletableEvents() {
    var events: [CompletableEvent] = []
    _ = Observable<Never>.empty().asCompletable().subscribe { events.append($0) }
    _ = Observable<Never>.error(TestError.boom).asCompletable().subscribe { events.append($0) }
    XCTAssertEqual(events, [.completed, .error(TestError.boom)])
  }

  func test_asCompletable_afterIgnoreElementsOfAnyObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
    let res = scheduler.start { xs.ignoreElements().asCompletable() }
    XCTAssertEqual(res.events, [.completed(240)])
  }
}
