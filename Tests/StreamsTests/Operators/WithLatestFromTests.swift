import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class WithLatestFromTests: XCTestCase {
  // MARK: withLatestFrom

  func test_withLatestFrom_emitsLatestOfSecondForEachElementOfFirst() {
    let res = runOver(
      .hot([
        .next(210, 1), .next(230, 2), .next(250, 3), .next(260, 4), .completed(300),
      ]),
      and: .hot([
        .next(220, "a"), .next(240, "b"), .completed(245),
      ])
    ) { xs, ys, _ in xs.withLatestFrom(ys) }
    XCTAssertEqual(
      res.events, [.next(230, "a"), .next(250, "b"), .next(260, "b"), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 245)])
  }

  func test_withLatestFrom_resultSelectorCombinesBoth() {
    let res = runOver(.hot([.next(230, 2), .completed(300)]), and: .hot([.next(220, "a")])) {
      xs, ys, _ in
      xs.withLatestFrom(ys) { "\($0)\($1)" }
    }
    XCTAssertEqual(res.events, [.next(230, "2a"), .completed(300)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 300)])
  }

  func test_withLatestFrom_errorOfEitherSourceEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createHotObservable([.next(220, "a"), .error(240, TestError.boom)])
    let res = scheduler.run(hot: [.next(230, 2), .next(260, 3)]) { xs in xs.withLatestFrom(ys) }
    XCTAssertEqual(res.events, [.next(230, "a"), .error(240, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 240)])

    let first = scheduler.createHotObservable([.next(1230, 2), .error(1240, TestError.other(1))])
    let second = scheduler.createHotObservable([.next(1220, "a")])
    let failed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
      first.withLatestFrom(second)
    }
    XCTAssertEqual(failed.events, [.next(1230, "a"), .error(1240, TestError.other(1))])
    XCTAssertEqual(second.subscriptions, [Subscription(1200, 1240)])
  }

  func test_withLatestFrom_errorThrownBySelectorEndsSequence() {
    let res = runOver(.hot([.next(230, 2), .completed(300)]), and: .hot([.next(220, 1)])) {
      xs, ys, _ in
      xs.withLatestFrom(ys) { _, _ -> Int in throw TestError.boom }
    }
    XCTAssertEqual(res.events, [.error(230, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
  }

  func test_withLatestFrom_disposalDisposesBothSources() {
    let res = runOver(
      .hot([.next(230, 2), .next(320, 3)]), and: .hot([.next(220, 1)]), disposed: 300
    ) { xs, ys, _ in
      xs.withLatestFrom(ys)
    }
    XCTAssertEqual(res.events, [.next(230, 1)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 300)])
  }

  func test_withLatestFrom_synchronousSecondIsSubscribedFirst() {
    let res = startOnNewScheduler { _ in Observable.of(1, 2).withLatestFrom(Observable.just("a")) }
    XCTAssertEqual(res.events, [.next(200, "a"), .next(200, "a"), .completed(200)])
  }

  // MARK: Releasing a replaced value after unlocking

  func test_withLatestFromReleasesTheReplacedLatestElementAfterUnlocking() {
    let second = DirectSource<DeinitProbe?>()
    let sentDuringDeinit = Box(false)
    let finished = finishesWithoutDeadlock {
      let subscription = Observable<Int>.never()
        .withLatestFrom(second.observable)
        .subscribe(onNext: { _ in })
      second.onNext(
        DeinitProbe {
          second.onNext(nil)
          sentDuringDeinit.value = true
        })
      second.onNext(nil)
      subscription.dispose()
    }
    guard finished else { return }
    XCTAssertTrue(sentDuringDeinit.value)
  }
}
