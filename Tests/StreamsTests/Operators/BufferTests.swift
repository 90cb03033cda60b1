import ReactorTesting
import Streams
import TestSupport
import XCTest

final class BufferTests: XCTestCase {
  // MARK: buffer

  func test_buffer_emitsOnCountOrTimeSpanIncludingEmptyArrays() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(600))
    let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
        .next(510, [9]), .next(580, []), .next(600, []), .completed(600),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func test_buffer_errorDropsTheCurrentArray() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .error(600, TestError.boom))
    let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
        .next(510, [9]), .next(580, []), .error(600, TestError.boom),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func test_buffer_disposalStopsTimersAndSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(600))
    let res = scheduler.start(disposed: 370) {
      xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
  }

  func test_buffer_timeSpanAloneEmitsPeriodically() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(260)]) { xs, scheduler in
      xs.buffer(timeSpan: .seconds(25), count: 100, scheduler: scheduler)
    }
    XCTAssertEqual(
      res.events, [.next(225, [1, 2]), .next(250, []), .next(260, []), .completed(260)])
  }
}
