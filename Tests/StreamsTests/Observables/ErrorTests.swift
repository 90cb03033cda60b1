import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ErrorTests: XCTestCase {
  func test_error_failsAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.error(TestError.boom) }
    XCTAssertEqual(res.events, [.error(200, TestError.boom)])
  }
}
