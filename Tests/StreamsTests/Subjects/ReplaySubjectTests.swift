import Dispatch
import Foundation
import Streams
import Synchronization
import TestSupport
import XCTest

final class ReplaySubjectTests: XCTestCase {
  func test_replaySubject_boundedReplaysTheLastBufferSizeElements() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    for element in 1...5 { subject.onNext(element) }
    XCTAssertEqual(eventsOnSubscribing(to: subject), [.next(4), .next(5)])
  }

  func test_replaySubject_boundedReplaysFewerElementsThanBufferSizeInOrder() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(eventsOnSubscribing(to: subject), [.next(1), .next(2)])
  }

  func test_replaySubject_boundedKeepsOrderAfterTheBufferWrapsAround() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    for element in 1...7 { subject.onNext(element) }
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.elements, [5, 6, 7])
  }

  func test_replaySubject_bufferSizeZeroReplaysNothing() {
    let subject = ReplaySubject<Int>.create(bufferSize: 0)
    subject.onNext(1)
    XCTAssertEqual(
      eventsReceived(from: subject, sending: [.next(2)]),
      [.next(2)])
  }

  func test_replaySubject_negativeBufferSizeCountsAsZero() {
    let subject = ReplaySubject<Int>.create(bufferSize: -3)
    subject.onNext(1)
    XCTAssertEqual(eventsOnSubscribing(to: subject), [])
  }

  func test_replaySubject_unboundedReplaysEveryElement() {
    let subject = ReplaySubject<Int>.createUnbounded()
    for element in 1...100 { subject.onNext(element) }
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.elements, Array(1...100))
  }

  func test_replaySubject_subscriberReceivesReplayThenLiveEvents() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    subject.onNext(1)
    XCTAssertEqual(
      eventsReceived(from: subject, sending: [.next(2)]),
      [.next(1), .next(2)])
  }

  func test_replaySubject_lateSubscriberAfterCompletionReceivesBufferThenCompleted() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    for element in 1...3 { subject.onNext(element) }
    subject.onCompleted()
    XCTAssertEqual(eventsOnSubscribing(to: subject), [.next(2), .next(3), .completed])
  }

  func test_replaySubject_lateSubscriberAfterErrorReceivesBufferThenError() {
    let subject = ReplaySubject<Int>.createUnbounded()
    subject.onNext(1)
    subject.onError(TestError.boom)
    XCTAssertEqual(eventsOnSubscribing(to: subject), [.next(1), .error(TestError.boom)])
  }

  func test_replaySubject_elementsAfterTerminationAreNeitherDeliveredNorReplayed() {
    let subject = ReplaySubject<Int>.createUnbounded()
    let live = EventRecorder<Int>()
    _ = subject.subscribe(live)
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    subject.onError(TestError.boom)
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    XCTAssertEqual(live.events, [.next(1), .completed])
    XCTAssertEqual(late.events, [.next(1), .completed])
  }

  func test_replaySubject_subscriberAfterDisposeReceivesDisposedErrorAndNoReplay() {
    let subject = ReplaySubject<Int>.createUnbounded()
    subject.onNext(1)
    subject.dispose()
    XCTAssertTrue(subject.isDisposed)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.elements, [])
    guard recorder.events.count == 1, case .disposed = recorder.events[0].error as? RxError
    else {
      return XCTFail("expected only RxError.disposed, got \(recorder.events)")
    }
  }

  func test_replaySubject_hasObserversFollowsSubscriptions() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    XCTAssertFalse(subject.hasObservers)
    let subscription = subject.subscribe(onNext: { _ in })
    XCTAssertTrue(subject.hasObservers)
    subscription.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  // MARK: Releasing what a subscription captured

  func test_replaySubjectSubscription_disposeReleasesTheCapturedClosures() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    subject.onNext(1)
    let alive = capturedObjectAlive(subscribingTo: subject) { $0.dispose() }
    XCTAssertTrue(alive.before)
    XCTAssertFalse(alive.after)
  }

  // MARK: Delivery from many threads at once

  func test_replaySubject_concurrentSendsAreRecordedInDeliveryOrder() {
    let subject = ReplaySubject<Int>.createUnbounded()
    var delivered: [Int] = []
    _ = subject.subscribe(onNext: { delivered.append($0) })
    DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
      for index in 0..<1_000 { subject.onNext(thread * 1_000 + index) }
    }
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    XCTAssertEqual(delivered.count, threadCount * 1_000)
    XCTAssertEqual(late.elements, delivered)
  }

  // MARK: Reentrancy: sending or subscribing from inside onNext

  func test_replaySubject_reentrantSendIsRecordedAndDeliveredAfterTheCurrentEvent() {
    let subject = ReplaySubject<Int>.createUnbounded()
    let log = reentrantDeliveryLog(of: subject, send: subject.onNext)
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    XCTAssertEqual(log, ["a1", "b1", "a2", "b2"])
    XCTAssertEqual(late.elements, [1, 2])
  }
}
