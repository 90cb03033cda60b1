import ReactorTesting
import Streams
import TestSupport
import XCTest

/// `skip`, `debug`, `distinctUntilChanged(_:comparer:)`, `from(_:)` of any
/// sequence and `asSharedSequence(sharingStrategy:…)` of drivers and
/// signals, on a mocked sharing scheduler (which delivers a tick after the
/// source).
final class SharedSequenceOperatorsTests: XCTestCase {
  // MARK: skip

  func test_driverSkip_dropsTheFirstElements() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.run(hot: [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
      ]) { xs in xs.asDriver(onErrorJustReturn: -1).skip(2) }
      XCTAssertEqual(res.events, [.next(231, 3), .next(241, 4), .completed(251)])
    }
  }

  func test_signalSkipMoreThanItEmits_onlyCompletes() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.run(hot: [.next(210, 1), .completed(250)]) { xs in
        xs.asSignal(onErrorJustReturn: -1).skip(3)
      }
      XCTAssertEqual(res.events, [.completed(251)])
    }
  }

  // MARK: debug

  func test_driverDebug_passesEveryEventThroughAndLogsItToTheOutput() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Log()
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.run(hot: [.next(210, 1), .error(220, TestError.boom)]) { xs in
        xs.asDriver(onErrorJustReturn: -1).debug("driver", output: log.append)
      }
      XCTAssertEqual(res.events, [.next(211, 1), .next(221, -1), .completed(221)])
    }
    XCTAssertEqual(
      log.lines.map(\.messageAfterTimestamp),
      [
        "driver -> subscribed", "driver -> Event next(1)", "driver -> Event next(-1)",
        "driver -> Event completed", "driver -> isDisposed",
      ])
  }

  func test_signalDebug_passesEveryEventThroughAndLogsItUnderTheCallSite() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Log()
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.run(hot: [.next(210, "a"), .completed(220)]) { xs in
        xs.asSignal(onErrorJustReturn: "").debug(trimOutput: true, output: log.append)
      }
      XCTAssertEqual(res.events, [.next(211, "a"), .completed(221)])
    }
    let messages = log.lines.map(\.messageAfterTimestamp)
    XCTAssertEqual(messages.count, 4, "\(messages)")
    XCTAssertTrue(
      messages.allSatisfy { $0.hasPrefix("SharedSequence+OperatorsTests.swift:") },
      "\(messages)")
    XCTAssertEqual(
      messages.map { $0.components(separatedBy: " -> ").last ?? "" },
      ["subscribed", "Event next(a)", "Event completed", "isDisposed"])
  }

  // MARK: distinctUntilChanged(_:comparer:)

  func test_driverDistinctUntilChangedWithKeyAndComparer_dropsElementsWithAnEqualKey() {
    withMockedSharingScheduler { scheduler in
      var compared: [String] = []
      let res = scheduler.run(hot: [
        .next(210, Item(id: 1, name: "a")), .next(220, Item(id: 1, name: "b")),
        .next(230, Item(id: 11, name: "c")), .next(240, Item(id: 2, name: "d")), .completed(250),
      ]) { xs in
        xs.asDriver(onErrorJustReturn: Item(id: 0, name: "")).distinctUntilChanged(
          \.id,
          comparer: { previous, next in
            compared.append("\(previous)-\(next)")
            // Keys are equal when they end with the same digit.
            return previous % 10 == next % 10
          }
        ).map(\.name)
      }
      XCTAssertEqual(res.events, [.next(211, "a"), .next(241, "d"), .completed(251)])
      XCTAssertEqual(compared, ["1-1", "1-11", "1-2"])
    }
  }

  func test_signalDistinctUntilChangedWithKeyAndComparer() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.run(hot: [
        .next(210, "apple"), .next(220, "avocado"), .next(230, "banana"),
      ]) { xs in
        xs.asSignal(onErrorJustReturn: "").distinctUntilChanged(
          { $0.first }, comparer: { $0 == $1 })
      }
      XCTAssertEqual(res.events, [.next(211, "apple"), .next(231, "banana")])
    }
  }

  // MARK: from(_:) of any sequence

  func test_driverFromAnySequence_emitsEachElementInItsOwnAction() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.start { Driver.from(AnySequence([1, 2, 3])) }
      XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }
  }

  func test_driverFromARange() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.start { Driver.from(5..<7) }
      XCTAssertEqual(res.events, [.next(201, 5), .next(202, 6), .completed(203)])
    }
  }

  func test_signalFromALazySequence() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.start { Signal.from((1...3).lazy.map { $0 * 10 }) }
      XCTAssertEqual(
        res.events, [.next(201, 10), .next(202, 20), .next(203, 30), .completed(204)])
    }
  }

  func test_driverFromAnEmptySequence_onlyCompletes() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.start { Driver.from(EmptyCollection<Int>()) }
      XCTAssertEqual(res.events, [.completed(201)])
    }
  }

  func test_driverFromASequenceOnTheMainThread_emitsSynchronously() {
    var received: [Int] = []
    var completed = false
    let subscription = Driver.from(AnySequence([1, 2])).drive(
      onNext: { received.append($0) }, onCompleted: { completed = true })
    XCTAssertEqual(received, [1, 2])
    XCTAssertTrue(completed)
    subscription.dispose()
  }

  // MARK: asSharedSequence(sharingStrategy:…)

  func test_asSharedSequenceOnErrorJustReturn_asADriver() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.run(hot: [.next(210, 1), .error(220, TestError.boom)]) { xs in
        xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
      }
      XCTAssertEqual(res.events, [.next(211, 1), .next(221, -1), .completed(221)])
      XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
    }
  }

  func test_asSharedSequenceOnErrorJustReturn_infersTheStrategyFromTheResultType() {
    withMockedSharingScheduler { scheduler in
      let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
      let res = scheduler.start { () -> Signal<Int> in xs.asSharedSequence(onErrorJustReturn: 0) }
      XCTAssertEqual(res.events, [.next(211, 1), .next(221, 0), .completed(221)])
    }
  }

  func test_asSharedSequenceOnErrorDriveWith_continuesWithTheFallback() {
    withMockedSharingScheduler { scheduler in
      let fallback = scheduler.createColdObservable([.next(5, 7), .completed(10)])
      let res = scheduler.run(hot: [.next(210, 1), .error(220, TestError.boom)]) { xs in
        xs.asSharedSequence(
          sharingStrategy: SignalSharingStrategy.self,
          onErrorDriveWith: fallback.asSignal(onErrorJustReturn: -1))
      }
      XCTAssertEqual(res.events, [.next(211, 1), .next(227, 7), .completed(232)])
      XCTAssertEqual(fallback.subscriptions, [Subscription(221, 231)])
    }
  }

  func test_asSharedSequenceOnErrorRecover_continuesWithTheSequenceMadeForTheError() {
    withMockedSharingScheduler { scheduler in
      var recovered: [TestError] = []
      let res = scheduler.run(hot: [.next(210, 1), .error(220, TestError.other(5))]) { xs in
        xs.asSharedSequence(
          sharingStrategy: DriverSharingStrategy.self,
          onErrorRecover: { error in
            recovered.append(error as! TestError)
            return Driver.just(50)
          })
      }
      XCTAssertEqual(res.events, [.next(211, 1), .next(222, 50), .completed(223)])
      XCTAssertEqual(recovered, [.other(5)])
    }
  }

  func test_asSharedSequenceAsADriver_replaysAndAsASignalDoesNot() {
    withMockedSharingScheduler { scheduler in
      let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
      let driver = xs.asSharedSequence(
        sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0)
      let signal = xs.asSharedSequence(
        sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: 0)
      let driverEarly = scheduler.createObserver(Int.self)
      let driverLate = scheduler.createObserver(Int.self)
      let signalEarly = scheduler.createObserver(Int.self)
      let signalLate = scheduler.createObserver(Int.self)
      scheduler.subscribe(driver.asObservable(), driverEarly, at: 200, disposeAt: 1000)
      scheduler.subscribe(driver.asObservable(), driverLate, at: 250, disposeAt: 1000)
      scheduler.subscribe(signal.asObservable(), signalEarly, at: 200, disposeAt: 1000)
      scheduler.subscribe(signal.asObservable(), signalLate, at: 250, disposeAt: 1000)
      scheduler.start()
      XCTAssertEqual(driverLate.events, [.next(250, 1), .next(261, 2)])
      XCTAssertEqual(signalLate.events, [.next(261, 2)])
      XCTAssertEqual(driverEarly.events, signalEarly.events)
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000), Subscription(200, 1000)])
    }
  }
}
