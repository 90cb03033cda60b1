import ReactorTesting
import Streams
import TestSupport
import XCTest

final class GroupByTests: XCTestCase {
  private func parity(_ groups: Observable<GroupedObservable<Int, Int>>) -> Observable<String> {
    groups.flatMap { group in group.map { "\(group.key): \($0)" } }
  }

  func test_groupBy_sendsEachElementToTheGroupOfItsKey() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { self.parity(xs.groupBy { $0 % 2 }) }
    XCTAssertEqual(
      res.events,
      [
        .next(210, "1: 1"), .next(220, "0: 2"), .next(230, "1: 3"), .next(240, "0: 4"),
        .completed(300),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_groupBy_emitsOneGroupPerKey() {
    let res = runOverHot([
      .next(210, "a"), .next(220, "B"), .next(230, "b"), .next(240, "A"), .next(250, "c"),
      .completed(300),
    ]) { xs, _ in xs.groupBy { $0.lowercased() }.map { $0.key } }
    XCTAssertEqual(
      res.events, [.next(210, "a"), .next(220, "b"), .next(250, "c"), .completed(300)])
  }

  func test_groupBy_errorReachesEveryGroupAndTheOuterSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let groupObserver = scheduler.createObserver(String.self)
    let res = scheduler.run(hot: [.next(210, 1), .next(220, 2), .error(300, TestError.boom)]) {
      $0.groupBy { $0 % 2 }.do(onNext: { group in
        _ = group.map { "\(group.key) \($0)" }.subscribe(groupObserver)
      })
      .map { $0.key }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .error(300, TestError.boom)])
    XCTAssertEqual(
      groupObserver.events,
      [
        .next(210, "1 1"), .next(220, "0 2"), .error(300, TestError.boom),
        .error(300, TestError.boom),
      ])
  }

  func test_groupBy_keySelectorErrorEndsGroupsAndDisposesSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start {
      self.parity(
        xs.groupBy { try passOrThrow($0, failingOn: 2) % 2 })
    }
    XCTAssertEqual(res.events, [.next(210, "1: 1"), .error(220, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func test_groupBy_subscribedGroupKeepsTheSourceAfterOuterDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 3), .next(230, 5), .next(240, 7), .completed(400),
    ])
    let observer = scheduler.createObserver(Int.self)
    var outer: Disposable?
    var inner: Disposable?
    scheduler.scheduleAt(200) {
      outer = xs.groupBy { $0 % 2 }.subscribe(onNext: { group in inner = group.subscribe(observer) }
      )
    }
    scheduler.scheduleAt(215) { outer?.dispose() }
    scheduler.scheduleAt(235) { inner?.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 3), .next(230, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
  }

  func test_groupBy_disposalWithoutGroupSubscribersDisposesTheSource() {
    let res = runOverHot([.next(210, 1), .next(320, 2)], disposed: 300) { xs, _ in
      xs.groupBy { $0 }.map { $0.key }
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_groupedObservable_exposesKeyAndSource() {
    let grouped = GroupedObservable(key: "k", source: Observable.just(1))
    XCTAssertEqual(grouped.key, "k")
    var received: [Int] = []
    _ = grouped.asObservable().subscribe(onNext: { received.append($0) })
    _ = grouped.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 1])
  }
}
