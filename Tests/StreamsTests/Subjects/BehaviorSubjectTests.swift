import Streams
import TestSupport
import XCTest

final class BehaviorSubjectTests: XCTestCase {
  func test_behaviorSubject_newSubscriberReceivesTheInitialValueFirst() {
    let subject = BehaviorSubject(value: 0)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onNext(1)
    XCTAssertEqual(recorder.events, [.next(0), .next(1)])
  }

  func test_behaviorSubject_newSubscriberReceivesTheLatestValueFirst() {
    let subject = BehaviorSubject(value: 0)
    subject.onNext(1)
    subject.onNext(2)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(2)])
  }

  func test_behaviorSubject_valueReturnsTheLatestElement() throws {
    let subject = BehaviorSubject(value: 0)
    XCTAssertEqual(try subject.value(), 0)
    subject.onNext(5)
    XCTAssertEqual(try subject.value(), 5)
  }

  func test_behaviorSubject_valueThrowsTheErrorAfterFailure() {
    let subject = BehaviorSubject(value: 0)
    subject.onNext(1)
    subject.onError(TestError.boom)
    XCTAssertThrowsError(try subject.value()) { error in
      XCTAssertEqual(error as? TestError, .boom)
    }
  }

  func test_behaviorSubject_valueStillReturnsTheLastElementAfterCompletion() throws {
    let subject = BehaviorSubject(value: 0)
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(try subject.value(), 1)
  }

  func test_behaviorSubject_valueIgnoresElementsSentAfterCompletion() throws {
    // Guards a fixed bug: `.next` after `.completed` used to overwrite the
    // value although no observer received it.
    let subject = BehaviorSubject(value: 0)
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    XCTAssertEqual(try subject.value(), 1)
  }

  func test_behaviorSubject_valueThrowsDisposedAfterDispose() {
    let subject = BehaviorSubject(value: 0)
    subject.dispose()
    XCTAssertTrue(subject.isDisposed)
    XCTAssertThrowsError(try subject.value()) { error in
      guard case .disposed = error as? RxError else {
        return XCTFail("expected RxError.disposed, got \(error)")
      }
    }
  }

  func test_behaviorSubject_lateSubscriberAfterCompletionReceivesOnlyCompleted() {
    let subject = BehaviorSubject(value: 0)
    subject.onNext(1)
    subject.onCompleted()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.completed])
  }

  func test_behaviorSubject_lateSubscriberAfterErrorReceivesOnlyTheError() {
    let subject = BehaviorSubject(value: 0)
    subject.onError(TestError.boom)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.error(TestError.boom)])
  }

  func test_behaviorSubject_ignoresEventsAfterTermination() {
    let subject = BehaviorSubject(value: 0)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onError(TestError.boom)
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(recorder.events, [.next(0), .error(TestError.boom)])
  }

  func test_behaviorSubject_subscriberAfterDisposeReceivesDisposedError() {
    let subject = BehaviorSubject(value: 0)
    subject.dispose()
    var received: Swift.Error?
    var elements: [Int] = []
    _ = subject.subscribe(onNext: { elements.append($0) }, onError: { received = $0 })
    XCTAssertEqual(elements, [])
    guard case .disposed = received as? RxError else {
      return XCTFail("expected RxError.disposed, got \(String(describing: received))")
    }
  }

  func test_behaviorSubject_hasObserversFollowsSubscriptions() {
    let subject = BehaviorSubject(value: 0)
    XCTAssertFalse(subject.hasObservers)
    let subscription = subject.subscribe(onNext: { _ in })
    XCTAssertTrue(subject.hasObservers)
    subscription.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  func test_behaviorSubject_valueReadInsideOnNextReflectsAReentrantSend() throws {
    let subject = BehaviorSubject(value: 0)
    var seenInside: [Int] = []
    _ = subject.subscribe(onNext: { element in
      if element == 1 {
        subject.onNext(2)
        seenInside.append((try? subject.value()) ?? -1)
      }
    })
    subject.onNext(1)
    XCTAssertEqual(seenInside, [2])
    XCTAssertEqual(try subject.value(), 2)
  }
}
