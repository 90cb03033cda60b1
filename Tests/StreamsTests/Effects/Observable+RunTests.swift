import Foundation
import Platform
import ReactorTesting
import Streams
import XCTest

/// `Observable.run`: an async closure that sends values, on real threads and
/// on a virtual-time scheduler's executor.
final class ObservableRunTests: XCTestCase {
  private struct Failure: Error, Equatable {}

  func test_everyValueSentArrivesInOrderThenItCompletes() async {
    let done = expectation(description: "completed")
    let values = LockedState([Int]())
    let subscription = Observable<Int>.run { send in
      for value in 1...3 {
        await Task.yield()
        send(value)
      }
    }
    .subscribe(
      onNext: { value in values.withLock { $0.append(value) } },
      onCompleted: { done.fulfill() })
    await fulfillment(of: [done], timeout: 10)
    XCTAssertEqual(values.withLock { $0 }, [1, 2, 3])
    subscription.dispose()
  }

  func test_anErrorThrownIsTheObservablesError() async {
    let failed = expectation(description: "failed")
    let subscription = Observable<Int>.run { _ in throw Failure() }
      .subscribe(onError: { error in
        XCTAssertEqual(error as? Failure, Failure())
        failed.fulfill()
      })
    await fulfillment(of: [failed], timeout: 10)
    subscription.dispose()
  }

  func test_theCatchHandlerTurnsAnErrorIntoValues() async {
    let done = expectation(description: "completed")
    let values = LockedState([Int]())
    let subscription = Observable<Int>.run { send in
      send(1)
      throw Failure()
    } catch: { _, send in
      send(-1)
    }
    .subscribe(
      onNext: { value in values.withLock { $0.append(value) } },
      onError: { XCTFail("unexpected \($0)") },
      onCompleted: { done.fulfill() })
    await fulfillment(of: [done], timeout: 10)
    XCTAssertEqual(values.withLock { $0 }, [1, -1])
    subscription.dispose()
  }

  func test_disposingCancelsTheTaskAndDropsWhatItSendsLater() async {
    let started = expectation(description: "started")
    let cancelled = expectation(description: "cancelled")
    let values = LockedState([Int]())
    let subscription = Observable<Int>.run { send in
      started.fulfill()
      do {
        try await Task.sleep(for: .seconds(60))
      } catch {
        send(99)  // after disposal: dropped
        cancelled.fulfill()
        throw error
      }
    }
    .subscribe(
      onNext: { value in values.withLock { $0.append(value) } },
      onError: { XCTFail("a cancelled effect emits no error: \($0)") },
      onCompleted: { XCTFail("a cancelled effect does not complete") })
    await fulfillment(of: [started], timeout: 10)
    subscription.dispose()
    await fulfillment(of: [cancelled], timeout: 10)
    XCTAssertEqual(values.withLock { $0 }, [])
  }

  func test_valuesSentFromManyChildTasksAllArriveOneAtATime() async {
    let done = expectation(description: "completed")
    let count = LockedState(0)
    let inside = LockedState(false)
    let subscription = Observable<Int>.run { send in
      await withTaskGroup(of: Void.self) { group in
        for task in 0..<8 {
          group.addTask {
            for value in 0..<250 { send(task * 1000 + value) }
          }
        }
      }
    }
    .subscribe(
      onNext: { _ in
        let overlapping = inside.withLock { busy -> Bool in
          defer { busy = true }
          return busy
        }
        XCTAssertFalse(overlapping, "two values delivered at once")
        count.withLock { $0 += 1 }
        inside.withLock { $0 = false }
      },
      onCompleted: { done.fulfill() })
    await fulfillment(of: [done], timeout: 20)
    XCTAssertEqual(count.withLock { $0 }, 2000)
    subscription.dispose()
  }

