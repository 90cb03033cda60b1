import ReactorTesting
import Streams
import XCTest

final class DelayAtLaterClockTests: XCTestCase {
  func test_delaySubscribedAtALaterVirtualTimeEmitsExactlyAfterTheDelay() {
    for start in Array(0...1500) + [123_457] {
      let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
      scheduler.advance(to: start)
      var received: [Int] = []
      let subscription = Observable.just(1).delay(.milliseconds(200), scheduler: scheduler)
        .subscribe(onNext: { _ in received.append(scheduler.clock) })
      scheduler.advance(to: start + 200)
      XCTAssertEqual(received, [start + 200], "subscribed at \(start)")
      subscription.dispose()
    }
  }

  func test_singleDelaySubscribedAtALaterVirtualTimeEmitsExactlyAfterTheDelay() {
    for start in Array(0...1500) {
      let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
      scheduler.advance(to: start)
      var received: [Int] = []
      let subscription = Single.just(1).delay(.milliseconds(200), scheduler: scheduler)
        .subscribe(onSuccess: { _ in received.append(scheduler.clock) })
      scheduler.advance(to: start + 200)
      XCTAssertEqual(received, [start + 200], "subscribed at \(start)")
      subscription.dispose()
    }
  }
}
