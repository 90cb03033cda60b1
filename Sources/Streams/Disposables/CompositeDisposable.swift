import Platform

/// A group of disposables disposed together; members can be added and removed
/// until the group is disposed.
///
/// Thread-safe. Adding to a disposed composite disposes the new member at once
/// and returns `nil`.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
  /// Identifies a member so that it can be removed again.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let value: Int
  }

  private let lock = PlatformLock()
  // Guarded by `lock`; `nil` once disposed.
  private var members: [Int: Disposable]? = [:]
  private var nextKey = 0

  /// Creates an empty composite.
  public init() {}

  /// Creates a composite holding the given disposables.
  public init(_ disposables: Disposable...) {
    for disposable in disposables { _ = insert(disposable) }
  }

  /// Creates a composite holding the given disposables.
  public init(disposables: [Disposable]) {
    for disposable in disposables { _ = insert(disposable) }
  }

  /// Whether the composite has been disposed.
  public var isDisposed: Bool { lock.withLock { members == nil } }

  /// The number of members not yet disposed or removed.
  public var count: Int { lock.withLock { members?.count ?? 0 } }

  /// Adds `disposable`; returns the key that removes it, or `nil` (after
  /// disposing it) when the composite is already disposed.
  @discardableResult
  public func insert(_ disposable: Disposable) -> DisposeKey? {
    lock.lock()
    guard members != nil else {
      lock.unlock()
      disposable.dispose()
      return nil
    }
    let key = nextKey
    nextKey += 1
    members![key] = disposable
    lock.unlock()
    return DisposeKey(value: key)
  }

  /// Removes the member for `key` and disposes it.
  public func remove(for key: DisposeKey) {
    lock.lock()
    let removed = members?.removeValue(forKey: key.value)
    lock.unlock()
    removed?.dispose()
  }

  /// Disposes every member; later inserts are disposed at once.
  public func dispose() {
    lock.lock()
    let members = self.members
    self.members = nil
    lock.unlock()
    guard let members else { return }
    for key in members.keys.sorted() { members[key]!.dispose() }
  }
}
