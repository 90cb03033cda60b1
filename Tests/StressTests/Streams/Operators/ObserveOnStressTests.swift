import Streams
import XCTest

/// `observe(on:)` a real, concurrent scheduler.
final class ObserveOnStressTests: StressTestCase {
  func test_observeOnAConcurrentSchedulerDeliversEveryEventInOrder() {
    let count = scaled(5_000, floor: 100)
    let recordings = recordSubscriptions(count) { _, observer in
      Observable.from(Array(0..<20)).observe(on: scheduler).subscribe(observer)
    }
    assertEach(recordings, received: (0..<20).map { .next($0) } + [.completed])
  }
}
