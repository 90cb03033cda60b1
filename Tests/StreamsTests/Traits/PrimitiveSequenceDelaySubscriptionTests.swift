import ReactorTesting
import Streams
import TestSupport
import XCTest

/// `delaySubscription` of `Single`, `Maybe` and `Completable`: the source is
/// subscribed `dueTime` after the subscription.
final class PrimitiveSequenceDelaySubscriptionTests: XCTestCase {
  func test_singleDelaySubscription_subscribesTheSourceLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start {
      xs.asSingle().delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(240, 1), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 240)])
  }

  func test_singleDelaySubscription_errorArrivesAfterTheDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(5, TestError.boom)] as [Recorded<Event<Int>>])
    let res = scheduler.start {
      xs.asSingle().delaySubscription(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.error(225, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(220, 225)])
  }

  func test_singleDelaySubscription_disposedBeforeTheDelayNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start(disposed: 220) {
      xs.asSingle().delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func test_maybeDelaySubscription_subscribesTheSourceLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Int>>])
    let res = scheduler.start {
      xs.asMaybe().delaySubscription(.seconds(15), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.completed(225)])
    XCTAssertEqual(xs.subscriptions, [Subscription(215, 225)])
  }

  func test_completableDelaySubscription_subscribesTheSourceLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(20, Never.self)])
    let res = scheduler.start {
      xs.asCompletable().delaySubscription(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.completed(270)])
    XCTAssertEqual(xs.subscriptions, [Subscription(250, 270)])
  }
}
