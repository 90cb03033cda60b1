import ReactorTesting
import Streams
import XCTest

final class RelaysTests: XCTestCase {
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
}
