import ReactorTesting
import Streams
import TestSupport
import XCTest

final class RefCountTests: XCTestCase {
  // MARK: refCount

  func test_refCount_connectsOnFirstSubscriberAndDisconnectsAfterLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let ys = xs.publish().refCount()
    var a: Disposable?
    var b: Disposable?
    scheduler.scheduleAt(200) { a = ys.subscribe(first) }
    scheduler.scheduleAt(230) { b = ys.subscribe(second) }
    scheduler.scheduleAt(250) { a?.dispose() }
    scheduler.scheduleAt(280) { b?.dispose() }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 3), .next(240, 4)])
    XCTAssertEqual(second.events, [.next(240, 4), .next(270, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
  }

  func test_refCount_reconnectsForASubscriberAfterTheLastLeft() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let ys = xs.publish().refCount()
    let observer = scheduler.createObserver(Int.self)
    var a: Disposable?
    scheduler.scheduleAt(200) { a = ys.subscribe(scheduler.createObserver(Int.self)) }
    scheduler.scheduleAt(220) { a?.dispose() }
    scheduler.scheduleAt(300) { _ = ys.subscribe(observer) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(330, 6), .next(340, 7), .completed(390)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 390)])
  }

  func test_refCount_sourceCompletionLetsTheNextSubscriberConnectAgain() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = xs.publish().refCount()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = ys.subscribe(first) }
    scheduler.scheduleAt(300) { _ = ys.subscribe(second) }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
  }

  func test_refCount_synchronousSourceCompletesEverySubscriber() {
    var received: [Int] = []
    var completed = 0
    let ys = Observable.of(1, 2, 3).publish().refCount()
    _ = ys.subscribe(onNext: { received.append($0) }, onCompleted: { completed += 1 })
    _ = ys.subscribe(onNext: { received.append($0) }, onCompleted: { completed += 1 })
    XCTAssertEqual(received, [1, 2, 3, 1, 2, 3])
    XCTAssertEqual(completed, 2)
  }
}
