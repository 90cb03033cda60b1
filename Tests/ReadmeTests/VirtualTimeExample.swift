// swift-format-ignore-file
// A code block of the TestingReactorsAndScreens article, verbatim (formatted as it shows it):
// DocumentationBlocksTests checks that it stays so.

import ReactorTesting
import Streams
import XCTest

func test_debounce_emitsAfterQuiet() {
  let scheduler = TestScheduler(initialClock: 0)
  let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
  let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
  XCTAssertEqual(res.events, [.next(225, 2), .completed(300)])
  XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
}
