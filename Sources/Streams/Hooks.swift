import Foundation

/// Process-wide hooks for events nobody handles.
///
/// Thread-safe: the handler is swapped and read under a lock; a replaced
/// handler is released after unlocking.
public enum Hooks {
  private static let handler = LockedState<@Sendable (Swift.Error) -> Void>(
    Hooks.printUnhandledError)

  /// Called with an error that reached a subscription without `onError`, or
  /// a `bind(to:)` binding (bindings must not fail). The default writes
  /// `Unhandled error happened: <error>` to standard error.
  public static var unhandledError: @Sendable (Swift.Error) -> Void {
    get { handler.withLock { $0 } }
    set { _ = handler.exchange(newValue) }
  }

  @usableFromInline
  static func reportUnhandledError(_ error: Swift.Error) {
    unhandledError(error)
  }

  @Sendable
  private static func printUnhandledError(_ error: Swift.Error) {
    FileHandle.standardError.write(Data("Unhandled error happened: \(error)\n".utf8))
  }
}

extension Hooks {
  /// RxSwift's spelling of ``unhandledError``: the same handler, given an
  /// empty subscription call stack (call stacks are not recorded here).
  public static var defaultErrorHandler:
    @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void
  {
    get {
      let handler = unhandledError
      return { _, error in handler(error) }
    }
    set { unhandledError = { error in newValue([], error) } }
  }
}
