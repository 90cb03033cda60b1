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
