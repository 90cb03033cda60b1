import ReactorTesting
import Streams
import TestSupport
import XCTest

/// `concat`, `merge()`, `merge(maxConcurrent:)`, `switchLatest` and
/// `flatMapFirst` of drivers and signals, on a mocked sharing scheduler
/// (which delivers a tick after the source: `observe(on:)` of a test
/// scheduler runs an action scheduled "now" one tick later).
final class SharedSequenceFlatteningTests: VirtualTimeTestCase {
  /// A driver of a cold observable of `events`.
  private func coldDriver(_ events: [Recorded<Event<Int>>]) -> Driver<Int> {
    scheduler.createColdObservable(events).asDriver(onErrorJustReturn: -1)
  }

  /// A driver of a hot observable of `events`.
  private func hotDriver(_ events: [Recorded<Event<Int>>]) -> Driver<Int> {
    scheduler.createHotObservable(events).asDriver(onErrorJustReturn: -1)
  }

  // MARK: concat

  func test_driverConcatOfASequence_subscribesEachAfterThePreviousCompletes() {
    SharingScheduler.mock(scheduler: scheduler) {
      let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
      let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
      let drivers = AnySequence([
        first.asDriver(onErrorJustReturn: -1), second.asDriver(onErrorJustReturn: -1),
      ])
      let res = scheduler.start { Driver.concat(drivers) }
      XCTAssertEqual(res.events, [.next(211, 1), .next(227, 2), .completed(232)])
      XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
      XCTAssertEqual(second.subscriptions, [Subscription(221, 231)])
    }
  }

  func test_driverConcatOfACollection_emitsEachInTurn() {
    SharingScheduler.mock(scheduler: scheduler) {
      let drivers = [
        coldDriver([.next(10, 1), .next(20, 2), .completed(30)]),
        coldDriver([.next(10, 3), .completed(15)]),
      ]
      let res = scheduler.start { Driver.concat(drivers) }
      XCTAssertEqual(
        res.events, [.next(211, 1), .next(221, 2), .next(242, 3), .completed(247)])
    }
  }

