import ReactorTesting
import Streams
import XCTest

/// Collects lines (side effects, `debug` output) in the order they happen, so
/// that operator tests can assert on them after the scheduler ran.
final class Log {
  private(set) var lines: [String] = []

  /// Appends `line`.
  func append(_ line: String) { lines.append(line) }
}

extension String {
  /// A `debug` line without its leading `yyyy-MM-dd HH:mm:ss.SSS: ` timestamp.
  var messageAfterTimestamp: String {
    guard let range = range(of: ": ") else { return self }
    return String(self[range.upperBound...])
  }
}

/// A value with an identity and a separate payload, for key-based
/// `distinctUntilChanged` tests.
struct Item: Equatable {
  let id: Int
  let name: String
}

extension TestScheduler {
  /// Subscribes `observer` to `source` at `subscribeTime` and disposes that
  /// subscription at `disposeTime`; for tests with several subscribers.
  func subscribe<Element>(
    _ source: @escaping @autoclosure () -> Observable<Element>,
    _ observer: TestableObserver<Element>,
    at subscribeTime: TestTime,
    disposeAt disposeTime: TestTime
  ) {
    var subscription: Disposable?
    scheduleAt(subscribeTime) { subscription = source().subscribe(observer) }
    scheduleAt(disposeTime) { subscription?.dispose() }
  }
}

extension XCTestCase {
  func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>)
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable([
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
      .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), end,
    ])
  }

  func hotSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(40, 0), .next(90, 1), .next(150, 2), .next(210, 3), .next(240, 4), .next(270, 5),
      .next(330, 6), .next(340, 7), .completed(390),
    ])
  }
}

extension XCTestCase {
  func counting(_ counter: AtomicCounter) -> Cancelable {
    Disposables.create { counter.increment() }
  }

  /// Runs the main queue until the items queued so far, and those they
  /// queue, have run.
  func drainMainQueue() {
    for _ in 0..<3 {
      let drained = expectation(description: "main queue drained")
      DispatchQueue.main.async { drained.fulfill() }
      wait(for: [drained], timeout: 10)
    }
  }
}

/// Inner sequences shared by the tests: `ys1` lasts 40 ticks, `ys2` 25.
func makeInners(_ scheduler: TestScheduler)
  -> (TestableObservable<Int>, TestableObservable<Int>)
{
  let ys1 = scheduler.createColdObservable([
    .next(10, 11), .next(20, 12), .next(30, 13), .completed(40),
  ])
  let ys2 = scheduler.createColdObservable([.next(5, 21), .next(15, 22), .completed(25)])
  return (ys1, ys2)
}

/// Three hot sources of different lengths, for the collection forms of
/// `combineLatest` and `zip`: 1 and 4, completed at 270; 2, 5, 7 and 9,
/// completed at 410; 3, 6 and 8, completed at 300.
func asymmetricSources(_ scheduler: TestScheduler) -> [TestableObservable<Int>] {
  [
    scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(270)]),
    scheduler.createHotObservable([
      .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
    ]),
    scheduler.createHotObservable([.next(230, 3), .next(260, 6), .next(280, 8), .completed(300)]),
  ]
}

extension TestScheduler {
  /// Schedules `send(element)` at each `(tick, element)` of `elements`.
  func schedule<Element>(
    _ elements: [(TestTime, Element)], into send: @escaping (Element) -> Void
  ) {
    for (tick, element) in elements { scheduleAt(tick) { send(element) } }
  }
}

extension XCTestCase {
  /// For each tick of `starts`, on a scheduler at millisecond resolution
  /// advanced to it: `subscribe` subscribes to one element delayed by
  /// 200 ms, calling `arrived` when it arrives; asserts that it arrived
  /// exactly 200 ticks after the start, and at no other time.
  func assertArrivesExactly200TicksLater(
    startingAt starts: [Int],
    file: StaticString = #filePath, line: UInt = #line,
    _ subscribe: (TestScheduler, _ arrived: @escaping () -> Void) -> Disposable
  ) {
    for start in starts {
      let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
      scheduler.advance(to: start)
      var received: [Int] = []
      let subscription = subscribe(scheduler) { received.append(scheduler.clock) }
      scheduler.advance(to: start + 200)
      XCTAssertEqual(received, [start + 200], "subscribed at \(start)", file: file, line: line)
      subscription.dispose()
    }
  }
}

/// Schedules on `scheduler` an action that schedules another one inside
/// it: "outer start", "inner" and "outer end" go into `log` as they run,
/// and `innerRan` runs after "inner".
func scheduleNestedActions(
  on scheduler: ImmediateSchedulerType, into log: Log, innerRan: @escaping () -> Void = {}
) {
  _ = scheduler.schedule(()) { _ in
    log.append("outer start")
    _ = scheduler.schedule(()) { _ in
      log.append("inner")
      innerRan()
      return Disposables.create()
    }
    log.append("outer end")
    return Disposables.create()
  }
}
