import Foundation
import Platform
import Streams

/// An error that escaped a reactor's stream, as reported to
/// ``Streams/Hooks/reactorError``. The reactor itself keeps working.
public struct ReactorError: Error, CustomStringConvertible {
  /// Where in the pipeline the error happened.
  public enum Stage: String, Sendable {
    /// A stream returned by `mutate(action:)`.
    case mutate
    /// The stream returned by `transform(action:)`.
    case transformAction = "transform(action:)"
    /// The stream returned by `transform(mutation:)`.
    case transformMutation = "transform(mutation:)"
    /// The stream returned by `transform(state:)`.
    case transformState = "transform(state:)"
  }

  /// The reactor's type name.
  public let reactorType: String
  /// Where the error happened.
  public let stage: Stage
  /// The action whose `mutate` stream failed, described (`nil` for
  /// transform stages).
  public let action: String?
  /// The error itself.
  public let underlying: Error

  /// `CounterReactor: mutate(action: increase) failed: <error>; the reactor
  /// keeps working.`
  public var description: String {
    let place = action.map { "\(stage.rawValue)(action: \($0))" } ?? stage.rawValue
    return "\(reactorType): \(place) failed: \(underlying); the reactor keeps working."
  }
}

private let reactorErrorHandler = LockedState(
  ErrorHandler { error in
    FileHandle.standardError.write(Data("HeadlessReactor error: \(error)\n".utf8))
  })

extension Hooks {
  /// Receives every error that escaped a reactor's `mutate` or `transform`
  /// stream. The default writes one line to standard error naming the
  /// reactor type, the action and the error. Replace it to collect errors in
  /// tests or send them to your logger.
  ///
  /// Thread-safe: the handler is swapped and read under a lock; a replaced
  /// handler is released after unlocking.
  public static var reactorError: @Sendable (ReactorError) -> Void {
    get { reactorErrorHandler.withLock { $0 }.call }
    set { _ = reactorErrorHandler.exchange(ErrorHandler(call: newValue)) }
  }
}

/// The handler as ``LockedState`` holds it: in a non-generic struct, so that
/// reads do not wrap the closure in reabstraction thunks (see `Hooks`).
private struct ErrorHandler {
  let call: @Sendable (ReactorError) -> Void
}

extension ReactorError: LocalizedError {
  /// The same sentence, so that `localizedDescription` names the reactor,
  /// the stage, the action and the underlying error.
  public var errorDescription: String? { description }
}
