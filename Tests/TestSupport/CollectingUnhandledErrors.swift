import Foundation
import Streams

/// Runs `body` with `Hooks.unhandledError` collecting into the returned list
/// (bindings and subscriptions without an error handler report there), and
/// restores the previous hook afterwards.
public func collectingUnhandledErrors(_ body: () throws -> Void) rethrows -> [Swift.Error] {
  let collected = ErrorList()
  let previous = Hooks.unhandledError
  Hooks.unhandledError = { collected.append($0) }
  defer { Hooks.unhandledError = previous }
  try body()
  return collected.errors
}

/// The errors collected by `collectingUnhandledErrors`, from any thread.
private final class ErrorList: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var stored: [Swift.Error] = []

  var errors: [Swift.Error] { lock.withLock { stored } }

  func append(_ error: Swift.Error) {
    lock.withLock { stored.append(error) }
  }
}