  func test_onAVirtualTimeSchedulerTheEffectRunsOnlyAsTheClockMoves() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let clock = TestClock(scheduler: scheduler)
    let observer = scheduler.createObserver(String.self)
    scheduler.scheduleAt(100) {
      _ = Observable<String>.run { send in
        send("start")
        try await clock.sleep(for: .milliseconds(250))
        send("after 250 ms")
        try await clock.sleep(until: clock.now.advanced(by: .milliseconds(50)))
        send("after 300 ms")
      }
      .subscribe(observer)
    }
    scheduler.advance(to: 349)
    XCTAssertEqual(observer.events, [.next(100, "start"), .next(350, "after 250 ms")].dropLast())
    scheduler.advance(to: 350)
    XCTAssertEqual(observer.events, [.next(100, "start"), .next(350, "after 250 ms")])
    scheduler.start()
    XCTAssertEqual(
      observer.events,
      [
        .next(100, "start"), .next(350, "after 250 ms"), .next(400, "after 300 ms"),
        .completed(400),
      ])
  }

  func test_aSleepOnTheTestClockIsCancelledByDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let clock = TestClock(scheduler: scheduler)
    let observer = scheduler.createObserver(Int.self)
    var subscription: Disposable?
    let cancelled = LockedState(false)
    scheduler.scheduleAt(10) {
      subscription = Observable<Int>.run { send in
        do {
          try await clock.sleep(for: .seconds(100))
          send(1)
        } catch is CancellationError {
          cancelled.withLock { $0 = true }
        }
      }
      .subscribe(observer)
    }
    scheduler.scheduleAt(20) { subscription?.dispose() }
    scheduler.start()
    XCTAssertTrue(cancelled.withLock { $0 })
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(scheduler.clock, 20, "the cancelled sleep left nothing scheduled")
  }

  // MARK: - Which executor

  func test_aHistoricalSchedulerDoesNotHoldBackAnAppsEffects() async {
    // A scheduler of dates, as an app replaying a session keeps one: the
    // effects the app starts outside it run as usual.
    let scheduler = HistoricalScheduler()
    let done = expectation(description: "the effect ran")
    let subscription = Observable<Int>.run { send in send(1) }
      .subscribe(onNext: { _ in done.fulfill() })
    await fulfillment(of: [done], timeout: 20)
    subscription.dispose()
    withExtendedLifetime(scheduler) {}
  }

  func test_anEffectWaitingOnAFreedTestSchedulersExecutor_isReleasedOnDisposal() async {
    final class Token: Sendable {
      let freed: @Sendable () -> Void
      init(freed: @escaping @Sendable () -> Void) { self.freed = freed }
      deinit { freed() }
    }
    let released = expectation(description: "the effect's captures were released")
    let fulfill = UncheckedSendable(released)
    var subscription: Disposable?
    do {
      let scheduler = TestScheduler(initialClock: 0)
      let token = Token { fulfill.value.fulfill() }
      // Started on this thread while the scheduler lives: queued on its
      // executor, waiting for the scheduler to run it.
      subscription = Observable<Int>.run { _ in
        withExtendedLifetime(token) {}
        try await Task.sleep(for: .seconds(3_600))
      }
      .subscribe()
      withExtendedLifetime(scheduler) {}
    }
    subscription?.dispose()
    await fulfillment(of: [released], timeout: 20)
  }

  func test_taskAndFromAnAsyncSequence_runOnVirtualTimeAsRunDoes() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let clock = TestClock(scheduler: scheduler)
    let observer = scheduler.createObserver(String.self)
    // Each element waits on the clock inside the iterating task.
    struct Ticks: AsyncSequence {
      let clock: TestClock
      struct AsyncIterator: AsyncIteratorProtocol {
        let clock: TestClock
        var count = 0
        mutating func next() async throws -> String? {
          guard count < 2 else { return nil }
          try await clock.sleep(for: .milliseconds(100))
          count += 1
          return "tick \(count)"
        }
      }
      func makeAsyncIterator() -> AsyncIterator { AsyncIterator(clock: clock) }
    }
    let ticks = Ticks(clock: clock)
    scheduler.scheduleAt(10) {
      _ = Observable<String>.task {
        try await clock.sleep(for: .milliseconds(50))
        return "task"
      }
      .subscribe(observer)
      _ = Observable.from(ticks).subscribe(observer)
    }
    scheduler.advance(to: 59)
    XCTAssertEqual(observer.events, [])
    scheduler.advance(to: 60)
    XCTAssertEqual(observer.events, [.next(60, "task"), .completed(60)])
    scheduler.advance(to: 210)
    XCTAssertEqual(
      observer.events.dropFirst(2), [.next(110, "tick 1"), .next(210, "tick 2"), .completed(210)])
  }

  func test_bridgesSubscribedOutsideASchedulersWork_runAtOnceWhileATestSchedulerLives() async {
    // An XCTest class that keeps a scheduler in a property (RxSwift's
    // concurrency tests): the async bridges still run, as in RxSwift.
    let scheduler = TestScheduler(initialClock: 0)
    let done = expectation(description: "both bridges completed")
    done.expectedFulfillmentCount = 2
    let stream = AsyncStream<Int> { continuation in
      continuation.yield(1)
      continuation.finish()
    }
    let bag = DisposeBag()
    stream.asObservable().subscribe(onCompleted: { done.fulfill() }).disposed(by: bag)
    Observable<Int>.task { 2 }.subscribe(onCompleted: { done.fulfill() }).disposed(by: bag)
    await fulfillment(of: [done], timeout: 20)
    withExtendedLifetime(scheduler) {}
  }
}
