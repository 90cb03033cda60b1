import ReactorTesting
import Streams
import TestSupport
import XCTest

final class IfEmptyTests: XCTestCase {
  // MARK: ifEmpty(switchTo:)

  func test_ifEmptySwitchesToTheOtherSequenceWhenTheSourceIsEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
    let res = scheduler.run(hot: [Recorded<Event<Int>>.completed(250)]) { xs in
      xs.ifEmpty(switchTo: ys.asObservable())
    }
    XCTAssertEqual(res.events, [.next(260, 5), .completed(270)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])
  }

  func test_ifEmptyKeepsANonEmptySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
    let res = scheduler.run(hot: [.next(210, 1), .completed(250)]) { xs in
      xs.ifEmpty(switchTo: ys.asObservable())
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func test_ifEmptyForwardsTheSourceErrorWithoutSwitching() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
    let res = scheduler.run(hot: [Recorded<Event<Int>>.error(250, TestError.boom)]) { xs in
      xs.ifEmpty(switchTo: ys.asObservable())
    }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func test_ifEmptyDisposalDisposesTheOtherSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 5), .completed(100)])
    let res = scheduler.run(hot: [Recorded<Event<Int>>.completed(250)], disposed: 280) { xs in
      xs.ifEmpty(switchTo: ys.asObservable())
    }
    XCTAssertEqual(res.events, [.next(260, 5)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 280)])
  }
}
