import Streams
import XCTest

/// `debounce` on a real, concurrent scheduler, its timer racing the
/// completion.
final class DebounceStressTests: StressTestCase {
  func test_debounceOnAConcurrentSchedulerEmitsTheLastElementOnceBeforeCompletion() {
    let recordings = recordRacingCompletion(scaled(10_000, floor: 200)) {
      // The completion lands around the end of the quiet period, so that the
      // debounce timer and the completion race.
      $0.debounce(.microseconds(50), scheduler: scheduler)
    }
    for (index, recording) in recordings.enumerated() {
      // -1 is emitted too when the sending thread was preempted for a quiet
      // period between the two elements.
      XCTAssertTrue(
        recording.events == [.next(index), .completed]
          || recording.events == [.next(-1), .next(index), .completed],
        "subscription \(index): \(recording.events)")
      XCTAssertEqual(recording.overlaps, 0)
    }
  }
}
