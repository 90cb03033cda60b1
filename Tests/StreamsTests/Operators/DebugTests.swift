import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class DebugTests: XCTestCase {
  // MARK: debug

  func test_debug_logsSubscriptionEventsAndDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let log = Log()
    let res = scheduler.start { xs.debug("xs", output: log.append) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
    XCTAssertEqual(
      log.lines.map(\.messageAfterTimestamp),
      ["xs -> subscribed", "xs -> Event next(1)", "xs -> Event completed", "xs -> isDisposed"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_debug_logsErrorAndForwardsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, TestError.boom, Int.self)])
    let log = Log()
    let res = scheduler.start { xs.debug("xs", output: log.append) }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
    XCTAssertEqual(
      log.lines.map(\.messageAfterTimestamp),
      ["xs -> subscribed", "xs -> Event error(boom)", "xs -> isDisposed"])
  }

  func test_debug_logsDisposalAtDisposeTime() {
    var disposedLoggedAt: TestTime?
    let res = runOverHot([.next(210, 1), .next(320, 2)], disposed: 300) { xs, scheduler in
      xs.debug("xs") { line in
        if line.hasSuffix("isDisposed") { disposedLoggedAt = scheduler.clock }
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(disposedLoggedAt, 300)
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_debug_linesStartWithTimestamp() {
    let log = Log()
    _ = Observable.just(1).debug("one", output: log.append).subscribe { _ in }
    XCTAssertEqual(log.lines.count, 4)
    let pattern = #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: one -> subscribed$"#
    XCTAssertNotNil(log.lines.first?.range(of: pattern, options: .regularExpression), log.lines[0])
  }

  func test_debug_defaultIdentifierNamesCallSite() {
    let log = Log()
    _ = Observable.just(1).debug(output: log.append).subscribe { _ in }
    XCTAssertTrue(
      log.lines.first?.contains("DebugTests.swift:") ?? false, "\(log.lines)")
  }

  func test_debug_trimOutputShortensLongEvents() {
    let log = Log()
    let long = String(repeating: "x", count: 100)
    _ = Observable.just(long).debug("long", trimOutput: true, output: log.append)
      .subscribe { _ in }
    let eventLine = log.lines[1].messageAfterTimestamp
    XCTAssertTrue(eventLine.contains("..."), eventLine)
    XCTAssertLessThan(eventLine.count, 70, eventLine)
  }
}
