import ReactorTesting
import Streams
import TestSupport
import XCTest

final class DeferredTests: XCTestCase {
  // MARK: deferred

  func test_deferred_callsFactoryForEachSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var calls = 0
    let source = Observable<Int>.deferred {
      calls += 1
      return .just(calls)
    }
    let first = scheduler.start { source }
    let second = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { source }
    XCTAssertEqual(first.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(second.events, [.next(1200, 2), .completed(1200)])
  }

  func test_deferred_factoryErrorBecomesSequenceError() {
    let res = startOnNewScheduler { _ in Observable<Int>.deferred { throw TestError.boom } }
    XCTAssertEqual(res.events, [.error(200, TestError.boom)])
  }

  func test_deferred_subscribesCreatedSequenceAndDisposesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
    let res = scheduler.start(disposed: 300) { Observable.deferred { xs.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_deferred_forwardsErrorAndCompletionOfCreatedSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { Observable.deferred { xs.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func test_deferred_callsTheFactoryForEachSubscription() {
    var calls = 0
    let source = Observable<Int>.deferred {
      calls += 1
      return .just(calls)
    }
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = source.subscribe(first)
    _ = source.subscribe(second)
    XCTAssertEqual(first.elements, [1])
    XCTAssertEqual(second.elements, [2])
  }

  func test_deferred_factoryErrorBecomesTheSequenceError() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.deferred { throw TestError.boom }.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.error(TestError.boom)])
  }
}
