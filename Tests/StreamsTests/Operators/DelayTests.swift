import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class DelayTests: XCTestCase {
  // MARK: delay

  func test_delay_shiftsElementsAndCompletionByDueTime() {
    let res = runOverHot([
      .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ]) { xs, scheduler in xs.delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(
      res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 550)])
  }

  func test_delay_keepsSpacingOfCloseElements() {
    let res = runOverHot([.next(210, 1), .next(211, 2), .next(215, 3), .completed(220)]) {
      xs, scheduler in xs.delay(.seconds(10), scheduler: scheduler)
    }
    XCTAssertEqual(
      res.events, [.next(220, 1), .next(221, 2), .next(225, 3), .completed(230)])
  }

  func test_delay_errorIsForwardedAtOnceAndDropsPendingElements() {
    assertAnErrorDropsTheHeldElement { xs, scheduler in xs.delay(.seconds(20), scheduler: scheduler)
    }
  }

  func test_delay_disposalCancelsPendingElements() {
    let res = runOverHot(
      [.next(250, 2), .next(350, 3), .completed(380)], disposed: 400
    ) { xs, scheduler in xs.delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(350, 2)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 380)])
  }

  func test_delay_disposalUnsubscribesFromRunningSource() {
    assertDisposalCancelsTheHeldElement { xs, scheduler in
      xs.delay(.seconds(20), scheduler: scheduler)
    }
  }

  func test_delayDeliversEveryElementBeforeCompletionOnAConcurrentScheduler() {
    let scheduler = ReorderingScheduler()
    let recorders = (0..<20).map { _ in EventRecorder<Int>() }
    for (value, recorder) in recorders.enumerated() {
      _ = Observable.just(value).delay(.microseconds(100), scheduler: scheduler)
        .subscribe(recorder)
    }
    scheduler.run()
    for (value, recorder) in recorders.enumerated() {
      XCTAssertEqual(recorder.events, [.next(value), .completed])
    }
  }

  func test_delayKeepsTheOrderOfManyElementsDueAtTheSameTimeOnAConcurrentScheduler() {
    let scheduler = ReorderingScheduler()
    let recorder = EventRecorder<Int>()
    _ = Observable.from(Array(0..<500)).delay(.microseconds(100), scheduler: scheduler)
      .subscribe(recorder)
    scheduler.run()
    XCTAssertEqual(recorder.events, (0..<500).map { .next($0) } + [.completed])
  }

  func test_delayKeepsTheOrderOfElementsAddedWhileDraining() {
    let (scheduler, subject, recorder) = subjectThroughAReorderingScheduler {
      $0.delay(.microseconds(10), scheduler: $1)
    }
    subject.onNext(0)
    scheduler.advance(by: 4)
    subject.onNext(1)
    subject.onNext(2)
    scheduler.advance(by: 6)
    XCTAssertEqual(recorder.elements, [0])
    subject.onNext(3)
    subject.onCompleted()
    scheduler.run()
    XCTAssertEqual(recorder.events, [.next(0), .next(1), .next(2), .next(3), .completed])
  }

  func test_delayForwardsAnErrorAtOnceAndDropsElementsDueAtTheSameTime() {
    let (scheduler, subject, recorder) = subjectThroughAReorderingScheduler {
      $0.delay(.microseconds(100), scheduler: $1)
    }
    subject.onNext(1)
    subject.onNext(2)
    subject.onError(TestError.boom)
    XCTAssertEqual(recorder.events.count, 1)
    XCTAssertTrue(isTestError(recorder.events.first?.error, .boom))
    scheduler.run()
    XCTAssertEqual(recorder.events.count, 1, "nothing may follow the error")
  }

  func test_delayDisposalCancelsTheScheduledDrain() {
    let scheduler = ReorderingScheduler()
    let recorder = EventRecorder<Int>()
    let subscription = Observable.from([1, 2, 3]).delay(.microseconds(100), scheduler: scheduler)
      .subscribe(recorder)
    XCTAssertEqual(scheduler.pendingCount, 1, "one drain for every waiting event")
    subscription.dispose()
    XCTAssertEqual(scheduler.pendingCount, 0)
    scheduler.run()
    XCTAssertEqual(recorder.events, [])
  }

  func test_delaySubscribedAtALaterVirtualTimeEmitsExactlyAfterTheDelay() {
    assertArrivesExactly200TicksLater(startingAt: Array(0...1500) + [123_457]) {
      scheduler, arrived in
      Observable.just(1).delay(.milliseconds(200), scheduler: scheduler)
        .subscribe(onNext: { _ in arrived() })
    }
  }

  // MARK: Releasing a replaced value after unlocking

  func test_delayReleasesDeliveredElementsOutsideItsLock() {
    let source = DirectSource<DeinitProbe?>()
    let scheduler = ReorderingScheduler()
    let sentDuringDeinit = Box(false)
    let received = Box(0)
    let finished = finishesWithoutDeadlock {
      let subscription = source.observable
        .delay(.seconds(1), scheduler: scheduler)
        .subscribe(onNext: { _ in received.value += 1 })
      source.onNext(
        DeinitProbe {
          source.onNext(nil)
          sentDuringDeinit.value = true
        })
      scheduler.advance(by: 500_000)
      source.onNext(nil)
      // Delivers the probe alone, then the second element: the queue is
      // compacted once both are taken.
      scheduler.advance(by: 500_000)
      scheduler.advance(by: 500_000)
      scheduler.advance(by: 1_000_000)
      subscription.dispose()
    }
    guard finished else { return }
    XCTAssertTrue(sentDuringDeinit.value)
    XCTAssertEqual(received.value, 3)
  }
}
