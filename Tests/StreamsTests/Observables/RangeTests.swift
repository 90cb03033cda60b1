import Dispatch
import Foundation
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import XCTest

final class RangeTests: XCTestCase {
  // MARK: range

  func test_rangeEmitsEachIntegerInItsOwnAction() {
    let res = startOnNewScheduler { scheduler in
      Observable.range(start: 5, count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)])
  }

  func test_rangeOfZeroCountOnlyCompletes() {
    let res = startOnNewScheduler { scheduler in
      Observable.range(start: 5, count: 0, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.completed(201)])
  }

  func test_rangeReachesTheLargestValueWithoutOverflow() {
    let res = startOnNewScheduler { scheduler in
      Observable.range(start: Int.max, count: 1, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(201, Int.max), .completed(202)])
  }

  func test_rangeDisposalStopsTheEmission() {
    let res = startOnNewScheduler(disposed: 203) { scheduler in
      Observable.range(start: 1, count: 100, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2)])
  }

  func test_rangeOnTheDefaultSchedulerEmitsDuringSubscribe() {
    let res = startOnNewScheduler { _ in Observable<Int8>.range(start: 1, count: 3) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
  }

  func test_rangeOfANegativeCountFailsWithArgumentOutOfRange() {
    let res = startOnNewScheduler { scheduler in
      Observable<Int>.range(start: 0, count: -1, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
  }

  func test_rangeWhoseLastElementOverflowsFailsWithOverflow() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable<Int8>.range(start: 120, count: 10, scheduler: scheduler).map(Int.init)
    }
    XCTAssertEqual(res.events, [.error(200, RxError.overflow)])
    let fits = scheduler.createObserver(Int8.self)
    _ = Observable<Int8>.range(start: 120, count: 8, scheduler: scheduler).subscribe(fits)
    scheduler.advance(by: 20)
    XCTAssertEqual(fits.events.compactMap(\.value.element), Array(120...127))
  }
}
