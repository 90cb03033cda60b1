import Streams
import XCTest

@testable import ReactorTesting

/// Issue 17 point 7: an advance shorter than one tick used to move the
/// clock by 0 ticks without a word.
final class SubTickAdvanceTests: XCTestCase {
  func test_advancingByLessThanATickFailsNamingTheResolutionAndHowToSetIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = SchedulerFailureLog(capturing: scheduler)
    var fired = false
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
      fired = true
      return Disposables.create()
    }

    let line = #line + 1
    scheduler.advance(by: .milliseconds(300))

    XCTAssertEqual(
      log.messages,
      [
        "TestScheduler.advance(by: .milliseconds(300)): milliseconds(300) is shorter than one "
          + "tick of this scheduler (resolution 1.0 seconds per tick), so the clock would not "
          + "move; create the scheduler with a finer resolution, e.g. "
          + "TestScheduler(initialClock: 0, resolution: 0.001) for milliseconds"
      ])
    XCTAssertEqual(log.locations.map(\.line), [UInt(line)])
    XCTAssertEqual(scheduler.clock, 0)
    XCTAssertFalse(fired)
  }

  func test_aFinerResolutionAdvancesByMilliseconds() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let log = SchedulerFailureLog(capturing: scheduler)
    var firedAt: TestTime?
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
      firedAt = scheduler.clock
      return Disposables.create()
    }

    scheduler.advance(by: .milliseconds(300))

    XCTAssertEqual(log.messages, [])
    XCTAssertEqual(firedAt, 300)
  }

  func test_advancingByZeroIsStandingStillNotAFailure() {
    let scheduler = TestScheduler(initialClock: 5)
    let log = SchedulerFailureLog(capturing: scheduler)

    scheduler.advance(by: .seconds(0))

    XCTAssertEqual(log.messages, [])
    XCTAssertEqual(scheduler.clock, 5)
  }

  func test_aTestStoreAdvanceShorterThanATickFailsTheSameWay() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = SchedulerFailureLog(capturing: scheduler)

    scheduler.advance(by: .microseconds(10))

    XCTAssertEqual(log.messages.count, 1)
    XCTAssertTrue(log.messages.first?.contains("resolution 1.0 seconds per tick") == true)
  }
}
