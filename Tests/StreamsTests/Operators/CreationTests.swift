import ReactorTesting
import Streams
import TestSupport
import XCTest

final class CreationTests: XCTestCase {
  // MARK: just / of / from / empty / never / error

  func test_just_emitsElementAndCompletesAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.just(42) }
    XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
  }

  func test_justOnScheduler_emitsOnScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
  }

  func test_of_emitsElementsSynchronouslyInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1, 2, 3) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
  }

  func test_ofOnScheduler_emitsOneElementPerScheduledAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
  }

  func test_fromOnScheduler_disposalStopsEmission() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 203) { Observable.from(1..., scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2)])
  }

  func test_from_emitsSequenceElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(["a", "b"]) }
    XCTAssertEqual(res.events, [.next(200, "a"), .next(200, "b"), .completed(200)])
  }

  func test_from_stopsIteratingOnceDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    var pulled = 0
    let numbers = (1...100).lazy.map { value -> Int in
      pulled += 1
      return value
    }
    let res = scheduler.start { Observable.from(numbers).take(3) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    // `for element in sequence` pulls the next element before it can see the
    // disposal, so one element more than was emitted may be pulled; never
    // the rest of the sequence.
    XCTAssertLessThanOrEqual(pulled, 4)
  }

  func test_empty_completesAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.empty() }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func test_never_emitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.never() }
    XCTAssertEqual(res.events, [])
  }

  func test_error_failsAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.error(TestError.boom) }
    XCTAssertEqual(res.events, [.error(200, TestError.boom)])
  }

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
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.deferred { throw TestError.boom } }
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

  // MARK: timer / interval

  func test_timer_emitsZeroAfterDueTimeThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(300, 0), .completed(300)])
  }

  func test_timer_disposalBeforeDueTimeEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 250) {
      Observable<Int>.timer(.seconds(100), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
  }

  func test_timerWithPeriod_emitsCountEveryPeriodAfterDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 400) {
      Observable<Int>.timer(.seconds(50), period: .seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(
      res.events,
      [.next(250, 0), .next(280, 1), .next(310, 2), .next(340, 3), .next(370, 4)])
  }

  func test_timerWithPeriodKeepsTickingWhenTheFirstTickRunsBeforeItsSchedulingReturns() {
    let scheduler = InlineFirstScheduler()
    let recorder = EventRecorder<Int>()
    let subscription = Observable<Int>.timer(
      .nanoseconds(0), period: .nanoseconds(0), scheduler: scheduler
    )
    .subscribe(recorder)
    scheduler.run(limit: 3)
    subscription.dispose()
    XCTAssertEqual(recorder.elements, [0, 1, 2, 3])
  }

  func test_interval_emitsCountEveryPeriodUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 400) {
      Observable<Int>.interval(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(
      res.events, [.next(250, 0), .next(300, 1), .next(350, 2), .next(400, 3)].dropLast())
  }

  func test_interval_composesWithTake() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3)
    }
    XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2), .completed(230)])
  }
}

/// `from(_:scheduler:)` on the current-thread scheduler, cut short.
final class FromSchedulerDisposalTests: XCTestCase {
  func test_fromAnEndlessSequenceOnTheCurrentThreadSchedulerStopsWhenTakeIsSatisfied() {
    var received: [Int] = []
    let subscription = Observable.from(
      sequence(first: 0) { $0 + 1 }, scheduler: CurrentThreadScheduler.instance
    )
    .take(3)
    .subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [0, 1, 2])
    subscription.dispose()
  }
}
