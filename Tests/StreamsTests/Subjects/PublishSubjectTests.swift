import Dispatch
import Foundation
import Streams
import Synchronization
import TestSupport
import XCTest

final class PublishSubjectTests: XCTestCase {
  /// Which subscription the first observer disposes inside its `onNext`.
  private enum Disposed { case itself, theSecond }

  /// Two observers, "a" and "b", of a subject sent 1 then 2; "a" disposes
  /// `disposed` inside its `onNext`: each element as each observer saw it.
  private func logOfTwoObservers(whenTheFirstDisposes disposed: Disposed) -> [String] {
    let subject = PublishSubject<Int>()
    var subscriptions: [Disposable?] = [nil, nil]
    var log: [String] = []
    subscriptions[0] = subject.subscribe(onNext: { element in
      log.append("a\(element)")
      subscriptions[disposed == .itself ? 0 : 1]?.dispose()
    })
    subscriptions[1] = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    subject.onNext(2)
    return log
  }

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
    let events = eventsOfALateSubscriber(
      to: subject, before: { subject.onNext(1) }, during: { subject.onNext(2) })
    XCTAssertEqual(events.whenDisposed, [.next(2)])
  }

  func test_publishSubject_lateSubscriberAfterCompletionReceivesOnlyCompleted() {
    let subject = PublishSubject<Int>()
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(eventsOnSubscribing(to: subject), [.completed])
  }

  func test_publishSubject_lateSubscriberAfterErrorReceivesOnlyTheError() {
    let subject = PublishSubject<Int>()
    subject.onNext(1)
    subject.onError(TestError.boom)
    XCTAssertEqual(eventsOnSubscribing(to: subject), [.error(TestError.boom)])
  }

  func test_publishSubject_ignoresEventsAfterCompleted() {
    let subject = PublishSubject<Int>()
    XCTAssertEqual(
      eventsReceived(
        from: subject,
        sending: [.next(1), .completed, .next(2), .error(TestError.boom), .completed]),
      [.next(1), .completed])
  }

  func test_publishSubject_ignoresEventsAfterError() {
    let subject = PublishSubject<Int>()
    XCTAssertEqual(
      eventsReceived(
        from: subject,
        sending: [.error(TestError.boom), .next(2), .completed, .error(TestError.other(1))]),
      [.error(TestError.boom)])
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

  // MARK: Releasing what a subscription captured

  func test_subjectSubscription_disposeReleasesTheCapturedClosures() {
    let subject = PublishSubject<Int>()
    var subscription: Disposable?
    let tracked = weaklyHeld { object in
      subscription = subject.subscribe(
        onNext: { _ in _ = object },
        onError: { _ in _ = object },
        onCompleted: { _ = object },
        onDisposed: { _ = object })
    }
    XCTAssertNotNil(tracked())
    subscription?.dispose()
    XCTAssertNil(tracked())
  }

  func test_subject_nobodyReferencesWhileSubscribedIsFreedWithItsObservers() {
    var subscription: Disposable?
    weak var weakSubject: PublishSubject<Int>?
    let tracked = weaklyHeld { object in
      let subject = PublishSubject<Int>()
      weakSubject = subject
      subscription = subject.subscribe(onNext: { _ in _ = object })
    }
    XCTAssertNil(weakSubject)
    XCTAssertNil(tracked())
    subscription?.dispose()
  }

  func test_dispose_isIdempotent() {
    var disposedCount = 0
    let subscription = PublishSubject<Int>().subscribe(onDisposed: { disposedCount += 1 })
    for _ in 0..<5 { subscription.dispose() }
    XCTAssertEqual(disposedCount, 1)
  }

  // MARK: Delivery from many threads at once

  func test_publishSubject_8ThreadsX100000OnNextDeliverExactly800000WithoutOverlap() {
    let subject = PublishSubject<Int>()
    let detector = OverlapDetector()
    let counter = PlainCounter()
    let subscription = subject.subscribe(onNext: counter.countingDeliveries(checkedBy: detector))
    DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
      for index in 0..<perThread { subject.onNext(thread * perThread + index) }
    }
    XCTAssertEqual(counter.value, 800_000)
    XCTAssertEqual(detector.overlaps, 0)
    subscription.dispose()
  }

  func test_publishSubject_concurrentSendersKeepEachSendersOrder() {
    let subject = PublishSubject<(thread: Int, index: Int)>()
    let detector = OverlapDetector()
    var lastIndex = Array(repeating: -1, count: threadCount)
    var outOfOrder = 0
    _ = subject.subscribe(onNext: { element in
      detector.enter()
      if element.index != lastIndex[element.thread] + 1 { outOfOrder += 1 }
      lastIndex[element.thread] = element.index
      detector.leave()
    })
    DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
      for index in 0..<10_000 { subject.onNext((thread, index)) }
    }
    XCTAssertEqual(outOfOrder, 0)
    XCTAssertEqual(lastIndex, Array(repeating: 9_999, count: threadCount))
    XCTAssertEqual(detector.overlaps, 0)
  }

  func test_publishSubject_everyObserverReceivesEveryConcurrentEventOnce() {
    let subject = PublishSubject<Int>()
    let counters = (0..<3).map { _ in PlainCounter() }
    let detectors = (0..<3).map { _ in OverlapDetector() }
    for (counter, detector) in zip(counters, detectors) {
      _ = subject.subscribe(onNext: counter.countingDeliveries(checkedBy: detector))
    }
    DispatchQueue.concurrentPerform(iterations: threadCount) { _ in
      for index in 0..<10_000 { subject.onNext(index) }
    }
    XCTAssertEqual(counters.map(\.value), [80_000, 80_000, 80_000])
    XCTAssertEqual(detectors.map(\.overlaps), [0, 0, 0])
  }

  func test_publishSubject_completionRacingWithOnNextEndsWithExactlyOneTerminalEvent() {
    for _ in 0..<50 {
      let subject = PublishSubject<Int>()
      let detector = OverlapDetector()
      var events: [Event<Int>] = []
      _ = subject.subscribe { event in
        detector.enter()
        events.append(event)
        detector.leave()
      }
      DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
        for index in 0..<500 {
          if thread == 0 && index == 250 { subject.onCompleted() }
          subject.onNext(index)
        }
      }
      XCTAssertEqual(events.filter(\.isStopEvent).count, 1)
      XCTAssertEqual(events.last, .completed)
      XCTAssertEqual(detector.overlaps, 0)
    }
  }

  func test_subscribeAndDispose_fromManyThreadsWhileSendingIsSafe() {
    let subject = PublishSubject<Int>()
    let received = AtomicCounter()
    DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
      if thread.isMultiple(of: 2) {
        for index in 0..<20_000 { subject.onNext(index) }
      } else {
        for _ in 0..<2_000 {
          let subscription = subject.subscribe(onNext: { _ in received.increment() })
          subscription.dispose()
        }
      }
    }
    XCTAssertFalse(subject.hasObservers)
    let before = received.value
    subject.onNext(0)
    XCTAssertEqual(received.value, before)
  }

  func test_dispose_racingWithOnNextStopsDeliveryAndRunsOnDisposedOnce() {
    for _ in 0..<20 {
      let subject = PublishSubject<Int>()
      let detector = OverlapDetector()
      let disposedCount = AtomicCounter()
      let counter = PlainCounter()
      // Disposables are thread-safe; the existential just doesn't say so.
      nonisolated(unsafe) let subscription = subject.subscribe(
        onNext: counter.countingDeliveries(checkedBy: detector),
        onDisposed: { disposedCount.increment() })
      DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
        for index in 0..<2_000 {
          if index == 1_000 && thread < 4 { subscription.dispose() }
          subject.onNext(index)
        }
      }
      let afterRace = counter.value
      subject.onNext(-1)
      XCTAssertEqual(counter.value, afterRace)
      XCTAssertLessThan(afterRace, threadCount * 2_000)
      XCTAssertEqual(disposedCount.value, 1)
      XCTAssertEqual(detector.overlaps, 0)
      XCTAssertFalse(subject.hasObservers)
    }
  }

  func test_dispose_fromManyThreadsAtOnceIsIdempotent() {
    let disposedCount = AtomicCounter()
    // Disposables are thread-safe; the existential just doesn't say so.
    nonisolated(unsafe) let subscription = PublishSubject<Int>().subscribe(onDisposed: {
      disposedCount.increment()
    })
    DispatchQueue.concurrentPerform(iterations: threadCount) { _ in
      for _ in 0..<100 { subscription.dispose() }
    }
    XCTAssertEqual(disposedCount.value, 1)
  }

  func test_disposeFromAnotherThread_stopsLaterEventsOnTheSendingThread() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })
    subject.onNext(1)
    // Disposables are thread-safe; the existential just doesn't say so.
    nonisolated(unsafe) let unsafeSubscription = subscription
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { unsafeSubscription.dispose() }
    group.wait()
    subject.onNext(2)
    XCTAssertEqual(received, [1])
  }

  // MARK: Reentrancy: sending or subscribing from inside onNext

  func test_publishSubject_reentrantSendIsDeliveredAfterTheCurrentEventToAllObserversInOrder() {
    let subject = PublishSubject<Int>()
    let log = reentrantDeliveryLog(of: subject, send: subject.onNext)
    XCTAssertEqual(log, ["a1", "b1", "a2", "b2"])
  }

  func test_publishSubject_severalReentrantSendsAreDeliveredOnceEachInSendOrder() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.subscribe(onNext: { element in
      log.append("a\(element)")
      if element == 1 {
        subject.onNext(2)
        subject.onNext(3)
      }
      if element == 2 { subject.onNext(4) }
    })
    _ = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    XCTAssertEqual(log, ["a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4"])
  }

  func test_publishSubject_reentrantCompletionIsDeliveredAfterTheCurrentEvent() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.subscribe(
      onNext: { element in
        log.append("a\(element)")
        subject.onCompleted()
        subject.onNext(99)
      },
      onCompleted: { log.append("a|") })
    _ = subject.subscribe(onNext: { log.append("b\($0)") }, onCompleted: { log.append("b|") })
    subject.onNext(1)
    XCTAssertEqual(log, ["a1", "b1", "a|", "b|"])
  }

  func test_publishSubject_subscribingInsideOnNextTakesEffectAfterTheCurrentEvent() {
    let subject = PublishSubject<Int>()
    let inner = EventRecorder<Int>()
    var subscribedInner = false
    _ = subject.subscribe(onNext: { _ in
      if !subscribedInner {
        subscribedInner = true
        _ = subject.subscribe(inner)
      }
    })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(inner.events, [.next(2)])
  }

  func test_publishSubject_disposingOwnSubscriptionInsideOnNextStopsFurtherEvents() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var subscription: Disposable?
    subscription = subject.subscribe(onNext: { element in
      received.append(element)
      subscription?.dispose()
      subject.onNext(element + 100)
    })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(received, [1])
    XCTAssertFalse(subject.hasObservers)
  }

  func test_publishSubject_disposingAnotherObserverInsideOnNextStopsItBeforeTheCurrentEvent() {
    XCTAssertEqual(logOfTwoObservers(whenTheFirstDisposes: .theSecond), ["a1", "a2"])
  }

  func test_publishSubject_disposingInsideOnNextDoesNotAffectOtherObservers() {
    XCTAssertEqual(logOfTwoObservers(whenTheFirstDisposes: .itself), ["a1", "b1", "b2"])
  }

  func test_publishSubject_disposingTheSubjectInsideOnNextDropsEveryObserver() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.subscribe(onNext: { element in
      log.append("a\(element)")
      subject.dispose()
    })
    _ = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    subject.onNext(2)
    // The event being delivered finishes; nothing after it is delivered.
    XCTAssertFalse(subject.hasObservers)
    XCTAssertFalse(log.contains("a2") || log.contains("b2"))
    XCTAssertEqual(log.first, "a1")
  }
}
