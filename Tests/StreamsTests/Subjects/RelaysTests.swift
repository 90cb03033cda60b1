import Dispatch
import Foundation
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import XCTest

final class RelaysTests: XCTestCase {
  func test_publishRelay_acceptForwardsElementsToCurrentObservers() {
    let relay = PublishRelay<Int>()
    let events = eventsOfALateSubscriber(
      to: relay, before: { relay.accept(0) },
      during: {
        relay.accept(1)
        relay.accept(2)
      }, after: { relay.accept(3) })
    XCTAssertEqual(events.whenDisposed, [.next(1), .next(2)])
    XCTAssertEqual(events.inTheEnd, [.next(1), .next(2)])
  }

  func test_publishRelay_asObservableDeliversAcceptedElements() {
    let relay = PublishRelay<String>()
    var received: [String] = []
    _ = relay.asObservable().subscribe(onNext: { received.append($0) })
    relay.accept("a")
    XCTAssertEqual(received, ["a"])
  }

  func test_behaviorRelay_valueReturnsTheInitialValue() {
    let relay = BehaviorRelay(value: 10)
    XCTAssertEqual(relay.value, 10)
  }

  func test_behaviorRelay_acceptUpdatesValue() {
    let relay = BehaviorRelay(value: 10)
    relay.accept(11)
    XCTAssertEqual(relay.value, 11)
  }

  func test_behaviorRelay_newSubscriberReceivesCurrentValueThenLaterOnes() {
    let relay = BehaviorRelay(value: 1)
    relay.accept(2)
    let recorder = EventRecorder<Int>()
    _ = relay.subscribe(recorder)
    relay.accept(3)
    XCTAssertEqual(recorder.events, [.next(2), .next(3)])
  }

  func test_behaviorRelay_asObservableStartsWithTheCurrentValue() {
    let relay = BehaviorRelay(value: [1])
    var received: [[Int]] = []
    _ = relay.asObservable().subscribe(onNext: { received.append($0) })
    relay.accept(relay.value + [2])
    XCTAssertEqual(received, [[1], [1, 2]])
  }

  func test_behaviorRelay_valueInsideSubscriberEqualsTheDeliveredElement() {
    let relay = BehaviorRelay(value: 0)
    var mismatches = 0
    _ = relay.subscribe(onNext: { element in
      if relay.value != element { mismatches += 1 }
    })
    for element in 1...10 { relay.accept(element) }
    XCTAssertEqual(mismatches, 0)
  }

  // MARK: Releasing what a subscription captured

  func test_relaySubscription_disposeReleasesTheCapturedClosures() {
    let relay = BehaviorRelay(value: 0)
    let alive = capturedObjectAlive(subscribingTo: relay) { $0.dispose() }
    XCTAssertTrue(alive.before)
    XCTAssertFalse(alive.after)
  }

  // MARK: Delivery from many threads at once

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
    _ = relay.subscribe(onNext: counter.countingDeliveries(checkedBy: detector))
    DispatchQueue.concurrentPerform(iterations: threadCount) { _ in
      for index in 0..<10_000 { relay.accept(index) }
    }
    XCTAssertEqual(counter.value, 80_000)
    XCTAssertEqual(detector.overlaps, 0)
  }

  // MARK: Reentrancy: sending or subscribing from inside onNext

  func test_publishRelay_reentrantAcceptIsDeliveredAfterTheCurrentElement() {
    let relay = PublishRelay<Int>()
    let log = reentrantDeliveryLog(of: relay, resend: { $0 < 3 ? $0 + 1 : nil }, send: relay.accept)
    XCTAssertEqual(log, ["a1", "b1", "a2", "b2", "a3", "b3"])
  }

  func test_behaviorRelay_reentrantAcceptIsDeliveredAfterTheCurrentElement() {
    let relay = BehaviorRelay(value: 0)
    let log = reentrantDeliveryLog(of: relay, send: relay.accept)
    XCTAssertEqual(log, ["a0", "b0", "a1", "b1", "a2", "b2"])
    XCTAssertEqual(relay.value, 2)
  }
}
