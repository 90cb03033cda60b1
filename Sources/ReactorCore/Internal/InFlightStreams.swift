import Platform
import Streams

/// The `mutate` streams of a reactor that have not ended yet, with the
/// action each one came from (so that tests can name what is still running).
///
/// Thread-safety: guarded by `lock`; streams end on any thread.
@usableFromInline
final class InFlightStreams: @unchecked Sendable {
  private let lock = PlatformLock()
  // Guarded by `lock`; `nil` once disposed.
  private var streams: [Int: (action: Any, subscription: Disposable)]? = [:]
  private var nextID = 0

  @usableFromInline
  init() {}

  /// Registers a stream for `action`; `nil` (after disposing
  /// `subscription`) once everything was disposed.
  @usableFromInline
  func insert(action: Any, subscription: Disposable) -> Int? {
    lock.lock()
    guard streams != nil else {
      lock.unlock()
      subscription.dispose()
      return nil
    }
    nextID += 1
    streams![nextID] = (action, subscription)
    lock.unlock()
    return nextID
  }

  /// Forgets a stream that ended, disposing its subscription.
  @usableFromInline
  func remove(_ id: Int) {
    lock.lock()
    let removed = streams?.removeValue(forKey: id)
    lock.unlock()
    removed?.subscription.dispose()
  }

  /// The actions whose streams are still running, oldest first.
  var actions: [Any] {
    lock.withLock { (streams ?? [:]).sorted { $0.key < $1.key }.map(\.value.action) }
  }

  /// Disposes every stream; later insertions are disposed at once.
  func dispose() {
    lock.lock()
    let streams = self.streams
    self.streams = nil
    lock.unlock()
    for (_, stream) in (streams ?? [:]).sorted(by: { $0.key < $1.key }) {
      stream.subscription.dispose()
    }
  }
}
