import Foundation

/// A flag any thread may set (from an `@Sendable` callback, say), read by
/// the test.
public final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var value: Bool

  /// A flag, set when `isSet`.
  public init(isSet: Bool = false) { value = isSet }

  /// Sets the flag.
  public func set() { lock.withLock { value = true } }

  /// Whether the flag is set.
  public var isSet: Bool { lock.withLock { value } }

  /// Whether the flag was set; clears it.
  public func take() -> Bool {
    lock.withLock {
      defer { value = false }
      return value
    }
  }
}
