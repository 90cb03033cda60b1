import Dispatch
import Foundation
import Streams
import Synchronization
import TestSupport
import XCTest

final class BehaviorSubjectTests: XCTestCase {
  func test_behaviorSubject_newSubscriberReceivesTheInitialValueFirst() {
    let subject = BehaviorSubject(value: 0)
    XCTAssertEqual(
      eventsReceived(from: subject, sending: [.next(1)]),
      [.next(0), .next(1)])
  }

  func test_behaviorSubject_newSubscriberReceivesTheLatestValueFirst() {
    let subject = BehaviorSubject(value: 0)
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(eventsOnSubscribing(to: subject), [.next(2)])
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
    XCTAssertEqual(eventsOnSubscribing(to: subject), [.completed])
  }

  func test_behaviorSubject_lateSubscriberAfterErrorReceivesOnlyTheError() {
    let subject = BehaviorSubject(value: 0)
    subject.onError(TestError.boom)
    XCTAssertEqual(eventsOnSubscribing(to: subject), [.error(TestError.boom)])
  }

  func test_behaviorSubject_ignoresEventsAfterTermination() {
    let subject = BehaviorSubject(value: 0)
    XCTAssertEqual(
      eventsReceived(from: subject, sending: [.error(TestError.boom), .next(1), .completed]),
      [.next(0), .error(TestError.boom)])
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

  // MARK: Releasing what a subscription captured

  func test_subjectSubscription_terminalEventReleasesTheCapturedClosures() {
    let subject = BehaviorSubject(value: 0)
    let alive = capturedObjectAlive(subscribingTo: subject) { _ in subject.onCompleted() }
    XCTAssertTrue(alive.before)
    XCTAssertFalse(alive.after)
  }

  func test_behaviorSubject_nobodyReferencesWhileSubscribedIsFreed() {
    var subscription: Disposable?
    weak var weakSubject: BehaviorSubject<Int>?
    do {
      let subject = BehaviorSubject(value: 0)
      weakSubject = subject
      subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
    }
    XCTAssertNil(weakSubject)
    subscription?.dispose()
  }

  // MARK: Releasing a replaced value after unlocking

  func test_behaviorSubjectReleasesTheReplacedValueAfterUnlocking() {
    // Once disposed, the subject no longer replays, so the value it holds
    // for `value()` is the element's only owner.
    let subject = BehaviorSubject<DeinitProbe?>(value: nil)
    let sentDuringDeinit = Box(false)
    let finished = finishesWithoutDeadlock {
      subject.dispose()
      subject.onNext(
        DeinitProbe {
          subject.onNext(nil)
          sentDuringDeinit.value = true
        })
      subject.onNext(nil)
    }
    guard finished else { return }
    XCTAssertTrue(sentDuringDeinit.value)
  }

  // MARK: Delivery from many threads at once

  func test_behaviorSubject_valueReadFromManyThreadsWhileSendingIsAlwaysASentValue() {
    let subject = BehaviorSubject(value: 0)
    let invalid = AtomicCounter()
    DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
      for index in 1...5_000 {
        if thread.isMultiple(of: 2) {
          subject.onNext(index)
        } else if let value = try? subject.value(), !(0...5_000).contains(value) {
          invalid.increment()
        }
      }
    }
    XCTAssertEqual(invalid.value, 0)
  }

  // MARK: Reentrancy: sending or subscribing from inside onNext

  func test_behaviorSubject_reentrantSendIsDeliveredAfterTheCurrentEventToAllObservers() {
    let subject = BehaviorSubject(value: 0)
    let log = reentrantDeliveryLog(of: subject, send: subject.onNext)
    XCTAssertEqual(log, ["a0", "b0", "a1", "b1", "a2", "b2"])
  }

  func test_behaviorSubject_subscribingInsideOnNextReplaysTheCurrentValueThenLaterOnes() {
    let subject = BehaviorSubject(value: 0)
    let inner = EventRecorder<Int>()
    var subscribedInner = false
    _ = subject.subscribe(onNext: { element in
      if element == 1 && !subscribedInner {
        subscribedInner = true
        _ = subject.subscribe(inner)
      }
    })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(inner.events, [.next(1), .next(2)])
  }
}
