import Streams
import XCTest

/// `delay` on a real, concurrent scheduler: every element arrives, in
/// order, before its terminal event.
final class DelayStressTests: StressTestCase {
  func test_20000DelayedJustsOnAConcurrentSchedulerEachDeliverTheirElementBeforeCompletion() {
    let count = scaled(20_000, floor: 2_000)
    let recordings = recordSubscriptions(count) { index, observer in
      Observable.just(index).delay(.microseconds(100), scheduler: scheduler)
        .subscribe(observer)
    }
    for (index, recording) in recordings.enumerated() {
      XCTAssertEqual(recording.events, [.next(index), .completed], "subscription \(index)")
      XCTAssertEqual(recording.overlaps, 0)
    }
  }

  func test_delayedSequencesOnAConcurrentSchedulerKeepTheirOrder() {
    let count = scaled(2_000, floor: 40)
    let recordings = recordSubscriptions(count) { _, observer in
      Observable.from(Array(0..<100)).delay(.microseconds(50), scheduler: scheduler)
        .subscribe(observer)
    }
    assertEach(recordings, received: (0..<100).map { .next($0) } + [.completed])
  }
}
