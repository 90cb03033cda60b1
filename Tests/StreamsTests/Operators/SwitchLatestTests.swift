import ReactorTesting
import Streams
import TestSupport
import XCTest

final class SwitchLatestTests: XCTestCase {
  func test_switchLatest_forwardsOnlyTheLatestInnerSequence() {
    let res = runOverInners([.next(210, .first), .next(225, .second), .completed(300)]) {
      $0.switchLatest()
    }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 21), .next(240, 22), .completed(300)])
  }
}
