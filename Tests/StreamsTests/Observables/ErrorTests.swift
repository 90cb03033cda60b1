import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ErrorTests: XCTestCase {
  func test_error_failsAtSubscription() {
    let res = startOnNewScheduler { _ in Observable<Int>.error(TestError.boom) }
    XCTAssertEqual(res.events, [.error(200, TestError.boom)])
  }
}
