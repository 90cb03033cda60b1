import ReactorTesting
import Streams
import TestSupport
import XCTest

final class SharingSchedulerTests: XCTestCase {
  func test_mockedDriver_neverErrorsOnVirtualTime() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.run(hot: [.next(210, 1), .next(220, 2), .error(230, TestError.boom)]) {
        xs in xs.asDriver(onErrorJustReturn: -1).asObservable()
      }
      // The test scheduler runs an action scheduled "now" one tick later.
      XCTAssertEqual(
        res.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
      XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    }
  }

  func test_mockedDriverDebounce_timesOnTheMockedScheduler() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.run(hot: [.next(210, 1), .next(215, 2), .next(250, 3), .completed(300)]) {
        $0.asDriver(onErrorJustReturn: 0).debounce(.seconds(20)).asObservable()
      }
      // Delivery on the test scheduler adds one tick.
      XCTAssertEqual(res.events, [.next(236, 2), .next(271, 3), .completed(301)])
    }
  }

  func test_mock_restoresTheMainSchedulerAfterwards() {
    SharingScheduler.mock(scheduler: TestScheduler(initialClock: 0)) {
      XCTAssertFalse(DriverSharingStrategy.scheduler is MainScheduler)
    }
    XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
    XCTAssertTrue(SignalSharingStrategy.scheduler is MainScheduler)
  }
}
