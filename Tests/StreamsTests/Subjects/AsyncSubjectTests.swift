import ReactorTesting
import Streams
import TestSupport
import XCTest

final class AsyncSubjectTests: XCTestCase {
  /// A subject fed by `xs`'s events at their ticks, and observers
  /// subscribed and disposed at the given ticks.
  private func run(
    _ events: [Recorded<Event<Int>>], subscriptions: [(TestTime, TestTime)]
  ) -> [TestableObserver<Int>] {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(events)
    let subject = AsyncSubject<Int>()
    var sourceSubscription: Disposable?
    scheduler.scheduleAt(100) { sourceSubscription = xs.subscribe(subject) }
    scheduler.scheduleAt(1000) { sourceSubscription?.dispose() }
    let observers = subscriptions.map { _ in scheduler.createObserver(Int.self) }
    for (observer, (subscribe, dispose)) in zip(observers, subscriptions) {
      var subscription: Disposable?
      scheduler.scheduleAt(subscribe) { subscription = subject.subscribe(observer) }
      scheduler.scheduleAt(dispose) { subscription?.dispose() }
    }
    scheduler.start()
    return observers
  }

  func test_asyncSubject_emitsOnlyTheLastElementOnCompletion() {
    let observers = run(
      [.next(110, 1), .next(220, 2), .next(270, 3), .completed(300)],
      subscriptions: [(200, 1000)])
    XCTAssertEqual(observers[0].events, [.next(300, 3), .completed(300)])
  }

  func test_asyncSubject_lateSubscriberGetsTheLastElementAndCompleted() {
    let observers = run(
      [.next(110, 1), .next(220, 2), .completed(300)], subscriptions: [(200, 1000), (400, 1000)])
    XCTAssertEqual(observers[0].events, [.next(300, 2), .completed(300)])
    XCTAssertEqual(observers[1].events, [.next(400, 2), .completed(400)])
  }

  func test_asyncSubject_completingWithoutElementsEmitsJustCompleted() {
    let observers = run([.completed(300)], subscriptions: [(200, 1000), (400, 1000)])
    XCTAssertEqual(observers[0].events, [.completed(300)])
    XCTAssertEqual(observers[1].events, [.completed(400)])
  }

  func test_asyncSubject_errorIsForwardedAndTheLastElementDropped() {
    let observers = run(
      [.next(220, 2), .error(300, TestError.boom)], subscriptions: [(200, 1000), (400, 1000)])
    XCTAssertEqual(observers[0].events, [.error(300, TestError.boom)])
    XCTAssertEqual(observers[1].events, [.error(400, TestError.boom)])
  }

  func test_asyncSubject_observerDisposedBeforeCompletionReceivesNothing() {
    let observers = run(
      [.next(220, 2), .completed(300)], subscriptions: [(200, 250), (210, 1000)])
    XCTAssertEqual(observers[0].events, [])
    XCTAssertEqual(observers[1].events, [.next(300, 2), .completed(300)])
  }

  func test_asyncSubject_ignoresEventsAfterTheEnd() {
    let subject = AsyncSubject<Int>()
    XCTAssertEqual(
      eventsReceived(
        from: subject, sending: [.next(1), .completed, .next(2), .error(TestError.boom)]),
      [.next(1), .completed])
  }

  func test_asyncSubject_hasObserversUntilItEnds() {
    let subject = AsyncSubject<Int>()
    XCTAssertFalse(subject.hasObservers)
    let subscription = subject.subscribe { _ in }
    XCTAssertTrue(subject.hasObservers)
    subscription.dispose()
    XCTAssertFalse(subject.hasObservers)
    _ = subject.subscribe { _ in }
    subject.onCompleted()
    XCTAssertFalse(subject.hasObservers)
  }

  func test_asyncSubject_disposedSubjectFailsLaterSubscribers() {
    let subject = AsyncSubject<Int>()
    let early = EventRecorder<Int>()
    _ = subject.subscribe(early)
    subject.onNext(1)
    subject.dispose()
    XCTAssertTrue(subject.isDisposed)
    subject.onCompleted()
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    XCTAssertEqual(early.events, [])
    XCTAssertEqual(late.events.count, 1)
    XCTAssertNotNil(late.events.first?.error)
  }
}
