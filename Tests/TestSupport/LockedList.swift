import Foundation

/// Values appended from whichever thread reports them (a hook's warnings,
/// the failures XCTest records), read by the test.
public final class LockedList<Element>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var elements: [Element] = []

  /// An empty list.
  public init() {}

  /// Appends `element`.
  public func append(_ element: Element) {
    lock.withLock { elements.append(element) }
  }

  /// What was appended, in order.
  public var values: [Element] { lock.withLock { elements } }
}
