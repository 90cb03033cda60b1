import Dispatch
import Foundation
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import XCTest

final class DispatchQueueConfigurationTests: XCTestCase {
  func test_aDispatchSchedulerWithANegativeLeewayAndPeriodStillTicks() {
    // Dispatch stops the program on a negative leeway or period; the
    // scheduler takes them as none.
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: "negative-leeway", leeway: .milliseconds(-5))
    let ticked = expectation(description: "three ticks")
    ticked.expectedFulfillmentCount = 3
    ticked.assertForOverFulfill = false
    let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .seconds(-1))
    { count in
      ticked.fulfill()
      return count + 1
    }
    let fired = expectation(description: "the relative action ran")
    let relative = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
      fired.fulfill()
      return Disposables.create()
    }
    wait(for: [ticked, fired], timeout: 30)
    periodic.dispose()
    relative.dispose()
  }

  func test_schedulers_nowIsTheWallClock() {
    let before = Date()
    let now = SerialDispatchQueueScheduler(internalSerialQueueName: "test.now").now
    let after = Date()
    XCTAssertTrue(before <= now && now <= after)
  }
}
