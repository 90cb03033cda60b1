import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class DematerializeTests: XCTestCase {
  func test_dematerialize_restoresMaterializedEvents() {
    let res = runOverHot([.next(210, 1), .error(250, TestError.boom)]) { xs, _ in
      xs.materialize().dematerialize()
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError.boom)])
  }
}
