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
    let times = Recorder<Date>()
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
      times.append(scheduler.now)
      _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times.append(scheduler.now)
        return Disposables.create()
      }
      return scheduler.schedule(()) { _ in
        times.append(scheduler.now)
        return Disposables.create()
      }
    }
    scheduler.advanceTo(Date(timeIntervalSince1970: 15))
    XCTAssertEqual(
      times.values, [Date(timeIntervalSince1970: 10), Date(timeIntervalSince1970: 10)])
    scheduler.start()
    XCTAssertEqual(times.values.last, Date(timeIntervalSince1970: 30))
    scheduler.sleep(5)
    XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 35))
  }
}

/// Collects values appended from scheduled work.
private final class Recorder<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Value] = []
  func append(_ value: Value) { lock.withLock { stored.append(value) } }
  var values: [Value] { lock.withLock { stored } }
}
