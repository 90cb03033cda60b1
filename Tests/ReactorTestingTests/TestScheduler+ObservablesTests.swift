import ReactorTesting
import Streams
import XCTest

/// RxTest's unlabelled `start(_:)`: a factory passed by name runs at the
/// default ticks (created at 100, subscribed at 200, disposed at 1000).
final class TestSchedulerStartFactoryTests: XCTestCase {
  func test_startWithAClosureValue_usesTheDefaultTicks() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .completed(230),
    ])
    var createdAt: TestTime?
    let factory: () -> Observable<Int> = {
      createdAt = scheduler.clock
      return xs.map { $0 * 2 }
    }
    let res = scheduler.start(factory)
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 4), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(createdAt, 100)
  }

  func test_startWithAFunctionPassedByName_disposesAt1000() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(999, "b"), .next(1001, "c")])
    func makeSequence() -> Observable<String> { xs.asObservable() }
    let res = scheduler.start(makeSequence)
    XCTAssertEqual(res.events, [.next(210, "a"), .next(999, "b")])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func test_startWithAFactoryOfATrait() {
    let scheduler = TestScheduler(initialClock: 0)
    let factory: () -> Single<Int> = {
      scheduler.createColdObservable([.next(10, 7), .completed(10)]).asSingle()
    }
    let res = scheduler.start(factory)
    XCTAssertEqual(res.events, [.next(210, 7), .completed(210)])
  }

  func test_startWithAFactory_recordsTheSameAsTheTrailingClosureForm() {
    let first = TestScheduler(initialClock: 0)
    let second = TestScheduler(initialClock: 0)
    let events: [Recorded<Event<Int>>] = [.next(205, 1), .next(300, 2), .completed(400)]
    let xs = first.createHotObservable(events)
    let ys = second.createHotObservable(events)
    let factory: () -> Observable<Int> = { xs.asObservable() }
    let byName = first.start(factory)
    let trailing = second.start { ys.asObservable() }
    XCTAssertEqual(byName.events, trailing.events)
    XCTAssertEqual(byName.events, [.next(205, 1), .next(300, 2), .completed(400)])
  }
}
