import Foundation
import ReactorCore
import Streams
import Synchronization
import TestSupport
import Testing
import XCTest

@testable import ReactorTesting

/// An error to send through test observables.
enum SchedulerTestError: Error, Equatable {
  case boom
}

final class TestSchedulerTests: XCTestCase {
  // MARK: Order of scheduled work

  func test_workRunsByTimeThenInTheOrderScheduled_whateverOrderItWasScheduledIn() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran: [(TestTime, Int)] = []
    // 2,000 actions over 50 ticks in a scrambled order, several per tick.
    let times = (0..<2_000).map { ($0 * 7_919) % 50 + 1 }
    for (order, time) in times.enumerated() {
      scheduler.scheduleAt(TestTime(time)) { ran.append((scheduler.clock, order)) }
    }
    scheduler.start()
    let expected = times.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }
    XCTAssertEqual(ran.map(\.0), expected.map { TestTime($0.element) })
    XCTAssertEqual(ran.map(\.1), expected.map(\.offset))
  }

  // MARK: start

  func test_timeNearTheEndOfTestTimeSaturatesInsteadOfStoppingTheProgram() {
    // `advance(to: .max)` ("run everything") and then more work, or two
    // `advance(by: .max)`, used to overflow `TestTime`.
    let scheduler = TestScheduler(initialClock: 0)
    scheduler.advance(by: .max)
    scheduler.advance(by: .max)
    XCTAssertEqual(scheduler.clock, .max)

    var ran: [String] = []
    _ = scheduler.schedule(()) { _ in
      ran.append("now")
      return Disposables.create()
    }
    _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
      ran.append("later")
      return Disposables.create()
    }
    scheduler.advance(by: 10)
    XCTAssertEqual(ran, ["now", "later"])
    XCTAssertEqual(scheduler.clock, .max)
  }

  func test_aTestClockAdvancedByAnEnormousDurationStopsAtHalfOfTestTime() {
    // `.seconds(Int64.max)` is 9.2e21 ticks at a millisecond each: more than
    // `TestTime` holds; it used to stop the program.
    let clock = TestClock()
    clock.advance(by: .seconds(Int64.max))
    XCTAssertEqual(clock.scheduler.clock, TestTime.max / 2)
  }

  func test_defaults_areRxTestsCreatedSubscribedDisposedTimes() {
    XCTAssertEqual(TestScheduler.Defaults.created, 100)
    XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
    XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
  }

  func test_start_createsAt100SubscribesAt200AndDisposesAt1000() {
    let scheduler = TestScheduler(initialClock: 0)
    var createdAt: TestTime?
    var subscribedAt: TestTime?
    var disposedAt: TestTime?
    _ = scheduler.start { () -> Observable<Int> in
      createdAt = scheduler.clock
      return Observable.create { _ in
        subscribedAt = scheduler.clock
        return Disposables.create { disposedAt = scheduler.clock }
      }
    }
    XCTAssertEqual(createdAt, 100)
    XCTAssertEqual(subscribedAt, 200)
    XCTAssertEqual(disposedAt, 1000)
  }

  /// Where a hot or a cold observable is made.
  private enum SourceKind { case hot, cold }

  /// On a new scheduler, a hot or cold observable of `events`, and the
  /// observer `start` makes of it (by default, `start` with the default
  /// times): the observer recorded `recorded`, the observable was
  /// subscribed during `subscriptions`.
  private func assertStarting(
    _ kind: SourceKind, _ events: [Recorded<Event<Int>>],
    with start: (TestScheduler, TestableObservable<Int>) -> TestableObserver<Int> = {
      scheduler, xs in scheduler.start { xs.asObservable() }
    },
    records recorded: [Recorded<Event<Int>>], subscriptions: [Subscription], line: UInt = #line
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs =
      switch kind {
      case .hot: scheduler.createHotObservable(events)
      case .cold: scheduler.createColdObservable(events)
      }
    let observer = start(scheduler, xs)
    XCTAssertEqual(observer.events, recorded, line: line)
    XCTAssertEqual(xs.subscriptions, subscriptions, line: line)
  }

  func test_start_recordsEventsAtTheTickTheyArrive() {
    assertStarting(
      .hot, [.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)],
      with: { scheduler, xs in scheduler.start { xs.map { $0 * 10 } } },
      records: [.next(210, 20), .next(220, 30), .completed(300)],
      subscriptions: [Subscription(200, 300)])
  }

  func test_start_legacySpellingUsesTheGivenTimes() {
    assertStarting(
      .hot, [.next(40, 1), .next(60, 2), .next(80, 3)],
      with: { scheduler, xs in
        scheduler.start(10, subscribed: 50, disposed: 70) { xs.asObservable() }
      },
      records: [.next(60, 2)], subscriptions: [Subscription(50, 70)])
  }

  func test_start_withLabelledTimesUsesThem() {
    assertStarting(
      .hot, [.next(300, 1), .next(500, 2)],
      with: { scheduler, xs in
        scheduler.start(created: 100, subscribed: 250, disposed: 400) { xs.asObservable() }
      },
      records: [.next(300, 1)], subscriptions: [Subscription(250, 400)])
  }

  func test_start_withOnlyADisposalTimeDisposesThen() {
    assertStarting(
      .hot, [.next(300, 1), .next(500, 2)],
      with: { scheduler, xs in scheduler.start(400) { xs.asObservable() } },
      records: [.next(300, 1)], subscriptions: [Subscription(200, 400)])
  }

  func test_start_eventsAfterDisposalAreNotRecorded() {
    assertStarting(
      .hot, [.next(900, 1), .next(1001, 2), .completed(1100)],
      records: [.next(900, 1)], subscriptions: [Subscription(200, 1000)])
  }

  func test_start_recordsAnError() {
    assertStarting(
      .hot, [.next(210, 1), .error(220, SchedulerTestError.boom), .next(230, 2)],
      records: [.next(210, 1), .error(220, SchedulerTestError.boom)],
      subscriptions: [Subscription(200, 220)])
  }

  // MARK: Hot and cold observables

  func test_hotObservable_emitsAtAbsoluteTimesWhetherSubscribedOrNot() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(10, 1), .next(30, 2), .next(50, 3)])
    let observer = scheduler.createObserver(Int.self)
    var subscription: Disposable?
    scheduler.scheduleAt(20) { subscription = xs.subscribe(observer) }
    scheduler.scheduleAt(40) { subscription?.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(30, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(20, 40)])
  }

  func test_hotObservable_recordsEverySubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(100, 1)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var subscriptions: [Disposable] = []
    scheduler.scheduleAt(10) { subscriptions.append(xs.subscribe(first)) }
    scheduler.scheduleAt(20) { subscriptions.append(xs.subscribe(second)) }
    scheduler.scheduleAt(150) { subscriptions[0].dispose() }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(100, 1)])
    XCTAssertEqual(second.events, [.next(100, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(10, 150), Subscription(20)])
  }

  func test_hotObservable_lateSubscriberSeesNothingThatAlreadyHappened() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(10, 1), .completed(20)])
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(30) { _ = xs.subscribe(observer) }
    scheduler.start()
    XCTAssertEqual(observer.events, [])
  }

  func test_coldObservable_emitsAtTimesRelativeToSubscription() {
    assertStarting(
      .cold, [.next(10, 1), .next(20, 2), .completed(30)],
      records: [.next(210, 1), .next(220, 2), .completed(230)],
      subscriptions: [Subscription(200, 230)])
  }

  func test_coldObservable_eachSubscriptionGetsItsOwnTimeline() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, "a"), .completed(10)])
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
    scheduler.scheduleAt(200) { _ = xs.subscribe(second) }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(105, "a"), .completed(110)])
    XCTAssertEqual(second.events, [.next(205, "a"), .completed(210)])
    XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(200)])
  }

  func test_coldObservable_disposingCancelsItsPendingEvents() {
    assertStarting(
      .cold, [.next(10, 1), .next(100, 2)],
      with: { scheduler, xs in scheduler.start(250) { xs.asObservable() } },
      records: [.next(210, 1)], subscriptions: [Subscription(200, 250)])
  }

  func test_testableObservable_exposesItsRecordedEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let events: [Recorded<Event<Int>>] = [.next(10, 1), .completed(20)]
    XCTAssertEqual(scheduler.createHotObservable(events).recordedEvents, events)
    XCTAssertEqual(scheduler.createColdObservable(events).recordedEvents, events)
  }

  // MARK: createObserver

  func test_createObserver_recordsEachEventWithTheCurrentTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(10) { observer.onNext(1) }
    scheduler.scheduleAt(20) { observer.onError(SchedulerTestError.boom) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(10, 1), .error(20, SchedulerTestError.boom)])
  }

  func test_createObserver_recordsImmediatelyAtTheCurrentClock() {
    let scheduler = TestScheduler(initialClock: 42)
    let observer = scheduler.createObserver(String.self)
    observer.onNext("now")
    observer.onCompleted()
    XCTAssertEqual(observer.events, [.next(42, "now"), .completed(42)])
  }

  // MARK: Clock

  func test_clock_startsAtTheInitialClock() {
    XCTAssertEqual(TestScheduler(initialClock: 0).clock, 0)
    XCTAssertEqual(TestScheduler(initialClock: 500).clock, 500)
  }

  func test_now_followsTheClockInSecondsPerTick() {
    let scheduler = TestScheduler(initialClock: 10)
    XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 10))
    scheduler.advance(to: 25)
    XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 25))
    let fine = TestScheduler(initialClock: 1_500, resolution: 0.001)
    XCTAssertEqual(fine.now.timeIntervalSince1970, 1.5, accuracy: 1e-9)
  }

  func test_advanceBy_runsWhatFallsDueAndMovesTheClock() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []
    scheduler.scheduleAt(5) { log.append(scheduler.clock) }
    scheduler.scheduleAt(10) { log.append(scheduler.clock) }
    scheduler.scheduleAt(11) { log.append(scheduler.clock) }
    scheduler.advance(by: 10)
    XCTAssertEqual(log, [5, 10])
    XCTAssertEqual(scheduler.clock, 10)
    scheduler.advance(by: 1)
    XCTAssertEqual(log, [5, 10, 11])
  }

  func test_advanceTo_runsWhatFallsDueAndSetsTheClock() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran: [TestTime] = []
    scheduler.scheduleAt(30) { ran.append(scheduler.clock) }
    scheduler.scheduleAt(70) { ran.append(scheduler.clock) }
    scheduler.advance(to: 50)
    XCTAssertEqual(ran, [30])
    XCTAssertEqual(scheduler.clock, 50)
    scheduler.advanceTo(100)
    XCTAssertEqual(ran, [30, 70])
    XCTAssertEqual(scheduler.clock, 100)
  }

  // MARK: Moving backwards

  func test_advanceTo_anEarlierTime_failsAtTheCall_andLeavesTheClock() {
    let (scheduler, failures) = schedulerAt50CapturingFailures()
    var ran: [TestTime] = []
    scheduler.scheduleAt(60) { ran.append(scheduler.clock) }

    scheduler.advance(to: 20)
    let line: UInt = #line - 1

    XCTAssertEqual(
      failures.messages,
      ["TestScheduler.advance(to: 20): the clock is already at 50 and cannot move backwards"])
    XCTAssertEqual(failures.locations, [Location(file: "\(#filePath)", line: line)])
    XCTAssertEqual(scheduler.clock, 50)
    XCTAssertEqual(ran, [])
    scheduler.advance(to: 60)
    XCTAssertEqual(ran, [60])
    XCTAssertEqual(failures.messages.count, 1)
  }

  func test_advanceTo_legacySpelling_anEarlierTime_fails() {
    let (scheduler, failures) = schedulerAt50CapturingFailures()

    scheduler.advanceTo(49)

    XCTAssertEqual(
      failures.messages,
      ["TestScheduler.advanceTo(49): the clock is already at 50 and cannot move backwards"])
    XCTAssertEqual(scheduler.clock, 50)
  }

  func test_advanceBy_negativeTicks_failsAtTheCall_andLeavesTheClock() {
    let (scheduler, failures) = schedulerAt50CapturingFailures()
    var ran = false
    scheduler.scheduleAt(55) { ran = true }

    scheduler.advance(by: -30)
    let line: UInt = #line - 1

    XCTAssertEqual(
      failures.messages,
      ["TestScheduler.advance(by: -30): the clock is at 50 and cannot move backwards to 20"])
    XCTAssertEqual(failures.locations, [Location(file: "\(#filePath)", line: line)])
    XCTAssertEqual(scheduler.clock, 50)
    XCTAssertFalse(ran)
  }

  func test_advanceBy_negativeInterval_failsAndLeavesTheClock() {
    let (scheduler, failures) = schedulerAt50CapturingFailures()

    scheduler.advance(by: .seconds(-30))

    XCTAssertEqual(
      failures.messages,
      [
        "TestScheduler.advance(by: .seconds(-30)): the clock is at 50 and cannot move backwards"
          + " to 20"
      ])
    XCTAssertEqual(scheduler.clock, 50)
  }

  func test_sleep_negativeTicks_failsAtTheCall_andLeavesTheClock() {
    let (scheduler, failures) = schedulerAt50CapturingFailures()

    scheduler.sleep(-30)
    let line: UInt = #line - 1

    XCTAssertEqual(
      failures.messages,
      ["TestScheduler.sleep(-30): the clock is at 50 and cannot move backwards to 20"])
    XCTAssertEqual(failures.locations, [Location(file: "\(#filePath)", line: line)])
    XCTAssertEqual(scheduler.clock, 50)
  }

  func test_standingStill_isNotMovingBackwards() {
    let (scheduler, failures) = schedulerAt50CapturingFailures()
    var ran = false
    scheduler.scheduleAt(50) { ran = true }

    scheduler.advance(to: 50)
    scheduler.advanceTo(50)
    scheduler.advance(by: 0)
    scheduler.advance(by: .seconds(0))
    scheduler.sleep(0)

    XCTAssertEqual(failures.messages, [])
    XCTAssertEqual(scheduler.clock, 50)
    // Absolute scheduling has no processing delay (as in RxTest): due at 50.
    XCTAssertTrue(ran)
  }

  func test_testStoreAdvance_anEarlierTime_failsAtTheStoreCall() {
    let scheduler = TestScheduler(initialClock: 50)
    let failures = SchedulerFailureLog(capturing: scheduler)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)

    store.advance(to: 10)
    let line: UInt = #line - 1
    store.advance(by: -5)
    store.advance(by: .seconds(-5))
    store.finish()

    XCTAssertEqual(
      failures.messages,
      [
        "TestScheduler.advance(to: 10): the clock is already at 50 and cannot move backwards",
        "TestScheduler.advance(by: -5): the clock is at 50 and cannot move backwards to 45",
        "TestScheduler.advance(by: .seconds(-5)): the clock is at 50 and cannot move backwards"
          + " to 45",
      ])
    XCTAssertEqual(failures.locations.first, Location(file: "\(#filePath)", line: line))
    XCTAssertEqual(scheduler.clock, 50)
  }

  /// A scheduler whose clock reads 50, reporting into a log.
  private func schedulerAt50CapturingFailures() -> (TestScheduler, SchedulerFailureLog) {
    let scheduler = TestScheduler(initialClock: 0)
    scheduler.advance(to: 50)
    return (scheduler, SchedulerFailureLog(capturing: scheduler))
  }

  func test_advanceByInterval_countsOneTickPerSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    scheduler.advance(by: .seconds(100))
    XCTAssertEqual(scheduler.clock, 100)
    XCTAssertEqual(scheduler.convertToVirtualTimeInterval(.seconds(100)), 100)
    XCTAssertEqual(scheduler.convertToVirtualTimeInterval(.milliseconds(2_000)), 2)
  }

  func test_resolution_setsSecondsPerTick() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    XCTAssertEqual(scheduler.convertToVirtualTimeInterval(.seconds(1)), 1_000)
    XCTAssertEqual(scheduler.convertToVirtualTimeInterval(.milliseconds(250)), 250)
    scheduler.advance(by: .milliseconds(20))
    XCTAssertEqual(scheduler.clock, 20)
  }

  /// The tick at which the work `schedule` schedules on `scheduler` (given
  /// the action to schedule) runs, once the scheduler has run.
  private func tickWhenItRuns(
    on scheduler: TestScheduler,
    _ schedule: (_ action: @escaping (()) -> Disposable) -> Disposable
  ) -> TestTime? {
    var ranAt: TestTime?
    _ = schedule { _ in
      ranAt = scheduler.clock
      return Disposables.create()
    }
    scheduler.start()
    return ranAt
  }

  func test_scheduleRelative_convertsTheIntervalToTicks() {
    let scheduler = TestScheduler(initialClock: 0)
    scheduler.advance(to: 10)
    XCTAssertEqual(
      tickWhenItRuns(on: scheduler) {
        scheduler.scheduleRelative((), dueTime: .seconds(5), action: $0)
      }, 15)
  }

  func test_scheduleRelativeVirtualAndAbsoluteVirtual_runAtTheirTicks() {
    let scheduler = TestScheduler(initialClock: 100)
    var log: [String] = []
    _ = scheduler.scheduleRelativeVirtual("relative", dueTime: 20) { state in
      log.append("\(state)@\(scheduler.clock)")
      return Disposables.create()
    }
    _ = scheduler.scheduleAbsoluteVirtual("absolute", time: 110) { state in
      log.append("\(state)@\(scheduler.clock)")
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(log, ["absolute@110", "relative@120"])
  }

  func test_scheduleAt_sameTickRunsInScheduleOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [Int] = []
    for index in 0..<5 { scheduler.scheduleAt(10) { log.append(index) } }
    scheduler.start()
    XCTAssertEqual(log, [0, 1, 2, 3, 4])
  }

  func test_scheduleAt_runsInTimeOrderWhateverTheScheduleOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []
    for time in [30, 10, 20] { scheduler.scheduleAt(time) { log.append(scheduler.clock) } }
    scheduler.start()
    XCTAssertEqual(log, [10, 20, 30])
  }

  func test_disposingAScheduledActionCancelsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran = false
    let action = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in
      ran = true
      return Disposables.create()
    }
    action.dispose()
    scheduler.start()
    XCTAssertFalse(ran)
  }

  func test_stop_endsStartAfterTheRunningAction() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []
    scheduler.scheduleAt(10) { log.append(10) }
    scheduler.scheduleAt(20) {
      log.append(20)
      scheduler.stop()
    }
    scheduler.scheduleAt(30) { log.append(30) }
    scheduler.start()
    XCTAssertEqual(log, [10, 20])
    XCTAssertEqual(scheduler.clock, 20)
    scheduler.start()
    XCTAssertEqual(log, [10, 20, 30])
  }

  func test_sleep_movesTheClockWithoutRunningAnything() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran = false
    scheduler.scheduleAt(5) { ran = true }
    scheduler.sleep(10)
    XCTAssertEqual(scheduler.clock, 10)
    XCTAssertFalse(ran)
  }

  // MARK: Processing delay

  func test_simulateProcessingDelay_observeOnDeliversOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let observer = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(observer.events, [.next(211, 1), .completed(301)])
  }

  func test_withoutSimulateProcessingDelay_observeOnDeliversAtTheSameTick() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let observer = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(300)])
  }

  func test_schedule_runsAtTheNextTickWithProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(
      tickWhenItRuns(on: scheduler) { scheduler.schedule((), action: $0) }, 1)
  }

  func test_adjustScheduledTime_movesPastTimesToTheNextTickOnlyWithProcessingDelay() {
    let delayed = TestScheduler(initialClock: 50)
    XCTAssertEqual(delayed.adjustScheduledTime(40), 51)
    XCTAssertEqual(delayed.adjustScheduledTime(50), 51)
    XCTAssertEqual(delayed.adjustScheduledTime(60), 60)
    let immediate = TestScheduler(initialClock: 50, simulateProcessingDelay: false)
    XCTAssertEqual(immediate.adjustScheduledTime(40), 50)
    XCTAssertEqual(immediate.adjustScheduledTime(60), 60)
  }

  // MARK: Time operators on virtual time

  func test_timer_firesAfterTheDueTimeInVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.timer(.seconds(5), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(205, 0), .completed(205)])
  }

  func test_interval_ticksEveryPeriodUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(235) {
      Observable<Int>.interval(.seconds(10), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
  }

  func test_disposalAtTheSameTickAsAnEventRunsFirstBecauseItWasScheduledFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(220) {
      Observable<Int>.interval(.seconds(10), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(210, 0)])
  }

  func test_justOnTestScheduler_emitsAtTheNextTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.just(1, scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(201, 1), .completed(202)])
  }

  // MARK: processing delay only for relative scheduling (as in RxTest)

  func test_start_atTheCurrentTickCreatesSubscribesAndDisposesWithoutDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    var createdAt: TestTime?
    let xs = scheduler.createHotObservable([.next(5, 1), .next(10, 2), .completed(20)])
    let res = scheduler.start(created: 0, subscribed: 0, disposed: 15) { () -> Observable<Int> in
      createdAt = scheduler.clock
      return xs.asObservable()
    }
    XCTAssertEqual(createdAt, 0)
    XCTAssertEqual(res.events, [.next(5, 1), .next(10, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(0, 15)])
  }

  func test_scheduleAt_aPassedTickRunsAtTheCurrentTickBeforeWhatIsQueuedThere() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(100) {
      scheduler.scheduleAt(100) { log.append("same@\(scheduler.clock)") }
      scheduler.scheduleAt(50) { log.append("past@\(scheduler.clock)") }
    }
    scheduler.start()
    XCTAssertEqual(log, ["past@100", "same@100"])
  }

  func test_hotObservable_eventAtTheCreationTickIsEmittedAtThatTick() {
    let scheduler = TestScheduler(initialClock: 10)
    let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2)])
    let observer = scheduler.createObserver(Int.self)
    _ = xs.subscribe(observer)
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2)])
  }

  func test_coldObservable_eventAtOffsetZeroIsEmittedAtTheSubscriptionTick() {
    assertStarting(
      .cold, [.next(0, 1), .next(10, 2), .completed(20)],
      records: [.next(200, 1), .next(210, 2), .completed(220)],
      subscriptions: [Subscription(200, 220)])
  }

  func test_scheduleRelativeVirtual_zeroRunsAtTheCurrentTick() {
    let scheduler = TestScheduler(initialClock: 30)
    XCTAssertEqual(
      tickWhenItRuns(on: scheduler) {
        scheduler.scheduleRelativeVirtual((), dueTime: 0, action: $0)
      }, 30)
  }

  func test_scheduleRelative_zeroStillRunsOneTickLater() {
    let scheduler = TestScheduler(initialClock: 30)
    XCTAssertEqual(
      tickWhenItRuns(on: scheduler) {
        scheduler.scheduleRelative((), dueTime: .seconds(0), action: $0)
      }, 31)
  }

  // MARK: start with any ObservableConvertibleType

  func test_start_acceptsATestableObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_start_acceptsARelayWithEveryTimeSpelling() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = BehaviorRelay(value: 1)
    scheduler.scheduleAt(300) { relay.accept(2) }
    scheduler.scheduleAt(500) { relay.accept(3) }
    let res = scheduler.start(created: 100, subscribed: 250, disposed: 400) { relay }
    XCTAssertEqual(res.events, [.next(250, 1), .next(300, 2)])

    let later = TestScheduler(initialClock: 0)
    let other = BehaviorRelay(value: 7)
    XCTAssertEqual(
      later.start(100, subscribed: 200, disposed: 300) { other }.events, [.next(200, 7)])
    let last = TestScheduler(initialClock: 0)
    XCTAssertEqual(last.start(300) { other }.events, [.next(200, 7)])
  }
}

