import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class DematerializeTests: XCTestCase {
  func test_dematerialize_restoresMaterializedEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.materialize().dematerialize() }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError.boom)])
  }
}
