import Dispatch
import Foundation
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import XCTest

final class FlatMapFirstTests: XCTestCase {
  func test_flatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
    var mapped: [Int] = []
    let res = runOverHot([
      .next(210, 1), .next(220, 2), .next(250, 3), .next(285, 4), .completed(300),
    ]) { xs, scheduler in
      xs.flatMapFirst { value -> Observable<Int> in
        mapped.append(value)
        return scheduler.createColdObservable([
          .next(10, value * 10), .next(20, value * 10 + 1), .completed(30),
        ]).asObservable()
      }
    }
    XCTAssertEqual(
      res.events,
      [
        .next(220, 10), .next(230, 11), .next(260, 30), .next(270, 31), .next(295, 40),
        .next(305, 41), .completed(315),
      ])
    XCTAssertEqual(mapped, [1, 3, 4])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_flatMapFirstCompletesWithSourceWhenNoInnerSequenceRuns() {
    let res = runOver(
      .hot([.next(210, 1), .completed(250)]), and: .cold([.next(10, 5), .completed(20)])
    ) { xs, ys, _ in
      xs.flatMapFirst { _ in ys }
    }
    XCTAssertEqual(res.events, [.next(220, 5), .completed(250)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(210, 230)])
  }

  func test_flatMapFirstInnerErrorEndsTheSequence() {
    let res = runOver(
      .hot([.next(210, 1), .completed(400)]),
      and: .cold([.next(10, 5), .error(20, TestError.boom)])
    ) { xs, ys, _ in
      xs.flatMapFirst { _ in ys }
    }
    XCTAssertEqual(res.events, [.next(220, 5), .error(230, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
  }

  func test_flatMapFirstSourceErrorDisposesTheRunningInnerSequence() {
    let res = runOver(
      .hot([.next(210, 1), .error(240, TestError.boom)]),
      and: .cold([.next(10, 5), .next(50, 6), .completed(60)])
    ) { xs, ys, _ in
      xs.flatMapFirst { _ in ys }
    }
    XCTAssertEqual(res.events, [.next(220, 5), .error(240, TestError.boom)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(210, 240)])
  }

  func test_flatMapFirstSelectorErrorEndsTheSequence() {
    let res = runOverHot([.next(210, 1), .completed(300)]) { xs, _ in
      xs.flatMapFirst { _ -> Observable<Int> in throw TestError.boom }
    }
    XCTAssertEqual(res.events, [.error(210, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 210)])
  }

  func test_flatMapFirstDisposalDisposesSourceAndInnerSequence() {
    let res = runOver(
      .hot([.next(210, 1), .completed(400)]),
      and: .cold([.next(10, 5), .next(100, 6), .completed(110)]), disposed: 250
    ) { xs, ys, _ in
      xs.flatMapFirst { _ in ys }
    }
    XCTAssertEqual(res.events, [.next(220, 5)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(210, 250)])
  }

  func test_flatMapFirstStartsANewInnerSequenceAfterASynchronousOneCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.of(1, 2, 3).flatMapFirst { Observable.just($0 * 10) }
    }
    XCTAssertEqual(res.events, [.next(200, 10), .next(200, 20), .next(200, 30), .completed(200)])
  }

  func test_flatMapFirstNeverRunsTwoInnerSequencesAtOnceWhenInnersEndOnAnotherThread() {
    let queue = DispatchQueue(label: "flatMapFirst.inner")
    let running = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let started = Atomic<Int>(0)
    let subject = PublishSubject<Int>()
    let detector = OverlapDetector()
    let done = expectation(description: "completed")
    let subscription = subject.flatMapFirst { value in
      Observable<Int>.create { observer in
        started.add(1, ordering: .relaxed)
        if running.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
          overlaps.add(1, ordering: .relaxed)
        }
        queue.async {
          observer.onNext(value)
          // Counted down before completing: `flatMapFirst` may start the
          // next inner sequence as soon as this one completed.
          running.subtract(1, ordering: .acquiringAndReleasing)
          observer.onCompleted()
        }
        return Disposables.create()
      }
    }
    .subscribe(
      onNext: { _ in
        detector.enter()
        detector.leave()
      },
      onCompleted: { done.fulfill() })
    for value in 0..<20_000 { subject.onNext(value) }
    subject.onCompleted()
    wait(for: [done], timeout: 10)
    subscription.dispose()
    XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
    XCTAssertEqual(detector.overlaps, 0)
    XCTAssertGreaterThan(started.load(ordering: .relaxed), 0)
  }
}
