import ReactorTesting
import Streams

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
