import ReactorTesting
import Streams
import TestSupport
import XCTest

final class CatchRetryTests: XCTestCase {
  // MARK: catch

  func test_catch_continuesWithSequenceFromHandlerOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    var caught: [TestError] = []
    let res = scheduler.start {
      xs.catch { error in
        caught.append(error as! TestError)
        return ys.asObservable()
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
    XCTAssertEqual(caught, [.boom])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
  }

  func test_catch_withoutErrorCompletesAndNeverCallsHandler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    var calls = 0
    let res = scheduler.start {
      xs.catch { _ in
        calls += 1
        return ys.asObservable()
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
    XCTAssertEqual(calls, 0)
    XCTAssertEqual(ys.subscriptions, [])
  }

  func test_catch_errorOfFallbackSequenceIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.other(2))])
    let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .error(250, TestError.other(2))])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
  }

  func test_catch_errorThrownByHandlerIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let res = scheduler.start {
      xs.catch { _ -> Observable<Int> in throw TestError.other(9) }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError.other(9))])
  }

  func test_catch_disposalDisposesFallbackSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3)])
    let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
  }

  func test_catch_disposalBeforeErrorUnsubscribesSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(330, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 2)])
    let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  // MARK: catchAndReturn

  func test_catchAndReturn_replacesErrorWithElementAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let res = scheduler.start { xs.catchAndReturn(99) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 99), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func test_catchAndReturn_passesCompletionThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let res = scheduler.start { xs.catchAndReturn(99) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
  }

  func test_catchAndReturn_disposalUnsubscribesFromSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(330, TestError.boom)])
    let res = scheduler.start(disposed: 300) { xs.catchAndReturn(99) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  // MARK: retry

  func test_retry_resubscribesAfterEveryErrorUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let res = scheduler.start(disposed: 275) { xs.retry() }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .next(270, 1)])
    XCTAssertEqual(
      xs.subscriptions,
      [
        Subscription(200, 220), Subscription(220, 240), Subscription(240, 260),
        Subscription(260, 275),
      ])
  }

  func test_retry_completionEndsWithoutResubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.retry() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func test_retryCount_forwardsErrorOfLastAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let res = scheduler.start { xs.retry(3) }
    XCTAssertEqual(
      res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError.boom)])
    XCTAssertEqual(
      xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  func test_retryCount_succeedsWhenALaterAttemptCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    var attempts = 0
    let source = Observable<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(TestError.other(attempts)) : .of(attempts)
    }
    let res = scheduler.start { source.retry(5) }
    XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    XCTAssertEqual(attempts, 3)
  }

  func test_retryCount_synchronousFailuresStopAfterMaxAttempts() {
    let scheduler = TestScheduler(initialClock: 0)
    var attempts = 0
    let source = Observable<Int>.deferred {
      attempts += 1
      return .error(TestError.other(attempts))
    }
    let res = scheduler.start { source.retry(4) }
    XCTAssertEqual(res.events, [.error(200, TestError.other(4))])
    XCTAssertEqual(attempts, 4)
  }

  func test_retryCount_disposalUnsubscribesCurrentAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let res = scheduler.start(disposed: 230) { xs.retry(3) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 230)])
  }

  func test_catch_synchronousErrorContinuesWithFallbackAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable<Int>.error(TestError.boom).catch { _ in .of(1, 2) }
    }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
  }
}
