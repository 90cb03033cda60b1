import Dispatch
import Foundation
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import XCTest

final class AmbTests: XCTestCase {
  // MARK: amb

  func test_ambMirrorsTheSequenceThatEmitsFirstAndDisposesTheOther() {
    let res = runOver(
      .hot([.next(220, 1), .next(240, 2), .completed(300)]),
      and: .hot([.next(210, 10), .next(230, 20), .completed(250)])
    ) { xs, ys, _ in xs.amb(ys) }
    XCTAssertEqual(res.events, [.next(210, 10), .next(230, 20), .completed(250)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 250)])
  }

  func test_ambFirstEventDecidesEvenWhenItIsAnError() {
    let res = runOver(
      .hot([Recorded<Event<Int>>.error(210, TestError.boom)]),
      and: .hot([.next(220, 10), .completed(250)])
    ) { xs, ys, _ in
      xs.amb(ys)
    }
    XCTAssertEqual(res.events, [.error(210, TestError.boom)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(200, 210)])
  }

  func test_ambFirstEventDecidesEvenWhenItIsCompletion() {
    let res = runOver(
      .hot([.next(220, 1), .completed(300)]), and: .hot([Recorded<Event<Int>>.completed(210)])
    ) { xs, ys, _ in xs.amb(ys) }
    XCTAssertEqual(res.events, [.completed(210)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 210)])
  }

  func test_ambOfManySequencesDisposesAllLosers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
    let zs = scheduler.createHotObservable([.next(240, 3), .completed(300)])
    let res = scheduler.start {
      Observable.amb([xs.asObservable(), ys.asObservable(), zs.asObservable()])
    }
    XCTAssertEqual(res.events, [.next(220, 2), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(zs.subscriptions, [Subscription(200, 220)])
  }

  func test_ambOfNoSequencesNeverEmits() {
    let res = startOnNewScheduler { _ in Observable<Int>.amb([]) }
    XCTAssertEqual(res.events, [])
  }

  func test_ambWithSynchronousWinnerStillSubscribesAndDisposesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createHotObservable([.next(210, 10)])
    let res = scheduler.start { Observable.just(1).amb(ys) }
    XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
  }

  func test_ambDeliversOnlyOneRacingSourceWhenSourcesEmitFromManyThreads() {
    for _ in 0..<200 {
      let subjects = (0..<4).map { _ in PublishSubject<Int>() }
      let received = Mutex<Set<Int>>([])
      let detector = OverlapDetector()
      let subscription = Observable.amb(subjects.map { $0.asObservable() })
        .subscribe(onNext: { value in
          detector.enter()
          received.withLock { _ = $0.insert(value / 1000) }
          detector.leave()
        })
      DispatchQueue.concurrentPerform(iterations: subjects.count) { index in
        for offset in 0..<50 { subjects[index].onNext(index * 1000 + offset) }
      }
      subscription.dispose()
      XCTAssertEqual(received.withLock { $0.count }, 1)
      XCTAssertEqual(detector.overlaps, 0)
    }
  }
}
