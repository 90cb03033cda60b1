import Foundation
import Streams
import TestSupport
import XCTest

final class HistoricalSchedulerTests: XCTestCase {
  func test_clockIsADateStartingAtTheEpochByDefault() {
    XCTAssertEqual(HistoricalScheduler().clock, Date(timeIntervalSince1970: 0))
    let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 10))
    XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 10))
  }

  func test_runsDatedWorkInOrderWithoutWaiting() {
    let scheduler = HistoricalScheduler()
    let times = ScheduledValues<Date>()
    scheduleNested(on: scheduler, into: times) { scheduler.now }
    scheduler.advanceTo(Date(timeIntervalSince1970: 15))
    XCTAssertEqual(
      times.values, [Date(timeIntervalSince1970: 10), Date(timeIntervalSince1970: 10)])
    scheduler.start()
    XCTAssertEqual(times.values.last, Date(timeIntervalSince1970: 30))
    scheduler.sleep(5)
    XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 35))
  }
}
