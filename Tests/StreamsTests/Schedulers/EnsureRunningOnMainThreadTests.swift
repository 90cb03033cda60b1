import Dispatch
import Foundation
import Streams
import XCTest

/// `MainScheduler.ensureRunningOnMainThread()` returns on the main thread
/// (its trap off the main thread stops the process, so it is not tested).
final class EnsureRunningOnMainThreadTests: XCTestCase {
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