/// Where a failure was reported.
struct Location: Equatable {
  let file: String
  let line: UInt
}

/// The failures a ``TestScheduler`` reported, captured through its internal
/// `failureHandler` instead of failing the test.
final class SchedulerFailureLog: Sendable {
  private let failures = Mutex<[(message: String, location: Location)]>([])

  init(capturing scheduler: TestScheduler) {
    scheduler.failureHandler = { [self] message, location in
      failures.withLock {
        $0.append((message, Location(file: "\(location.filePath)", line: location.line)))
      }
    }
  }

  /// The messages, in the order reported.
  var messages: [String] { failures.withLock { $0.map(\.message) } }

  /// Where each failure was reported, in the same order.
  var locations: [Location] { failures.withLock { $0.map(\.location) } }
}

/// Without a captured handler, moving backwards records a Swift Testing
/// issue at the call inside a `@Test`.
@Suite struct TestSchedulerSwiftTestingTests {
  @Test(.enabled(if: FailureReportingChecks.areOn)) func sleepingBackwards_recordsAnIssueAtTheCall()
  {
    let scheduler = TestScheduler(initialClock: 50)
    let line = #line + 2
    withKnownIssue("Expected: a deliberate failure, checking that it reaches Swift Testing") {
      scheduler.sleep(-30)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "TestScheduler.sleep(-30): the clock is at 50 and cannot move backwards to 20"
      ]
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == #fileID
    }
    #expect(scheduler.clock == 50)
  }
}

