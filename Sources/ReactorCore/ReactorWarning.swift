import Foundation
import Platform
import Streams

/// Something a reactor or a child-reactor collection recovered from that is
/// almost certainly a mistake in the calling code; reported through
/// ``Streams/Hooks/reactorWarning`` and otherwise ignored.
public struct ReactorWarning: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of recovery happened.
  public enum Kind: String, Sendable {
    /// A child reactor whose identity has left its ``ReactorCollection``
    /// sent an action; it was not forwarded to the parent.
    case actionFromRemovedChild
    /// The models applied to a ``ReactorCollection`` repeat an identity;
    /// the later models with that identity were skipped.
    case duplicateChildIdentity
    /// An action was sent to a reactor that had been freed (a view kept
    /// its `action`); it was dropped.
    case actionToFreedReactor
    /// Anything else the framework warns about.
    case other
  }

  /// What kind of recovery happened.
  public let kind: Kind
  /// What was wrong and where, in a sentence.
  public let message: String

  /// Creates a warning.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// `kind: message`.
  public var description: String { "\(kind.rawValue): \(message)" }
}

private let warningHandlerState = LockedState(
  WarningHandler { warning in
    FileHandle.standardError.write(Data("HeadlessReactor warning: \(warning)\n".utf8))
  })

/// The handler as ``LockedState`` holds it: in a non-generic struct, so that
/// reads do not wrap the closure in reabstraction thunks (see `Hooks`).
private struct WarningHandler {
  let call: @Sendable (ReactorWarning) -> Void
}

extension Hooks {
  /// Called with every ``ReactorCore/ReactorWarning``; the default writes it to standard
  /// error. Tests replace it to collect warnings. Thread-safe.
  public static var reactorWarning: @Sendable (ReactorWarning) -> Void {
    get { warningHandlerState.withLock { $0 }.call }
    set { _ = warningHandlerState.exchange(WarningHandler(call: newValue)) }
  }

  static func report(_ warning: ReactorWarning) {
    reactorWarning(warning)
  }
}
