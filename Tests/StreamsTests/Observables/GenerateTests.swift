import ReactorTesting
import Streams
import TestSupport
import XCTest

/// `Observable.generate`, with RxSwift's GenerateTests' expectations: each
/// step is its own action on the scheduler.
final class GenerateTests: XCTestCase {
  func test_generate_finiteEmitsEachStateInItsOwnActionThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    XCTAssertEqual(
      res.events,
      [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
  }

  func test_generate_initialStateFailingTheConditionOnlyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 10, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    XCTAssertEqual(res.events, [.completed(201)])
  }

  func test_generate_throwingConditionEndsWithItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 0, condition: { _ in throw TestError.boom }, scheduler: scheduler,
        iterate: { $0 + 1 })
    }
    XCTAssertEqual(res.events, [.error(201, TestError.boom)])
  }

  func test_generate_conditionThrowingLaterEndsAfterTheEarlierStates() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 0,
        condition: { state in
          if state == 2 { throw TestError.other(state) }
          return true
        },
        scheduler: scheduler,
        iterate: { $0 + 1 })
    }
    XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .error(203, TestError.other(2))])
  }

  func test_generate_throwingIterateEndsWithItsErrorAfterTheInitialState() {
    let res = startOnNewScheduler { scheduler in
      Observable.generate(
        initialState: 0, condition: { _ in true }, scheduler: scheduler,
        iterate: { (_: Int) -> Int in throw TestError.boom })
    }
    XCTAssertEqual(res.events, [.next(201, 0), .error(202, TestError.boom)])
  }

  func test_generate_disposingStopsTheLoop() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 203) {
      Observable.generate(
        initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
  }

  func test_generate_takeOfAnEndlessLoopOnTheCurrentThreadSchedulerEnds() {
    var iterations = 0
    var elements: [Int] = []
    var completed = false
    _ = Observable.generate(
      initialState: 1, condition: { _ in true },
      iterate: { state in
        iterations += 1
        return state + 1
      }
    )
    .take(4)
    .subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })
    XCTAssertEqual(elements, [1, 2, 3, 4])
    XCTAssertTrue(completed)
    // The loop stops before computing a fifth state.
    XCTAssertEqual(iterations, 3)
  }

  func test_generate_onTheDefaultSchedulerEmitsDuringTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(initialState: "a", condition: { $0.count <= 3 }, iterate: { $0 + "a" })
    }
    XCTAssertEqual(
      res.events, [.next(200, "a"), .next(200, "aa"), .next(200, "aaa"), .completed(200)])
  }

  func test_generate_eachSubscriptionRunsItsOwnLoop() {
    let scheduler = TestScheduler(initialClock: 0)
    let generated = Observable.generate(
      initialState: 0, condition: { $0 < 2 }, scheduler: scheduler, iterate: { $0 + 1 })
    let (first, second) = scheduler.startTwoObservers(
      of: generated, first: (200, 1000), second: (300, 1000))
    XCTAssertEqual(first.events, [.next(201, 0), .next(202, 1), .completed(203)])
    XCTAssertEqual(second.events, [.next(301, 0), .next(302, 1), .completed(303)])
  }
}
