import ReactorTesting
import Streams
import TestSupport
import XCTest

final class DistinctUntilChangedTests: XCTestCase {
  // MARK: Equatable

  func test_distinctUntilChanged_dropsConsecutiveDuplicates() {
    let res = runOverHot([
      .next(150, 1), .next(210, 2), .next(215, 2), .next(220, 3), .next(230, 2), .next(240, 2),
      .completed(300),
    ]) { xs, _ in xs.distinctUntilChanged() }
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 2), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_distinctUntilChanged_firstElementIsAlwaysEmitted() {
    let res = runOverHot([.next(150, 1), .next(210, 1), .completed(300)]) { xs, _ in
      xs.distinctUntilChanged()
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
  }

  func test_distinctUntilChanged_forwardsError() {
    let res = runOverHot([.next(210, 1), .error(220, TestError.boom)]) { xs, _ in
      xs.distinctUntilChanged()
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_distinctUntilChanged_disposalUnsubscribesFromSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(hot: [.next(210, 1), .next(220, 2), .next(320, 3)], disposed: 300) {
      xs in xs.distinctUntilChanged()
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  // MARK: key path

  func test_distinctUntilChangedAtKeyPath_comparesOnlyThatProperty() {
    let res = runOverHot([
      .next(210, Item(id: 1, name: "a")), .next(220, Item(id: 1, name: "b")),
      .next(230, Item(id: 2, name: "b")), .completed(300),
    ]) { xs, _ in xs.distinctUntilChanged(at: \.id) }
    XCTAssertEqual(
      res.events,
      [.next(210, Item(id: 1, name: "a")), .next(230, Item(id: 2, name: "b")), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_distinctUntilChangedAtKeyPath_forwardsErrorAndDisposes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(hot: [.next(210, Item(id: 1, name: "a")), .error(220, TestError.boom)])
    { xs in xs.distinctUntilChanged(at: \.name) }
    XCTAssertEqual(res.events, [.next(210, Item(id: 1, name: "a")), .error(220, TestError.boom)])

    let ys = scheduler.createHotObservable([
      .next(1210, Item(id: 1, name: "a")), .next(1320, Item(id: 2, name: "b")),
    ])
    let disposed = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
      ys.distinctUntilChanged(at: \.name)
    }
    XCTAssertEqual(disposed.events, [.next(1210, Item(id: 1, name: "a"))])
    XCTAssertEqual(ys.subscriptions, [Subscription(1200, 1300)])
  }

  // MARK: key selector

  func test_distinctUntilChangedByKey_comparesSelectedKeys() {
    let res = runOverHot([
      .next(210, "apple"), .next(220, "avocado"), .next(230, "banana"), .next(240, "blueberry"),
      .next(250, "apricot"), .completed(300),
    ]) { xs, _ in xs.distinctUntilChanged { $0.first } }
    XCTAssertEqual(
      res.events,
      [.next(210, "apple"), .next(230, "banana"), .next(250, "apricot"), .completed(300)])
  }

  func test_distinctUntilChangedByKey_errorThrownByKeySelectorEndsSequence() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.distinctUntilChanged { try passOrThrow($0, failingOn: 2) }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_distinctUntilChangedByKey_disposalUnsubscribesFromSource() {
    let res = runOverHot([.next(210, 1), .next(320, 3)], disposed: 300) { xs, _ in
      xs.distinctUntilChanged { $0 % 2 }
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  // MARK: comparer

  func test_distinctUntilChangedByComparer_dropsElementsTheComparerCallsEqual() {
    // Equal when within 1 of the last *emitted* element.
    let res = runOverHot([
      .next(210, 10), .next(220, 11), .next(230, 13), .next(240, 14), .completed(300),
    ]) { xs, _ in xs.distinctUntilChanged { abs($0 - $1) <= 1 } }
    XCTAssertEqual(res.events, [.next(210, 10), .next(230, 13), .completed(300)])
  }

  func test_distinctUntilChangedByComparer_errorThrownByComparerEndsSequence() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw TestError.boom }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_distinctUntilChangedByComparer_forwardsErrorAndDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(hot: [.next(210, 1), .error(250, TestError.boom)]) { xs in
      xs.distinctUntilChanged { $0 == $1 }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])

    let ys = scheduler.createHotObservable([.next(1210, 1), .next(1320, 2)])
    let disposed = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
      ys.distinctUntilChanged { $0 == $1 }
    }
    XCTAssertEqual(disposed.events, [.next(1210, 1)])
    XCTAssertEqual(ys.subscriptions, [Subscription(1200, 1300)])
  }

  func test_distinctUntilChangedByKeyAndComparer_usesComparerOnKeys() {
    let res = runOverHot([.next(210, "a"), .next(220, "A"), .next(230, "b"), .completed(300)]) {
      xs, _ in
      xs.distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 })
    }
    XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .completed(300)])
  }
}
