import Streams

/// What ``StorageTable`` knows of a reactor's storage, whatever the
/// reactor's type: the reactor's identity, whether it is still alive, and
/// how to end its streams.
///
/// The storage reaches its reactor through a `weak` reference only (public
/// language features, correct for every class a user can conform, including
/// `NSObject` subclasses): it never keeps the reactor alive, and never keeps
/// its memory either.
@usableFromInline
class ReactorStorageBase: SubjectUnsubscribing, @unchecked Sendable {
  /// The reactor's identity, the table's key. Unique only while the reactor
  /// lives: after it is freed, another object may get the same identity,
  /// which is why lookups also check ``isOwnerAlive``.
  let key: ObjectIdentifier

  init(key: ObjectIdentifier) {
    self.key = key
  }

  /// The reactor, retained, unless it is gone. The caller lets it go
  /// outside any lock: its release may be the last one and run `deinit`.
  func loadOwner() -> AnyObject? { nil }

  /// Ends the reactor's streams once it is gone: state observers get
  /// `.completed`, in-flight `mutate` streams and transform stages are
  /// disposed, and every reference cycle through the storage is broken.
  /// Called by the table, without any lock held.
  func tearDown() {}

  /// Drops one state observer (``SubjectUnsubscribing``).
  func unsubscribe(_ subscription: SubjectSubscription) {}

  /// Called when the reactor is found gone: drops this storage's table
  /// entry (which tears it down) now rather than at the next sweep.
  @usableFromInline
  func forgetDeadOwner() {
    StorageTable.shared.removeIfStale(key)
  }
}
