import ReactorCore
import XCTest

@testable import ReactorTesting

/// The failures a ``TestStore`` reported, captured through its internal
/// `failureHandler` instead of failing the test.
final class FailureLog {
  struct Failure: Equatable {
    let message: String
    let file: String
    let line: UInt
  }

  private(set) var failures: [Failure] = []

  /// The messages, in the order reported.
  var messages: [String] { failures.map(\.message) }

  /// Makes `store` report into this log.
  func capture<R>(_ store: TestStore<R>) {
    store.failureHandler = { [self] message, location in
      failures.append(
        Failure(message: message, file: "\(location.filePath)", line: location.line))
    }
  }

  /// Forgets what was captured so far.
  func removeAll() {
    failures.removeAll()
  }
}

/// A test case whose stores report into ``log`` (made fresh for each
/// test) instead of failing the test, so that it can assert the failures.
class StoreFailureTestCase: XCTestCase {
  var log: FailureLog!

  override func setUp() {
    super.setUp()
    log = FailureLog()
  }

  override func tearDown() {
    log = nil
    super.tearDown()
  }

  /// A store of `reactor` on `scheduler` (a new one by default), reporting
  /// into ``log``.
  func makeStore<R: Reactor>(
    _ reactor: R, scheduler: TestScheduler = TestScheduler(initialClock: 0)
  ) -> TestStore<R> {
    let store = TestStore(reactor: reactor, scheduler: scheduler)
    log.capture(store)
    return store
  }

  /// A store of the README counter on a new scheduler of one-second ticks,
  /// reporting into ``log``.
  func makeCounterStore() -> TestStore<CounterReactor> {
    let scheduler = TestScheduler(initialClock: 0)
    return makeStore(CounterReactor(scheduler: scheduler), scheduler: scheduler)
  }
}
