import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class DebounceTests: XCTestCase {
  // MARK: debounce

  func test_debounce_emitsElementAfterQuietPeriod() {
    let res = runOverHot([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(250, 3), .next(300, 4), .completed(400),
    ]) { xs, scheduler in xs.debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(
      res.events, [.next(240, 2), .next(270, 3), .next(320, 4), .completed(400)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 400)])
  }

  func test_debounce_newElementRestartsTheQuietPeriod() {
    let res = runOverHot([
      .next(210, 1), .next(225, 2), .next(240, 3), .next(255, 4), .completed(400),
    ]) { xs, scheduler in xs.debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(275, 4), .completed(400)])
  }

  func test_debounce_completionEmitsPendingElementFirst() {
    let res = runOverHot([.next(210, 1), .next(390, 5), .completed(400)]) { xs, scheduler in
      xs.debounce(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(230, 1), .next(400, 5), .completed(400)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 400)])
  }

  func test_debounce_errorDropsPendingElement() {
    assertAnErrorDropsTheHeldElement { xs, scheduler in
      xs.debounce(.seconds(20), scheduler: scheduler)
    }
  }

  func test_debounce_disposalCancelsPendingElement() {
    assertDisposalCancelsTheHeldElement { xs, scheduler in
      xs.debounce(.seconds(20), scheduler: scheduler)
    }
  }

  func test_debounce_emptySourceOnlyCompletes() {
    let res = runOverHot([.next(150, 1), .completed(300)]) { xs, scheduler in
      xs.debounce(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  // MARK: concurrent schedulers

  func test_debounceEmitsThePendingElementOnceWhenCompletionAndQuietPeriodEndTogether() {
    let (scheduler, subject, recorder) = subjectThroughAReorderingScheduler {
      $0.debounce(.microseconds(50), scheduler: $1)
    }
    subject.onNext(1)
    _ = scheduler.scheduleRelative((), dueTime: .microseconds(50)) { _ in
      subject.onCompleted()
      return Disposables.create()
    }
    scheduler.run()
    XCTAssertEqual(recorder.events, [.next(1), .completed])
  }

  // MARK: Releasing a replaced value after unlocking

  func test_debounceReleasesTheReplacedPendingElementAfterUnlocking() {
    let source = DirectSource<DeinitProbe?>()
    let sentDuringDeinit = Box(false)
    let finished = finishesWithoutDeadlock {
      let subscription = source.observable
        .debounce(.seconds(1), scheduler: ReorderingScheduler())
        .subscribe(onNext: { _ in })
      source.onNext(
        DeinitProbe {
          source.onNext(nil)
          sentDuringDeinit.value = true
        })
      source.onNext(nil)
      subscription.dispose()
    }
    guard finished else { return }
    XCTAssertTrue(sentDuringDeinit.value)
  }
}
