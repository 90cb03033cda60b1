import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ShareTests: XCTestCase {
  // MARK: whileConnected (default)

  func test_share_subscribersShareOneSourceSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5),
    ])
    let shared = xs.share()
    let (first, second) = scheduler.startTwoObservers(
      of: shared, first: (200, 235), second: (215, 245))
    XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(230, 3)])
    XCTAssertEqual(second.events, [.next(220, 2), .next(230, 3), .next(240, 4)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
  }

  func test_share_sideEffectsRunOncePerElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    var calls = 0
    let shared = xs.map { value -> Int in
      calls += 1
      return value
    }.share()
    let (first, second) = scheduler.startTwoObservers(
      of: shared, first: (200, 1000), second: (200, 1000))
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(first.events, second.events)
  }

  func test_shareReplay_replaysLatestElementsToLateSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4),
    ])
    let shared = xs.share(replay: 2)
    let (first, second) = scheduler.startTwoObservers(
      of: shared, first: (200, 1000), second: (235, 1000))
    XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
    XCTAssertEqual(second.events, [.next(235, 2), .next(235, 3), .next(240, 4)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func test_share_errorReachesEverySubscriberAndEndsConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let shared = xs.share(replay: 1)
    let (first, second) = scheduler.startTwoObservers(
      of: shared, first: (200, 1000), second: (215, 1000))
    XCTAssertEqual(first.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(second.events, [.next(215, 1), .error(220, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func test_shareWhileConnected_lastDisposalDisconnectsAndNextSubscriberReconnectsAfresh() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(270, 3)])
    let shared = xs.share(replay: 1, scope: .whileConnected)
    let (first, second) = scheduler.startTwoObservers(
      of: shared, first: (200, 230), second: (250, 1000))
    XCTAssertEqual(first.events, [.next(210, 1)])
    XCTAssertEqual(second.events, [.next(260, 2), .next(270, 3)], "no replay of old buffer")
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 1000)])
  }

  func test_shareWhileConnected_subscriberAfterCompletionResubscribesSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let shared = xs.share(replay: 1, scope: .whileConnected)
    let (first, second) = scheduler.startTwoObservers(
      of: shared, first: (200, 1000), second: (250, 1000))
    XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(second.events, [.next(260, 1), .completed(270)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(250, 270)])
  }

  // MARK: forever

  func test_shareForever_lateSubscriberGetsReplayAndTerminalEventWithoutResubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(15, 2), .completed(20)])
    let shared = xs.share(replay: 1, scope: .forever)
    let (first, second) = scheduler.startTwoObservers(
      of: shared, first: (200, 1000), second: (250, 1000))
    XCTAssertEqual(first.events, [.next(210, 1), .next(215, 2), .completed(220)])
    XCTAssertEqual(second.events, [.next(250, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func test_shareForever_lateSubscriberGetsTheErrorAgain() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let shared = xs.share(replay: 1, scope: .forever)
    let (first, second) = scheduler.startTwoObservers(
      of: shared, first: (200, 1000), second: (250, 1000))
    XCTAssertEqual(first.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(second.events, [.next(250, 1), .error(250, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func test_shareForever_lastDisposalDisconnectsButKeepsReplayBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
    let shared = xs.share(replay: 1, scope: .forever)
    let (first, second) = scheduler.startTwoObservers(
      of: shared, first: (200, 230), second: (250, 300))
    XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(second.events, [.next(250, 2), .next(260, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 300)])
  }

  func test_shareForever_sharesOneSubscriptionWhileSubscribersOverlap() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let shared = xs.share(scope: .forever)
    let (first, second) = scheduler.startTwoObservers(
      of: shared, first: (200, 230), second: (215, 250))
    XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(second.events, [.next(220, 2), .next(240, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func test_share_disposalOfOneSubscriberKeepsOthersConnected() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let shared = xs.share()
    let (first, second) = scheduler.startTwoObservers(
      of: shared, first: (200, 220), second: (200, 1000))
    XCTAssertEqual(first.events, [.next(210, 1)])
    XCTAssertEqual(second.events, [.next(210, 1), .next(240, 2), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_shareWhileConnected_synchronousSourceRunsAgainForEachLaterSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    var subscriptions = 0
    let shared = Observable<Int>.deferred {
      subscriptions += 1
      return .of(1, 2)
    }.share(replay: 1)
    let (first, second) = scheduler.startTwoObservers(
      of: shared, first: (200, 1000), second: (300, 1000))
    XCTAssertEqual(first.events, [.next(200, 1), .next(200, 2), .completed(200)])
    XCTAssertEqual(second.events, [.next(300, 1), .next(300, 2), .completed(300)])
    XCTAssertEqual(subscriptions, 2)
  }

  func test_shareForever_synchronousSourceRunsOnceAndIsReplayed() {
    let scheduler = TestScheduler(initialClock: 0)
    var subscriptions = 0
    let shared = Observable<Int>.deferred {
      subscriptions += 1
      return .of(1, 2)
    }.share(replay: 1, scope: .forever)
    let (first, second) = scheduler.startTwoObservers(
      of: shared, first: (200, 1000), second: (300, 1000))
    XCTAssertEqual(first.events, [.next(200, 1), .next(200, 2), .completed(200)])
    XCTAssertEqual(second.events, [.next(300, 2), .completed(300)])
    XCTAssertEqual(subscriptions, 1)
  }

  // MARK: Releasing what a subscription captured

  func test_shareReplay_lastSubscriberLeavingReleasesTheSourceClosures() {
    let subject = PublishSubject<Int>()
    var first: Disposable?
    var second: Disposable?
    let tracked = weaklyHeld { object in
      let shared = subject.map { element -> Int in
        _ = object
        return element
      }.share(replay: 1)
      first = shared.subscribe(onNext: { _ in })
      second = shared.subscribe(onNext: { _ in })
    }
    subject.onNext(1)
    first?.dispose()
    XCTAssertNotNil(tracked())
    second?.dispose()
    XCTAssertNil(tracked())
  }

  // MARK: Releasing a replaced value after unlocking

  func test_shareReleasesTheDisconnectedSubjectAfterUnlocking() {
    let shared = Observable<Int>.never().share()
    let resubscribed = Box(false)
    let finished = finishesWithoutDeadlock {
      // The subscriber's closure, held only by the shared subject, is the
      // probe's only owner: disconnecting releases it.
      let subscription: Disposable = {
        let probe = DeinitProbe {
          shared.subscribe(onNext: { _ in }).dispose()
          resubscribed.value = true
        }
        return shared.subscribe(onNext: { _ in withExtendedLifetime(probe) {} })
      }()
      subscription.dispose()
    }
    guard finished else { return }
    XCTAssertTrue(resubscribed.value)
  }
}
