import Dispatch
import Foundation
import Streams
import XCTest

final class MainSchedulerTests: XCTestCase {
  func test_mainScheduler_testsRunOnTheMainThread() {
    XCTAssertTrue(Thread.isMainThread)
    XCTAssertTrue(MainScheduler.isMainThread)
  }

  func test_mainScheduler_runsInlineOnTheMainThread() {
    var ran = false
    _ = MainScheduler.instance.schedule(()) { _ in
      ran = true
      return Disposables.create()
    }
    XCTAssertTrue(ran)
  }

  func test_mainScheduler_reentrantScheduleIsQueuedNotNested() {
    let log = Log()
    let inner = expectation(description: "inner ran")
    scheduleNestedActions(on: MainScheduler.instance, into: log) {
      XCTAssertTrue(Thread.isMainThread)
      inner.fulfill()
    }
    wait(for: [inner], timeout: 10)
    XCTAssertEqual(log.lines, ["outer start", "outer end", "inner"])
  }

  func test_mainScheduler_fromABackgroundThreadRunsOnTheMainThread() {
    assertRunsOnTheMainThread(whenScheduledFromABackgroundThreadOn: MainScheduler.instance)
  }

  func test_mainScheduler_observeOnDeliversInlineOnTheMainThread() {
    var received: [Int] = []
    _ = Observable.of(1, 2, 3).observe(on: MainScheduler.instance).subscribe(onNext: {
      received.append($0)
    })
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_mainScheduler_ensureExecutingOnSchedulerPassesOnTheMainThread() {
    MainScheduler.ensureExecutingOnScheduler()
  }

  func test_ensureRunningOnMainThread_returnsOnTheMainThread() {
    XCTAssertTrue(Thread.isMainThread)
    MainScheduler.ensureRunningOnMainThread()
    MainScheduler.ensureRunningOnMainThread(errorMessage: "must run on the main thread")
  }

  func test_ensureRunningOnMainThread_returnsInAMainSchedulerAction() {
    var checked = false
    _ = MainScheduler.instance.schedule(()) { _ in
      MainScheduler.ensureRunningOnMainThread()
      checked = true
      return Disposables.create()
    }
    XCTAssertTrue(checked)
  }

  func test_ensureRunningOnMainThread_returnsInADriverSubscriptionFedFromABackgroundThread() {
    let subject = PublishSubject<Int>()
    let delivered = expectation(description: "delivered")
    var received: [Int] = []
    let subscription = subject.asDriver(onErrorJustReturn: 0).drive(onNext: { element in
      MainScheduler.ensureRunningOnMainThread(errorMessage: "a driver delivers on main")
      received.append(element)
      delivered.fulfill()
    })
    DispatchQueue.global().async { subject.onNext(3) }
    wait(for: [delivered], timeout: 30)
    XCTAssertEqual(received, [3])
    subscription.dispose()
  }
}

/// The same check from main-actor code.
@MainActor
final class EnsureRunningOnMainActorTests: XCTestCase {
  func test_ensureRunningOnMainThread_returnsOnTheMainActor() async {
    MainScheduler.ensureRunningOnMainThread()
    await Task.yield()
    MainScheduler.ensureRunningOnMainThread()
  }
}
