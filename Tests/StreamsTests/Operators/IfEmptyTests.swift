import ReactorTesting
import Streams
import TestSupport
import XCTest

final class IfEmptyTests: XCTestCase {
  // MARK: ifEmpty(switchTo:)

  func test_ifEmptySwitchesToTheOtherSequenceWhenTheSourceIsEmpty() {
    let res = runOver(
      .hot([Recorded<Event<Int>>.completed(250)]), and: .cold([.next(10, 5), .completed(20)])
    ) { xs, ys, _ in
      xs.ifEmpty(switchTo: ys.asObservable())
    }
    XCTAssertEqual(res.events, [.next(260, 5), .completed(270)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(250, 270)])
  }

  func test_ifEmptyKeepsANonEmptySource() {
    let res = runOver(
      .hot([.next(210, 1), .completed(250)]), and: .cold([.next(10, 5), .completed(20)])
    ) { xs, ys, _ in
      xs.ifEmpty(switchTo: ys.asObservable())
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(res.otherSubscriptions, [])
  }

  func test_ifEmptyForwardsTheSourceErrorWithoutSwitching() {
    let res = runOver(
      .hot([Recorded<Event<Int>>.error(250, TestError.boom)]),
      and: .cold([.next(10, 5), .completed(20)])
    ) { xs, ys, _ in
      xs.ifEmpty(switchTo: ys.asObservable())
    }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
    XCTAssertEqual(res.otherSubscriptions, [])
  }

  func test_ifEmptyDisposalDisposesTheOtherSequence() {
    let res = runOver(
      .hot([Recorded<Event<Int>>.completed(250)]), and: .cold([.next(10, 5), .completed(100)]),
      disposed: 280
    ) { xs, ys, _ in
      xs.ifEmpty(switchTo: ys.asObservable())
    }
    XCTAssertEqual(res.events, [.next(260, 5)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(250, 280)])
  }
}
