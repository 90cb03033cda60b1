import Streams
import XCTest

/// `interval` on a real, concurrent scheduler.
final class TimerStressTests: StressTestCase {
  func test_intervalOnAConcurrentSchedulerCountsUpWithoutGapsOrOverlaps() {
    let count = scaled(1_000, floor: 20)
    let recordings = recordSubscriptions(count) { _, observer in
      Observable<Int>.interval(.microseconds(100), scheduler: scheduler).take(20)
        .subscribe(observer)
    }
    assertEach(recordings, received: (0..<20).map { .next($0) } + [.completed])
  }
}
