import ReactorTesting
import Streams
import TestSupport
import XCTest

final class CatchTests: XCTestCase {
  // MARK: catch

  func test_catch_continuesWithSequenceFromHandlerOnError() {
    var caught: [TestError] = []
    let res = runOver(
      .hot([.next(210, 1), .error(230, TestError.boom)]),
      and: .cold([.next(10, 2), .completed(20)])
    ) { xs, ys, _ in
      xs.catch { error in
        caught.append(error as! TestError)
        return ys.asObservable()
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
    XCTAssertEqual(caught, [.boom])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(230, 250)])
  }

  func test_catch_withoutErrorCompletesAndNeverCallsHandler() {
    var calls = 0
    let res = runOver(
      .hot([.next(210, 1), .completed(230)]), and: .cold([.next(10, 2), .completed(20)])
    ) { xs, ys, _ in
      xs.catch { _ in
        calls += 1
        return ys.asObservable()
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
    XCTAssertEqual(calls, 0)
    XCTAssertEqual(res.otherSubscriptions, [])
  }

  func test_catch_errorOfFallbackSequenceIsForwarded() {
    let res = runOver(
      .hot([.next(210, 1), .error(230, TestError.boom)]),
      and: .cold([.next(10, 2), .error(20, TestError.other(2))])
    ) { xs, ys, _ in
      xs.catch { _ in ys.asObservable() }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .error(250, TestError.other(2))])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(230, 250)])
  }

  func test_catch_errorThrownByHandlerIsForwarded() {
    let res = runOverHot([.next(210, 1), .error(230, TestError.boom)]) { xs, _ in
      xs.catch { _ -> Observable<Int> in throw TestError.other(9) }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError.other(9))])
  }

  func test_catch_disposalDisposesFallbackSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3)])
    let res = scheduler.run(hot: [.next(210, 1), .error(230, TestError.boom)], disposed: 300) {
      xs in xs.catch { _ in ys.asObservable() }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
  }

  func test_catch_disposalBeforeErrorUnsubscribesSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 2)])
    let res = scheduler.run(hot: [.next(210, 1), .error(330, TestError.boom)], disposed: 300) {
      xs in xs.catch { _ in ys.asObservable() }
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  // MARK: catchAndReturn

  func test_catchAndReturn_replacesErrorWithElementAndCompletion() {
    let res = runOverHot([.next(210, 1), .error(230, TestError.boom)]) { xs, _ in
      xs.catchAndReturn(99)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 99), .completed(230)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
  }

  func test_catchAndReturn_passesCompletionThrough() {
    let res = runOverHot([.next(210, 1), .completed(230)]) { xs, _ in xs.catchAndReturn(99) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
  }

  func test_catchAndReturn_disposalUnsubscribesFromSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(hot: [.next(210, 1), .error(330, TestError.boom)], disposed: 300) {
      xs in xs.catchAndReturn(99)
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_catch_synchronousErrorContinuesWithFallbackAtOnce() {
    let res = startOnNewScheduler { _ in
      Observable<Int>.error(TestError.boom).catch { _ in .of(1, 2) }
    }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
  }

  // MARK: Observable.catch(sequence:)

  func test_catchSequence_movesToTheNextSequenceOnEachError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .next(30, 3), .error(40, TestError.boom),
    ])
    let xs2 = scheduler.createColdObservable([
      .next(10, 4), .next(20, 5), .error(30, TestError.boom),
    ])
    let xs3 = scheduler.createColdObservable([
      .next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50),
    ])
    let res = scheduler.start {
      Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
    }
    XCTAssertEqual(
      res.events,
      [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5),
        .next(280, 6), .next(290, 7), .next(300, 8), .next(310, 9), .completed(320),
      ])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(240, 270)])
    XCTAssertEqual(xs3.subscriptions, [Subscription(270, 320)])
  }

  func test_catchSequence_exhausted_endsWithTheLastError() {
    let res = runOver(
      .hot([
        .next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError.boom),
      ]), and: .hot([.next(150, 1), .error(250, TestError.other(2))])
    ) { xs1, xs2, _ in Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() }) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(250, TestError.other(2))])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(230, 250)])
  }

  func test_catchSequence_emptySequence_completesAtOnce() {
    let res = startOnNewScheduler { _ in Observable<Int>.catch(sequence: [Observable<Int>]()) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func test_catchSequence_manySynchronousFailures_doNotRecurse() {
    var result: [Int] = []
    let failures = Array(repeating: Observable<Int>.error(TestError.boom), count: 100_000)
    _ = Observable.catch(sequence: failures + [.just(1)]).subscribe(onNext: { result.append($0) })
    XCTAssertEqual(result, [1])
  }
}
