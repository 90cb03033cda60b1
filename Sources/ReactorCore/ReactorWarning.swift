import Foundation
import Streams

/// Something a reactor or a child-reactor collection recovered from that is
/// almost certainly a mistake in the calling code; reported through
/// ``ReactorHooks/warningHandler`` and otherwise ignored.
public struct ReactorWarning: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of recovery happened.
  public enum Kind: String, Sendable {
    /// A child reactor whose identity has left its ``ReactorCollection``
    /// sent an action; it was not forwarded to the parent.
    case actionFromRemovedChild
    /// The models applied to a ``ReactorCollection`` repeat an identity;
    /// the later models with that identity were skipped.
    case duplicateChildIdentity
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

private let warningHandlerState = LockedState<@Sendable (ReactorWarning) -> Void>({ warning in
  FileHandle.standardError.write(Data("HeadlessReactor warning: \(warning)\n".utf8))
})

extension ReactorHooks {
  /// Called with every ``ReactorWarning``; the default writes it to standard
  /// error. Tests replace it to collect warnings. Thread-safe.
  public static var warningHandler: @Sendable (ReactorWarning) -> Void {
    get { warningHandlerState.withLock { $0 } }
    set { _ = warningHandlerState.exchange(newValue) }
  }

  static func report(_ warning: ReactorWarning) {
    warningHandler(warning)
  }
}
