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
    var log: [String] = []
    let inner = expectation(description: "inner ran")
    _ = MainScheduler.instance.schedule(()) { _ in
      log.append("outer start")
      _ = MainScheduler.instance.schedule(()) { _ in
        log.append("inner")
        XCTAssertTrue(Thread.isMainThread)
        inner.fulfill()
        return Disposables.create()
      }
      log.append("outer end")
      return Disposables.create()
    }
    wait(for: [inner], timeout: 10)
    XCTAssertEqual(log, ["outer start", "outer end", "inner"])
  }

  func test_mainScheduler_fromABackgroundThreadRunsOnTheMainThread() {
    let ran = expectation(description: "ran on main")
    DispatchQueue.global().async {
      _ = MainScheduler.instance.schedule(()) { _ in
        XCTAssertTrue(Thread.isMainThread)
        ran.fulfill()
        return Disposables.create()
      }
    }
    wait(for: [ran], timeout: 10)
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
}
