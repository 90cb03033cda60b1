import Streams
import TestSupport
import XCTest

final class ReplaySubjectTests: XCTestCase {
  func test_replaySubject_boundedReplaysTheLastBufferSizeElements() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    for element in 1...5 { subject.onNext(element) }
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(4), .next(5)])
  }

  func test_replaySubject_boundedReplaysFewerElementsThanBufferSizeInOrder() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    subject.onNext(1)
    subject.onNext(2)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(1), .next(2)])
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
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onNext(2)
    XCTAssertEqual(recorder.events, [.next(2)])
  }

  func test_replaySubject_negativeBufferSizeCountsAsZero() {
    let subject = ReplaySubject<Int>.create(bufferSize: -3)
    subject.onNext(1)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.events, [])
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
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onNext(2)
    XCTAssertEqual(recorder.events, [.next(1), .next(2)])
  }

  func test_replaySubject_lateSubscriberAfterCompletionReceivesBufferThenCompleted() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    for element in 1...3 { subject.onNext(element) }
    subject.onCompleted()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(2), .next(3), .completed])
  }

  func test_replaySubject_lateSubscriberAfterErrorReceivesBufferThenError() {
    let subject = ReplaySubject<Int>.createUnbounded()
    subject.onNext(1)
    subject.onError(TestError.boom)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(1), .error(TestError.boom)])
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
}
