import ReactorTesting
import Streams
import TestSupport
import XCTest

final class WindowTests: XCTestCase {
  // MARK: window

  /// Labels each element with the number of its window.
  private func labelled(_ windows: Observable<Observable<Int>>) -> Observable<String> {
    var index = -1
    return windows.flatMap { window -> Observable<String> in
      index += 1
      let number = index
      return window.map { "\(number) \($0)" }
    }
  }

  func test_window_opensANewWindowOnCountOrTimeSpan() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(600))
    let res = scheduler.start {
      self.labelled(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
    }
    XCTAssertEqual(
      res.events,
      [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
        .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"),
        .next(470, "4 9"), .completed(600),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func test_window_errorReachesTheOpenWindowAndTheOuterSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .error(600, TestError.boom))
    let res = scheduler.start {
      self.labelled(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
    }
    XCTAssertEqual(res.events.last, .error(600, TestError.boom))
    XCTAssertEqual(res.events.count, 10)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func test_window_emitsTheWindowsThemselvesAtEachBoundary() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, scheduler in
      xs.window(timeSpan: .seconds(50), count: 2, scheduler: scheduler).map { _ in "window" }
    }
    XCTAssertEqual(
      res.events,
      [.next(200, "window"), .next(220, "window"), .next(270, "window"), .completed(300)])
  }

  func test_window_subscribedWindowKeepsTheSourceAfterOuterDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(400),
    ])
    let observer = scheduler.createObserver(Int.self)
    var outer: Disposable?
    var inner: Disposable?
    scheduler.scheduleAt(200) {
      outer = xs.window(timeSpan: .seconds(1000), count: 100, scheduler: scheduler)
        .subscribe(onNext: { window in inner = window.subscribe(observer) })
    }
    scheduler.scheduleAt(215) { outer?.dispose() }
    scheduler.scheduleAt(225) { inner?.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }
}
