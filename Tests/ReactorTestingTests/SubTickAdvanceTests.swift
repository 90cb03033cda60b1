import Streams
import XCTest

@testable import ReactorTesting

/// An advance shorter than one tick used to move the
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
          + "tick of this scheduler (resolution 1.0 seconds per tick), and the clock moves by "
          + "whole ticks only; create the scheduler with a finer resolution, e.g. "
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

  func test_advancingByHalfATickOrMoreButLessThanOneFailsInsteadOfMovingAWholeTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = SchedulerFailureLog(capturing: scheduler)
    var fired = false
    // Rounded to one tick, as every relative due time is.
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(700)) { _ in
      fired = true
      return Disposables.create()
    }

    scheduler.advance(by: .milliseconds(500))
    scheduler.advance(by: .milliseconds(999))

    XCTAssertEqual(log.messages.count, 2)
    XCTAssertTrue(
      log.messages.allSatisfy { $0.contains("is shorter than one tick of this scheduler") },
      "\(log.messages)")
    XCTAssertEqual(scheduler.clock, 0)
    XCTAssertFalse(fired)
  }

  func test_aMicrosecondIntervalIsToldToUseAMicrosecondResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let log = SchedulerFailureLog(capturing: scheduler)

    scheduler.advance(by: .microseconds(10))

    XCTAssertEqual(log.messages.count, 1)
    XCTAssertTrue(
      log.messages.first?.hasSuffix(
        "(resolution 0.001 seconds per tick), and the clock moves by whole ticks only; create "
          + "the scheduler with a finer resolution, e.g. "
          + "TestScheduler(initialClock: 0, resolution: 0.000001) for microseconds") == true,
      "\(log.messages)")
    XCTAssertEqual(scheduler.clock, 0)
  }

  func test_anIntervalOfOneTickUpToFloatingPointErrorMovesOneTick() {
    let tenths = TestScheduler(initialClock: 0, resolution: 0.1)
    let tenthsLog = SchedulerFailureLog(capturing: tenths)
    let micros = TestScheduler(initialClock: 0, resolution: 0.000001)
    let microsLog = SchedulerFailureLog(capturing: micros)

    tenths.advance(by: .milliseconds(100))
    tenths.advance(by: .milliseconds(300))
    micros.advance(by: .nanoseconds(1_000))

    XCTAssertEqual(tenthsLog.messages, [])
    XCTAssertEqual(tenths.clock, 4)
    XCTAssertEqual(microsLog.messages, [])
    XCTAssertEqual(micros.clock, 1)
  }

  func test_anIntervalLongerThanATickRoundsToTheNearestTickAsDueTimesDo() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = SchedulerFailureLog(capturing: scheduler)
    var firedAt: TestTime?
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1_500)) { _ in
      firedAt = scheduler.clock
      return Disposables.create()
    }

    scheduler.advance(by: .milliseconds(1_400))
    XCTAssertEqual(scheduler.clock, 1)
    XCTAssertNil(firedAt)

    scheduler.advance(by: .milliseconds(1_500))

    XCTAssertEqual(log.messages, [])
    XCTAssertEqual(scheduler.clock, 3)
    XCTAssertEqual(firedAt, 2)
  }

  func test_aTestStoreAdvanceShorterThanATickFailsTheSameWayAtTheStoreCall() {
    let scheduler = TestScheduler(initialClock: 0)
    let schedulerLog = SchedulerFailureLog(capturing: scheduler)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
    let storeLog = FailureLog()
    storeLog.capture(store)

    store.send(.increase) { $0.isLoading = true }
    let line = #line + 1
    store.advance(by: .milliseconds(600))
    store.receive()  // nothing arrived: the clock did not move

    XCTAssertEqual(
      schedulerLog.messages,
      [
        "TestScheduler.advance(by: .milliseconds(600)): milliseconds(600) is shorter than one "
          + "tick of this scheduler (resolution 1.0 seconds per tick), and the clock moves by "
          + "whole ticks only; create the scheduler with a finer resolution, e.g. "
          + "TestScheduler(initialClock: 0, resolution: 0.001) for milliseconds"
      ])
    XCTAssertEqual(schedulerLog.locations.map(\.line), [UInt(line)])
    XCTAssertEqual(scheduler.clock, 0)
    XCTAssertEqual(storeLog.messages.count, 1)
    XCTAssertTrue(
      storeLog.messages.first?.hasPrefix("Expected to receive a state, but none arrived.") == true,
      "\(storeLog.messages)")

    storeLog.removeAll()
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    store.receive { $0.isLoading = false }
    store.finish()
    XCTAssertEqual(storeLog.messages, [])
  }
}