/// An advance shorter than one tick used to move the
/// clock by 0 ticks without a word.
final class SubTickAdvanceTests: XCTestCase {
  func test_advancingByLessThanATickFailsNamingTheResolutionAndHowToSetIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = SchedulerFailureLog(capturing: scheduler)
    var fired = false
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
      fired = true
      return Disposables.create()
    }

    let line = #line + 1
    scheduler.advance(by: .milliseconds(300))

    XCTAssertEqual(
      log.messages,
      [
        "TestScheduler.advance(by: .milliseconds(300)): milliseconds(300) is shorter than one "
          + "tick of this scheduler (resolution 1.0 seconds per tick), and the clock moves by "
          + "whole ticks only; create the scheduler with a finer resolution, e.g. "
          + "TestScheduler(initialClock: 0, resolution: 0.001) for milliseconds"
      ])
    XCTAssertEqual(log.locations.map(\.line), [UInt(line)])
    XCTAssertEqual(scheduler.clock, 0)
    XCTAssertFalse(fired)
  }

  func test_aFinerResolutionAdvancesByMilliseconds() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let log = SchedulerFailureLog(capturing: scheduler)
    var firedAt: TestTime?
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
      firedAt = scheduler.clock
      return Disposables.create()
    }

    scheduler.advance(by: .milliseconds(300))

    XCTAssertEqual(log.messages, [])
    XCTAssertEqual(firedAt, 300)
  }

  func test_advancingByZeroIsStandingStillNotAFailure() {
    let scheduler = TestScheduler(initialClock: 5)
    let log = SchedulerFailureLog(capturing: scheduler)

    scheduler.advance(by: .seconds(0))

    XCTAssertEqual(log.messages, [])
    XCTAssertEqual(scheduler.clock, 5)
  }

  func test_advancingByHalfATickOrMoreButLessThanOneFailsInsteadOfMovingAWholeTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = SchedulerFailureLog(capturing: scheduler)
    var fired = false
    // Rounded to one tick, as every relative due time is.
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(700)) { _ in
      fired = true
      return Disposables.create()
    }

    scheduler.advance(by: .milliseconds(500))
    scheduler.advance(by: .milliseconds(999))

    XCTAssertEqual(log.messages.count, 2)
    XCTAssertTrue(
      log.messages.allSatisfy { $0.contains("is shorter than one tick of this scheduler") },
      "\(log.messages)")
    XCTAssertEqual(scheduler.clock, 0)
    XCTAssertFalse(fired)
  }

  func test_aMicrosecondIntervalIsToldToUseAMicrosecondResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let log = SchedulerFailureLog(capturing: scheduler)

    scheduler.advance(by: .microseconds(10))

    XCTAssertEqual(log.messages.count, 1)
    XCTAssertTrue(
      log.messages.first?.hasSuffix(
        "(resolution 0.001 seconds per tick), and the clock moves by whole ticks only; create "
          + "the scheduler with a finer resolution, e.g. "
          + "TestScheduler(initialClock: 0, resolution: 0.000001) for microseconds") == true,
      "\(log.messages)")
    XCTAssertEqual(scheduler.clock, 0)
  }

  func test_anIntervalOfOneTickUpToFloatingPointErrorMovesOneTick() {
    let tenths = TestScheduler(initialClock: 0, resolution: 0.1)
    let tenthsLog = SchedulerFailureLog(capturing: tenths)
    let micros = TestScheduler(initialClock: 0, resolution: 0.000001)
    let microsLog = SchedulerFailureLog(capturing: micros)

    tenths.advance(by: .milliseconds(100))
    tenths.advance(by: .milliseconds(300))
    micros.advance(by: .nanoseconds(1_000))

    XCTAssertEqual(tenthsLog.messages, [])
    XCTAssertEqual(tenths.clock, 4)
    XCTAssertEqual(microsLog.messages, [])
    XCTAssertEqual(micros.clock, 1)
  }

  func test_anIntervalLongerThanATickRoundsToTheNearestTickAsDueTimesDo() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = SchedulerFailureLog(capturing: scheduler)
    var firedAt: TestTime?
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1_500)) { _ in
      firedAt = scheduler.clock
      return Disposables.create()
    }

    scheduler.advance(by: .milliseconds(1_400))
    XCTAssertEqual(scheduler.clock, 1)
    XCTAssertNil(firedAt)

    scheduler.advance(by: .milliseconds(1_500))

    XCTAssertEqual(log.messages, [])
    XCTAssertEqual(scheduler.clock, 3)
    XCTAssertEqual(firedAt, 2)
  }

  func test_aTestStoreAdvanceShorterThanATickFailsTheSameWayAtTheStoreCall() {
    let scheduler = TestScheduler(initialClock: 0)
    let schedulerLog = SchedulerFailureLog(capturing: scheduler)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
    let storeLog = FailureLog()
    storeLog.capture(store)

    store.send(.increase) { $0.isLoading = true }
    let line = #line + 1
    store.advance(by: .milliseconds(600))
    store.receive()  // nothing arrived: the clock did not move

    XCTAssertEqual(
      schedulerLog.messages,
      [
        "TestScheduler.advance(by: .milliseconds(600)): milliseconds(600) is shorter than one "
          + "tick of this scheduler (resolution 1.0 seconds per tick), and the clock moves by "
          + "whole ticks only; create the scheduler with a finer resolution, e.g. "
          + "TestScheduler(initialClock: 0, resolution: 0.001) for milliseconds"
      ])
    XCTAssertEqual(schedulerLog.locations.map(\.line), [UInt(line)])
    XCTAssertEqual(scheduler.clock, 0)
    XCTAssertEqual(storeLog.messages.count, 1)
    XCTAssertTrue(
      storeLog.messages.first?.hasPrefix("Expected to receive a state, but none arrived.") == true,
      "\(storeLog.messages)")

    storeLog.removeAll()
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    store.receive { $0.isLoading = false }
    store.finish()
    XCTAssertEqual(storeLog.messages, [])
  }
}

/// Each read of the scheduler's failure handler wrapped it in two
/// more thunks.
final class SchedulerHookStorageTests: XCTestCase {
  func test_failureHandlerReadAMillionTimesRunsAtTheSameDepth() {
    let scheduler = TestScheduler(initialClock: 0)
    let probe = HookDepthProbe()
    scheduler.failureHandler = { _, _ in probe.record() }
    let location = TestLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    let depths = probe.depths(
      read: { _ = scheduler.failureHandler },
      roundTrip: { scheduler.failureHandler = scheduler.failureHandler },
      call: { scheduler.failureHandler("probe", location) })
    XCTAssertEqual(Set(depths).count, 1, "depths: \(depths)")
    XCTAssertEqual(depths.count, 5)
  }
}
