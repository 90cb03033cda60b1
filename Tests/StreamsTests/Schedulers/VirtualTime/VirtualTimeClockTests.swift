import Foundation
import Platform
import Streams
import XCTest

/// `VirtualTimeClock`: async sleeps on any virtual-time scheduler's clock.
final class VirtualTimeClockTests: XCTestCase {
  func test_aSleepOnAHistoricalSchedulerWakesWhenItsClockGetsThere() {
    let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 100))
    let clock = VirtualTimeClock(scheduler: scheduler)
    XCTAssertEqual(clock.now, .init(offset: .seconds(100)))
    let woke = LockedState<[Double]>([])
    let start = scheduler.now
    _ = scheduler.schedule(()) { _ in
      // Started by the scheduler's own work: the effect runs on its
      // executor, as the clock moves.
      Observable<Int>.run { _ in
        try await clock.sleep(for: .milliseconds(300))
        woke.withLock { $0.append(scheduler.now.timeIntervalSince(start)) }
      }
      .subscribe()
    }
    scheduler.advanceTo(start.addingTimeInterval(0.299))
    XCTAssertEqual(woke.withLock { $0 }, [])
    scheduler.advanceTo(start.addingTimeInterval(0.3))
    XCTAssertEqual(woke.withLock { $0 }.map { ($0 * 1000).rounded() }, [300])
  }

  func test_aClockFarBeyondAnyDate_readsItsBoundInsteadOfTrapping() {
    // 1.7e20 s overflows `Duration`'s attoseconds.
    let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 1.7e20))
    XCTAssertEqual(VirtualTimeClock(scheduler: scheduler).now.offset, .seconds(1e18))
    let past = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: -1.7e20))
    XCTAssertEqual(VirtualTimeClock(scheduler: past).now.offset, .seconds(-1e18))
  }

  func test_aDeadlineAlreadyReachedReturnsAfterAYield() {
    let scheduler = HistoricalScheduler()
    let clock = VirtualTimeClock(scheduler: scheduler)
    let done = LockedState(false)
    _ = scheduler.schedule(()) { _ in
      Observable<Int>.run { _ in
        try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
        done.withLock { $0 = true }
      }
      .subscribe()
    }
    scheduler.start()
    XCTAssertTrue(done.withLock { $0 })
  }
}
