import Streams
import XCTest

/// `throttle` on a real, concurrent scheduler, its timer racing the
/// completion.
final class ThrottleStressTests: StressTestCase {
  func test_throttleOnAConcurrentSchedulerEmitsTheFirstAndTheLatestElementBeforeCompletion() {
    let recordings = recordRacingCompletion(scaled(10_000, floor: 200)) {
      $0.throttle(.microseconds(50), scheduler: scheduler)
    }
    for (index, recording) in recordings.enumerated() {
      XCTAssertEqual(recording.events, [.next(-1), .next(index), .completed], "\(index)")
      XCTAssertEqual(recording.overlaps, 0)
    }
  }
}
