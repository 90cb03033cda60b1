import ReactorTesting
import Streams
import TestSupport
import XCTest

final class IfEmptyTests: XCTestCase {
  // MARK: ifEmpty(switchTo:)

  func test_ifEmptySwitchesToTheOtherSequenceWhenTheSourceIsEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
    let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(260, 5), .completed(270)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])
  }

  func test_ifEmptyKeepsANonEmptySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func test_ifEmptyForwardsTheSourceErrorWithoutSwitching() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(250, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func test_ifEmptyDisposalDisposesTheOtherSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
    let ys = scheduler.createColdObservable([.next(10, 5), .completed(100)])
    let res = scheduler.start(disposed: 280) { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(260, 5)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 280)])
  }
}
