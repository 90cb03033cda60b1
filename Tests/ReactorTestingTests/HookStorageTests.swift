import Streams
import TestSupport
import XCTest

@testable import ReactorTesting

/// Each read of the scheduler's failure handler wrapped it in two
/// more thunks.
final class SchedulerHookStorageTests: XCTestCase {
  func test_failureHandlerReadAMillionTimesRunsAtTheSameDepth() {
    let scheduler = TestScheduler(initialClock: 0)
    let probe = HookDepthProbe()
    scheduler.failureHandler = { _, _ in probe.record() }
    let location = TestLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    let depths = probe.depths(
      read: { _ = scheduler.failureHandler },
      roundTrip: { scheduler.failureHandler = scheduler.failureHandler },
      call: { scheduler.failureHandler("probe", location) })
    XCTAssertEqual(Set(depths).count, 1, "depths: \(depths)")
    XCTAssertEqual(depths.count, 5)
  }
}
