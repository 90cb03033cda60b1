import Dispatch
import Foundation
import Streams
import Synchronization
import TestSupport
import XCTest

private let threadCount = 8
private let perThread = 100_000

/// Subjects and relays fed from many threads at once: every event is
/// delivered exactly once, never two at a time to one subscription, and
/// disposal is safe from any thread.
final class ConcurrentDeliveryTests: XCTestCase {

  /// A counter that is deliberately not thread-safe: it stays exact only if
  /// the subject never calls its subscriber concurrently.
  private final class PlainCounter {
    var value = 0
  }

  func test_publishSubject_8ThreadsX100000OnNextDeliverExactly800000WithoutOverlap() {
    let subject = PublishSubject<Int>()
    let detector = OverlapDetector()
    let counter = PlainCounter()
    let subscription = subject.subscribe(onNext: { _ in
      detector.enter()
      counter.value += 1
      detector.leave()
    })
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
      _ = subject.subscribe(onNext: { _ in
        detector.enter()
        counter.value += 1
        detector.leave()
      })
    }
    DispatchQueue.concurrentPerform(iterations: threadCount) { _ in
      for index in 0..<10_000 { subject.onNext(index) }
    }
    XCTAssertEqual(counters.map(\.value), [80_000, 80_000, 80_000])
    XCTAssertEqual(detectors.map(\.overlaps), [0, 0, 0])
  }

  func test_behaviorRelay_8ThreadsAcceptingDeliverEveryElementOnceWithoutOverlap() {
    let relay = BehaviorRelay(value: -1)
    let detector = OverlapDetector()
    let counter = PlainCounter()
    var last = -1
    _ = relay.subscribe(onNext: { element in
      detector.enter()
      counter.value += 1
      last = element
      detector.leave()
    })
    let perThread = 20_000
    DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
      for index in 0..<perThread { relay.accept(thread * perThread + index) }
    }
    XCTAssertEqual(counter.value, 1 + threadCount * perThread)
    XCTAssertEqual(detector.overlaps, 0)
    // A new subscriber is replayed the element delivered last.
    var replayed: Int?
    _ = relay.subscribe(onNext: { replayed = $0 })
    XCTAssertEqual(replayed, last)
  }

  func test_behaviorRelay_valueAfterConcurrentAcceptsIsTheElementDeliveredLast() {
    for _ in 0..<3_000 {
      let relay = BehaviorRelay(value: -1)
      var last = -1
      _ = relay.subscribe(onNext: { last = $0 })
      DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
        for index in 0..<3 { relay.accept(thread * 100 + index) }
      }
      XCTAssertEqual(relay.value, last)
      if relay.value != last { return }
    }
  }

  func test_publishRelay_acceptFromManyThreadsDeliversEveryElementOnce() {
    let relay = PublishRelay<Int>()
    let detector = OverlapDetector()
    let counter = PlainCounter()
    _ = relay.subscribe(onNext: { _ in
      detector.enter()
      counter.value += 1
      detector.leave()
    })
    DispatchQueue.concurrentPerform(iterations: threadCount) { _ in
      for index in 0..<10_000 { relay.accept(index) }
    }
    XCTAssertEqual(counter.value, 80_000)
    XCTAssertEqual(detector.overlaps, 0)
  }

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

  func test_merge_subjectsFedFromDifferentThreadsNeverDeliverTwoEventsAtOnce() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let detector = OverlapDetector()
    let counter = PlainCounter()
    _ = Observable.merge(first.asObservable(), second.asObservable()).subscribe(onNext: { _ in
      detector.enter()
      counter.value += 1
      detector.leave()
    })
    DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
      let subject = thread.isMultiple(of: 2) ? first : second
      for index in 0..<10_000 { subject.onNext(index) }
    }
    XCTAssertEqual(counter.value, 80_000)
    XCTAssertEqual(detector.overlaps, 0)
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
        onNext: { _ in
          detector.enter()
          counter.value += 1
          detector.leave()
        },
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

  func test_compositeDisposable_concurrentInsertAndDisposeDisposesEveryMember() {
    let composite = CompositeDisposable()
    let members = (0..<8_000).map { _ in BooleanDisposable() }
    DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
      for index in stride(from: thread, to: members.count, by: threadCount) {
        composite.insert(members[index])
        if index == 4_000 { composite.dispose() }
      }
    }
    composite.dispose()
    XCTAssertTrue(members.allSatisfy(\.isDisposed))
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
}
