import Foundation
import Platform

/// Process-wide hooks for events nobody handles.
///
/// Thread-safe: the handler is swapped and read under a lock; a replaced
/// handler is released after unlocking.
public enum Hooks {
  private static let handler = LockedState(
    UnhandledErrorHandler(call: Hooks.printUnhandledError, withCallStack: nil))

  /// Called with an error that reached a subscription without `onError`, or
  /// a `bind(to:)` binding (bindings must not fail). The default writes
  /// `Unhandled error happened: <error>` to standard error.
  public static var unhandledError: @Sendable (Swift.Error) -> Void {
    get { handler.withLock { $0 }.call }
    set { _ = handler.exchange(UnhandledErrorHandler(call: newValue, withCallStack: nil)) }
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
    // The closure set here is kept as given, so that saving and restoring
    // it (as tests do) does not wrap it again each time.
    get {
      let current = handler.withLock { $0 }
      if let withCallStack = current.withCallStack { return withCallStack }
      return { _, error in current.call(error) }
    }
    set {
      _ = handler.exchange(
        UnhandledErrorHandler(call: { error in newValue([], error) }, withCallStack: newValue))
    }
  }
}

/// The unhandled-error handler as ``LockedState`` holds it: wrapped in a
/// non-generic struct, because a closure stored directly as a generic value
/// comes back wrapped in reabstraction thunks, one more layer on every read
/// (`Scripts/check-no-closures-in-locked-state.sh` keeps it that way).
private struct UnhandledErrorHandler {
  let call: @Sendable (Swift.Error) -> Void
  /// The handler as set through `defaultErrorHandler`, if it was.
  let withCallStack: (@Sendable ([String], Swift.Error) -> Void)?
}
