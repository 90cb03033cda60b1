import XCTest

@testable import Streams

/// The shortcut that lets a `PublishSubject` drop an element nobody
/// observes without taking its serializer (`SubjectCore.mayHaveObservers`).
final class SubjectCoreTests: XCTestCase {
  func test_subscriberQueuedBehindADeliveryReceivesAnElementSentAfterSubscribing() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    // The subject is busy delivering (its serializer owned) and has no
    // observer: the subscription waits in its queue.
    XCTAssertTrue(subject.core.serializer.tryEnter())
    let subscription = subject.subscribe(recorder)
    XCTAssertFalse(subject.hasObservers, "not added yet")
    subject.onNext(1)
    subject.core.serializer.leave()
    XCTAssertEqual(recorder.events, [.next(1)])
    subscription.dispose()
  }

  func test_elementSentWithNobodyObservingOrSubscribingIsDroppedEvenWhileDelivering() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    XCTAssertTrue(subject.core.serializer.tryEnter())
    subject.onNext(1)
    let subscription = subject.subscribe(recorder)
    subject.core.serializer.leave()
    subject.onNext(2)
    XCTAssertEqual(recorder.events, [.next(2)])
    subscription.dispose()
  }

  func test_everyWayASubscriptionEndsLeavesTheSubjectUnobserved() {
    // Disposed after it was added.
    let subject = PublishSubject<Int>()
    subject.subscribe(onNext: { _ in }).dispose()
    XCTAssertFalse(subject.core.mayHaveObservers)

    // Disposed while still queued: it is never added.
    XCTAssertTrue(subject.core.serializer.tryEnter())
    let queued = subject.subscribe(onNext: { _ in })
    XCTAssertTrue(subject.core.mayHaveObservers, "a queued subscription counts")
    queued.dispose()
    subject.core.serializer.leave()
    XCTAssertFalse(subject.core.mayHaveObservers)

    // Made after the end: it gets the terminal event and is not kept.
    subject.subscribe(onNext: { _ in }).dispose()
    subject.onCompleted()
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    XCTAssertEqual(late.events, [.completed])
    XCTAssertFalse(subject.core.mayHaveObservers)

    // Made after `dispose()`: it gets the disposed error and is not kept.
    let disposedSubject = PublishSubject<Int>()
    disposedSubject.dispose()
    _ = disposedSubject.subscribe(onError: { _ in })
    XCTAssertFalse(disposedSubject.core.mayHaveObservers)
  }

  func test_terminalEventWithNoObserverIsStillRecorded() {
    // Terminal events never take the shortcut: a subject with no observer
    // still records that it ended.
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    subject.onNext(1)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.completed])
  }
}
