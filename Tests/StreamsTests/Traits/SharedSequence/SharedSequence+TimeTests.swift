import Dispatch
import Foundation
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import XCTest

/// `delay`, `timer` and `interval` of drivers and signals, timed on the
/// mocked sharing scheduler.
final class SharedSequenceTimeTests: XCTestCase {
  func test_driverDelay_shiftsElementsAndCompletionOnTheSharingScheduler() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.run(hot: [.next(210, 1), .next(220, 2), .completed(250)]) { xs in
        xs.asDriver(onErrorJustReturn: -1).delay(.seconds(30))
      }
      // Delivery adds a tick, then each event is 30 ticks later.
      XCTAssertEqual(res.events, [.next(241, 1), .next(251, 2), .completed(281)])
    }
  }

  func test_driverDelay_delaysTheErrorReplacementToo() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.run(hot: [.next(210, 1), .error(220, TestError.boom)]) { xs in
        xs.asDriver(onErrorJustReturn: -1).delay(.seconds(10))
      }
      XCTAssertEqual(res.events, [.next(221, 1), .next(231, -1), .completed(231)])
    }
  }

  func test_signalDelay_shiftsElements() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.run(hot: [.next(210, "a"), .next(215, "b")]) { xs in
        xs.asSignal(onErrorJustReturn: "").delay(.seconds(5))
      }
      XCTAssertEqual(res.events, [.next(216, "a"), .next(221, "b")])
    }
  }

  func test_driverTimer_emitsZeroAfterTheDueTimeThenEveryPeriod() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.start(disposed: 260) {
        Driver<Int>.timer(.seconds(20), period: .seconds(15))
      }
      XCTAssertEqual(res.events, [.next(220, 0), .next(235, 1), .next(250, 2)])
    }
  }

  func test_signalTimer_countsInAnyIntegerType() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.start(disposed: 231) {
        Signal<UInt8>.timer(.seconds(10), period: .seconds(10))
      }
      XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
    }
  }

  func test_driverInterval_emitsEveryPeriodStartingOnePeriodFromNow() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.start(disposed: 245) { Driver<Int>.interval(.seconds(10)) }
      XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
    }
  }

  func test_signalInterval_stopsWhenDisposed() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.start(disposed: 225) { Signal<Int64>.interval(.seconds(10)) }
      XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1)])
    }
  }

  func test_driverInterval_sharesOneTimerAndReplaysTheLatestCount() {
    withMockedSharingScheduler { scheduler in
      let driver = Driver<Int>.interval(.seconds(10))
      let (first, second) = scheduler.startTwoObservers(
        of: driver, first: (200, 235), second: (215, 235))
      XCTAssertEqual(first.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
      XCTAssertEqual(second.events, [.next(215, 0), .next(220, 1), .next(230, 2)])
    }
  }

  func test_aNegativeDriverPeriodIsReportedAndTheDriverCompletes() {
    let previous = Hooks.schedulerWarning
    defer { Hooks.schedulerWarning = previous }
    let warnings = Mutex<[SchedulerWarning]>([])
    Hooks.schedulerWarning = { warning in warnings.withLock { $0.append(warning) } }
    var events: [Event<Int>] = []
    let line = UInt(#line + 1)
    _ = Driver<Int>.interval(.seconds(-2)).asObservable().subscribe { events.append($0) }
    XCTAssertEqual(events.count, 1)
    XCTAssertTrue(events.first?.isCompleted ?? false)
    XCTAssertEqual(
      warnings.withLock { $0 },
      [
        SchedulerWarning(
          "SharedSequence<DriverSharingStrategy, Int>: a negative period (-2s) was refused; "
            + "the sequence completed at once", fileID: #fileID, line: line)
      ])
  }
}