  func test_driverConcatOfJust_emitsOneElementAfterTheOther() {
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start { Driver.concat([Driver.just(1), Driver.just(2)]) }
      // `just` emits and completes in actions of their own, a tick apart.
      XCTAssertEqual(res.events, [.next(201, 1), .next(203, 2), .completed(204)])
    }
  }

  func test_signalConcatOfASequence() {
    SharingScheduler.mock(scheduler: scheduler) {
      let signals = AnySequence([
        scheduler.createColdObservable([.next(10, 1), .completed(20)])
          .asSignal(onErrorJustReturn: -1),
        scheduler.createColdObservable([.next(10, 2), .completed(20)])
          .asSignal(onErrorJustReturn: -1),
      ])
      let res = scheduler.start { Signal.concat(signals) }
      XCTAssertEqual(res.events, [.next(211, 1), .next(232, 2), .completed(242)])
    }
  }

  // MARK: merge

  func test_driverMerge_mergesEveryInnerDriverAndCompletesWhenAllComplete() {
    SharingScheduler.mock(scheduler: scheduler) {
      let xs = hotDriver([.next(210, 1), .next(230, 2), .completed(300)])
      let ys = hotDriver([.next(220, 10), .next(240, 20), .completed(310)])
      let outer = scheduler.createHotObservable([
        .next(205, xs), .next(215, ys), .completed(320),
      ]).asDriver(onErrorDriveWith: .empty())
      let res = scheduler.start { outer.merge() }
      XCTAssertEqual(
        res.events,
        [.next(211, 1), .next(221, 10), .next(231, 2), .next(241, 20), .completed(321)])
    }
  }

  func test_driverMerge_waitsForTheLastInnerToComplete() {
    SharingScheduler.mock(scheduler: scheduler) {
      let xs = hotDriver([.next(210, 1), .completed(400)])
      let outer = scheduler.createHotObservable([.next(205, xs), .completed(250)])
        .asDriver(onErrorDriveWith: .empty())
      let res = scheduler.start { outer.merge() }
      XCTAssertEqual(res.events, [.next(211, 1), .completed(401)])
    }
  }

  func test_driverMergeMaxConcurrentOne_subscribesTheNextInnerAfterThePreviousCompletes() {
    SharingScheduler.mock(scheduler: scheduler) {
      let first = scheduler.createColdObservable([.next(10, 1), .completed(30)])
      let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
      let outer = scheduler.createHotObservable([
        .next(205, first.asDriver(onErrorJustReturn: -1)),
        .next(210, second.asDriver(onErrorJustReturn: -1)),
        .completed(220),
      ]).asDriver(onErrorDriveWith: .empty())
      let res = scheduler.start { outer.merge(maxConcurrent: 1) }
      XCTAssertEqual(res.events, [.next(217, 1), .next(248, 2), .completed(258)])
      XCTAssertEqual(first.subscriptions, [Subscription(206, 236)])
      XCTAssertEqual(second.subscriptions, [Subscription(237, 257)])
    }
  }

  func test_driverMergeMaxConcurrentTwo_runsTwoAtOnceAndQueuesTheThird() {
    SharingScheduler.mock(scheduler: scheduler) {
      let cold = (1...3).map { index in
        scheduler.createColdObservable([.next(10, index), .completed(30)])
      }
      let outer = scheduler.createHotObservable([
        .next(205, cold[0].asDriver(onErrorJustReturn: -1)),
        .next(207, cold[1].asDriver(onErrorJustReturn: -1)),
        .next(209, cold[2].asDriver(onErrorJustReturn: -1)),
        .completed(300),
      ]).asDriver(onErrorDriveWith: .empty())
      let res = scheduler.start { outer.merge(maxConcurrent: 2) }
      XCTAssertEqual(
        res.events, [.next(217, 1), .next(219, 2), .next(248, 3), .completed(301)])
      XCTAssertEqual(cold[0].subscriptions, [Subscription(206, 236)])
      XCTAssertEqual(cold[1].subscriptions, [Subscription(208, 238)])
      XCTAssertEqual(cold[2].subscriptions, [Subscription(237, 267)])
    }
  }

  func test_signalMerge_mergesEveryInnerSignal() {
    SharingScheduler.mock(scheduler: scheduler) {
      let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        .asSignal(onErrorJustReturn: -1)
      let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        .asSignal(onErrorJustReturn: -1)
      let outer = scheduler.createHotObservable([.next(205, xs), .next(206, ys), .completed(250)])
        .asSignal(onErrorSignalWith: .empty())
      let res = scheduler.start { outer.merge() }
      XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(301)])
    }
  }

  // MARK: switchLatest

  func test_driverSwitchLatest_followsTheLatestInnerDriver() {
    SharingScheduler.mock(scheduler: scheduler) {
      let xsSource = scheduler.createHotObservable([
        .next(210, 1), .next(230, 2), .completed(300),
      ])
      let ysSource = scheduler.createHotObservable([
        .next(220, 10), .next(240, 20), .completed(310),
      ])
      let outer = scheduler.createHotObservable([
        .next(205, xsSource.asDriver(onErrorJustReturn: -1)),
        .next(225, ysSource.asDriver(onErrorJustReturn: -1)),
        .completed(320),
      ]).asDriver(onErrorDriveWith: .empty())
      let res = scheduler.start { outer.switchLatest() }
      XCTAssertEqual(res.events, [.next(211, 1), .next(241, 20), .completed(321)])
      // The previous inner is disposed when the next one arrives.
      XCTAssertEqual(xsSource.subscriptions, [Subscription(206, 226)])
      XCTAssertEqual(ysSource.subscriptions, [Subscription(226, 310)])
    }
  }

  func test_signalSwitchLatest_followsTheLatestInnerSignal() {
    SharingScheduler.mock(scheduler: scheduler) {
      let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        .asSignal(onErrorJustReturn: -1)
      let ys = scheduler.createHotObservable([.next(240, 3)]).asSignal(onErrorJustReturn: -1)
      let outer = scheduler.createHotObservable([.next(205, xs), .next(225, ys)])
        .asSignal(onErrorSignalWith: .empty())
      let res = scheduler.start { outer.switchLatest() }
      XCTAssertEqual(res.events, [.next(211, 1), .next(241, 3)])
    }
  }

  // MARK: flatMapFirst

  func test_driverFlatMapFirst_dropsElementsWhileAnInnerDriverRuns() {
    SharingScheduler.mock(scheduler: scheduler) {
      let outer = hotDriver([.next(205, 1), .next(215, 2), .next(260, 3), .completed(400)])
      var selected: [Int] = []
      let res = scheduler.start {
        outer.flatMapFirst { value -> Driver<Int> in
          selected.append(value)
          return self.coldDriver([.next(10, value * 10), .completed(40)])
        }
      }
      XCTAssertEqual(res.events, [.next(217, 10), .next(272, 30), .completed(401)])
      XCTAssertEqual(selected, [1, 3])
    }
  }

  func test_signalFlatMapFirst_toAnotherElementType() {
    SharingScheduler.mock(scheduler: scheduler) {
      let outer = scheduler.createHotObservable([.next(205, 1), .next(210, 2), .next(260, 3)])
        .asSignal(onErrorJustReturn: -1)
      let res = scheduler.start {
        outer.flatMapFirst { value -> Signal<String> in
          self.scheduler.createColdObservable([.next(10, "\(value)"), .completed(20)])
            .asSignal(onErrorJustReturn: "")
        }
      }
      XCTAssertEqual(res.events, [.next(217, "1"), .next(272, "3")])
    }
  }
}
