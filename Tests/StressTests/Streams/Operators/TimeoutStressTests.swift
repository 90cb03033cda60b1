import Streams
import XCTest

/// `timeout` on a real, concurrent scheduler, its timer racing the element.
final class TimeoutStressTests: StressTestCase {
  func test_timeoutOnAConcurrentSchedulerRacingTheElementEndsWithOneTerminalEvent() {
    let count = scaled(10_000, floor: 200)
    let recordings = recordSubscriptions(count) { index, observer in
      // The element and the first timeout fall due together: either may
      // win. The completion follows the element at once, but a new timeout
      // window starts with the element, so on a slow or loaded machine (the
      // thread sanitizer) the timeout may also legitimately end the sequence
      // after the element. Which timer fired is checked deterministically in
      // `TimeoutTests`; here: one terminal event, nothing after it, no
      // overlap, whatever the timing.
      Observable<Int>.timer(.microseconds(50), scheduler: scheduler).map { _ in index }
        .timeout(.microseconds(50), scheduler: scheduler)
        .subscribe(observer)
    }
    let timedOut: Event<Int> = .error(RxError.timeout(dueTime: .microseconds(50)))
    for (index, recording) in recordings.enumerated() {
      XCTAssertTrue(
        recording.events == [.next(index), .completed] || recording.events == [timedOut]
          || recording.events == [.next(index), timedOut],
        "subscription \(index): \(recording.events)")
      XCTAssertEqual(recording.overlaps, 0)
    }
  }
}
