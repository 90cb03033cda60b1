import ReactorTesting
import Streams
import TestSupport
import XCTest

final class FilterTests: XCTestCase {
  func test_filter_keepsOnlyElementsMatchingPredicate() {
    let res = runOverHot([
      .next(110, 1), .next(180, 2), .next(230, 3), .next(270, 4), .next(340, 5), .next(380, 6),
      .next(390, 7), .next(450, 8), .completed(600),
    ]) { xs, _ in xs.filter { $0 % 2 == 0 } }
    XCTAssertEqual(res.events, [.next(270, 4), .next(380, 6), .next(450, 8), .completed(600)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 600)])
  }

  func test_filter_forwardsSourceErrorAndUnsubscribes() {
    let res = runOverHot([.next(230, 3), .next(270, 4), .error(300, TestError.boom), .next(340, 6)])
    { xs, _ in xs.filter { $0 % 2 == 0 } }
    XCTAssertEqual(res.events, [.next(270, 4), .error(300, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_filter_forwardsCompletionEvenWhenNothingPassed() {
    let res = runOverHot([.next(230, 1), .next(240, 3), .completed(300)]) { xs, _ in
      xs.filter { $0 % 2 == 0 }
    }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_filter_errorThrownByPredicateEndsSequenceAndUnsubscribes() {
    let res = runOverHot([.next(230, 2), .next(270, 5), .next(300, 6), .completed(400)]) { xs, _ in
      xs.filter(trueOrThrow(failingOn: 5))
    }
    XCTAssertEqual(res.events, [.next(230, 2), .error(270, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 270)])
  }

  func test_filter_disposalUnsubscribesAndStopsCallingPredicate() {
    assertDisposalStopsCallingTheClosure { xs, calls in xs.filter { _ in calls.counting(true) } }
  }

  func test_filter_unsubscribingInsideSubscriberStopsFurtherElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 2), .next(220, 4), .next(230, 6),
    ])
    var received: [Int] = []
    var subscription: Disposable?
    scheduler.scheduleAt(200) {
      subscription = xs.filter { $0 > 0 }.subscribe(onNext: { value in
        received.append(value)
        if value == 4 { subscription?.dispose() }
      })
    }
    scheduler.start()
    XCTAssertEqual(received, [2, 4])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
