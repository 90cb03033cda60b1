import Dispatch
import Foundation
import Streams
import XCTest

/// `MainLoop` drives the main run loop from the main thread. These tests are
/// synchronous, so they run on the main thread outside any main-queue work,
/// as an executable's top-level code does.
final class MainLoopTests: XCTestCase {
  func test_runUntilRunsWorkScheduledOnTheMainSchedulerFromABackgroundThread() {
    let ranOnMainThread = MainLoopFlag()
    Thread.detachNewThread {
      _ = MainScheduler.instance.schedule(()) { _ in
        ranOnMainThread.set(Thread.isMainThread)
        return Disposables.create()
      }
    }

    let held = MainActor.assumeIsolated {
      MainLoop.run(timeout: 30, until: { ranOnMainThread.value })
    }

    XCTAssertTrue(held)
  }

  func test_runUntilDeliversABindingSentFromABackgroundThread() {
    let label = BoundText()
    let relay = PublishRelay<String>()
    let bag = DisposeBag()
    relay.bind(to: label.rx.text).disposed(by: bag)
    Thread.detachNewThread {
      for index in 1...3 { relay.accept("\(index)") }
    }

    let held = MainActor.assumeIsolated {
      MainLoop.run(timeout: 30, until: { label.text == "3" })
    }

    XCTAssertTrue(held)
  }

  func test_runUntilReturnsFalseWhenTheTimeoutPasses() {
    let start = Date()

    let held = MainActor.assumeIsolated {
      MainLoop.run(timeout: 0.05, until: { false })
    }

    XCTAssertFalse(held)
    XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.05)
  }

  func test_runUntilWithANaNTimeoutChecksOnceAndDoesNotWait() {
    // A NaN deadline compares false with every date: it used to run for ever.
    let (timedOut, held) = MainActor.assumeIsolated {
      (MainLoop.run(timeout: .nan, until: { false }), MainLoop.run(timeout: .nan, until: { true }))
    }

    XCTAssertFalse(timedOut)
    XCTAssertTrue(held)
  }

  func test_runUntilReturnsAtOnceWhenTheConditionAlreadyHolds() {
    var checks = 0

    let held = MainActor.assumeIsolated {
      MainLoop.run(
        timeout: 30,
        until: {
          checks += 1
          return true
        })
    }

    XCTAssertTrue(held)
    XCTAssertEqual(checks, 1)
  }

  func test_runForPerformsADelayedActionDueWithinTheInterval() {
    let fired = MainLoopFlag()
    let subscription = Observable.just(1)
      .delay(.milliseconds(10), scheduler: MainScheduler.instance)
      .subscribe(onNext: { _ in fired.set(Thread.isMainThread) })

    MainActor.assumeIsolated { MainLoop.run(for: 0.5) }

    XCTAssertTrue(fired.value)
    subscription.dispose()
  }
}

/// A flag set from any thread.
private final class MainLoopFlag: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var stored = false
  var value: Bool { lock.withLock { stored } }
  func set(_ value: Bool) { lock.withLock { stored = value } }
}

/// A target for a key-path binder (`rx.text`).
private final class BoundText: ReactiveCompatible {
  var text: String?
}
