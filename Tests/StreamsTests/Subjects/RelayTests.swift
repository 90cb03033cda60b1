import ReactorTesting
import Streams
import XCTest

final class RelayTests: XCTestCase {
  func test_publishRelay_acceptForwardsElementsToCurrentObservers() {
    let relay = PublishRelay<Int>()
    relay.accept(0)
    let recorder = EventRecorder<Int>()
    let subscription = relay.subscribe(recorder)
    relay.accept(1)
    relay.accept(2)
    XCTAssertEqual(recorder.events, [.next(1), .next(2)])
    subscription.dispose()
    relay.accept(3)
    XCTAssertEqual(recorder.events, [.next(1), .next(2)])
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

  // MARK: ReplayRelay

  func test_replayRelay_replaysTheLastBufferSizeElementsToNewSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = ReplayRelay<Int>.create(bufferSize: 2)
    scheduler.scheduleAt(150) { relay.accept(1) }
    scheduler.scheduleAt(160) { relay.accept(2) }
    scheduler.scheduleAt(170) { relay.accept(3) }
    scheduler.scheduleAt(250) { relay.accept(4) }
    let res = scheduler.start { relay }
    XCTAssertEqual(res.events, [.next(200, 2), .next(200, 3), .next(250, 4)])
  }

  func test_replayRelay_unboundReplaysEveryElement() {
    let relay = ReplayRelay<Int>.createUnbound()
    for element in 1...5 { relay.accept(element) }
    let recorder = EventRecorder<Int>()
    _ = relay.subscribe(recorder)
    relay.accept(6)
    XCTAssertEqual(recorder.elements, [1, 2, 3, 4, 5, 6])
  }

  func test_replayRelay_asObservableReplaysToo() {
    let relay = ReplayRelay<Int>.create(bufferSize: 1)
    relay.accept(1)
    relay.accept(2)
    let recorder = EventRecorder<Int>()
    _ = relay.asObservable().subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(2)])
  }
}
