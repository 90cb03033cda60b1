import ReactorTesting
import Streams
import XCTest

final class ReplayRelayTests: XCTestCase {
  // MARK: ReplayRelay

  func test_replayRelay_replaysTheLastBufferSizeElementsToNewSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = ReplayRelay<Int>.create(bufferSize: 2)
    scheduler.schedule([(150, 1), (160, 2), (170, 3), (250, 4)], into: relay.accept)
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
