import Streams
import TestSupport
import XCTest

final class PublishSubjectTests: XCTestCase {
  func test_publishSubject_forwardsEventsToEveryObserverInSubscriptionOrder() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let first = subject.subscribe(onNext: { log.append("a\($0)") })
    let second = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(log, ["a1", "b1", "a2", "b2"])
    first.dispose()
    second.dispose()
  }

  func test_publishSubject_lateSubscriberReceivesOnlyLaterEvents() {
    let subject = PublishSubject<Int>()
    subject.onNext(1)
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    subject.onNext(2)
    XCTAssertEqual(recorder.events, [.next(2)])
    subscription.dispose()
  }

  func test_publishSubject_lateSubscriberAfterCompletionReceivesOnlyCompleted() {
    let subject = PublishSubject<Int>()
    subject.onNext(1)
    subject.onCompleted()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.completed])
  }

  func test_publishSubject_lateSubscriberAfterErrorReceivesOnlyTheError() {
    let subject = PublishSubject<Int>()
    subject.onNext(1)
    subject.onError(TestError.boom)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.error(TestError.boom)])
  }

  func test_publishSubject_ignoresEventsAfterCompleted() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    subject.onError(TestError.boom)
    subject.onCompleted()
    XCTAssertEqual(recorder.events, [.next(1), .completed])
  }

  func test_publishSubject_ignoresEventsAfterError() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onError(TestError.boom)
    subject.onNext(2)
    subject.onCompleted()
    subject.onError(TestError.other(1))
    XCTAssertEqual(recorder.events, [.error(TestError.boom)])
  }

  func test_publishSubject_hasObserversFollowsSubscriptionsAndDisposal() {
    let subject = PublishSubject<Int>()
    XCTAssertFalse(subject.hasObservers)
    let first = subject.subscribe(onNext: { _ in })
    XCTAssertTrue(subject.hasObservers)
    let second = subject.subscribe(onNext: { _ in })
    first.dispose()
    XCTAssertTrue(subject.hasObservers)
    second.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  func test_publishSubject_hasNoObserversAfterTermination() {
    let subject = PublishSubject<Int>()
    _ = subject.subscribe(onNext: { _ in })
    subject.onCompleted()
    XCTAssertFalse(subject.hasObservers)
  }

  func test_publishSubject_disposedObserverReceivesNothingMore() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    subject.onCompleted()
    XCTAssertEqual(recorder.events, [.next(1)])
  }

  func test_publishSubject_disposeDropsObserversAndIgnoresLaterEvents() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.dispose()
    XCTAssertTrue(subject.isDisposed)
    XCTAssertFalse(subject.hasObservers)
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(recorder.events, [])
  }

  func test_publishSubject_subscriberAfterDisposeReceivesDisposedError() {
    let subject = PublishSubject<Int>()
    subject.dispose()
    var received: Swift.Error?
    _ = subject.subscribe(onError: { received = $0 })
    guard case .disposed = received as? RxError else {
      return XCTFail("expected RxError.disposed, got \(String(describing: received))")
    }
  }

  func test_publishSubject_asObserverSendsIntoTheSubject() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    let observer = subject.asObserver()
    observer.onNext(7)
    AnyObserver(subject).onCompleted()
    XCTAssertEqual(recorder.events, [.next(7), .completed])
  }
}
