import Streams

/// What ``StorageTable`` knows of a reactor's storage, whatever the
/// reactor's type: the reactor's identity, whether it is still alive, and
/// how to end its streams.
///
/// The storage reaches its reactor with public language features only,
/// correct for every class a user can conform (`NSObject` subclasses
/// included), and never keeps it alive:
/// - a `weak` reference (in ``ReactorStorage``) tells whether the reactor
///   is alive and yields it to run `mutate` and `reduce`;
/// - an `unowned` reference, never read, keeps the reactor's *memory*
///   (not the reactor: its `deinit` runs as usual) until this storage is
///   dropped, so that no other object can take its address, the table's
///   key, meanwhile. A lookup therefore needs no liveness check. The table
///   drops a dead reactor's storage promptly (see ``StorageTable``), which
///   gives the memory back.
@usableFromInline
class ReactorStorageBase: SubjectUnsubscribing, @unchecked Sendable {
  /// The reactor's identity, the table's key; unique while this storage
  /// exists (see `addressPin`).
  let key: ObjectIdentifier
  // Never read: it only pins the reactor's memory (see above).
  private unowned let addressPin: AnyObject

  @usableFromInline
  init(owner: AnyObject) {
    key = ObjectIdentifier(owner)
    addressPin = owner
  }

  /// The reactor, retained, unless it is gone. The caller lets it go
  /// outside any lock: its release may be the last one and run `deinit`.
  func loadOwner() -> AnyObject? { nil }

  /// The reactor's action subject if it was created (for the child
  /// registry, which works without the reactor's type).
  func existingActionSubject() -> AnyObject? { nil }

  /// Ends the reactor's streams once it is gone: state observers get
  /// `.completed`, in-flight `mutate` streams and transform stages are
  /// disposed, and every reference cycle through the storage is broken.
  /// Called by the table, without any lock held.
  func tearDown() {}

  /// Drops one state observer (``SubjectUnsubscribing``).
  @usableFromInline
  func unsubscribe(_ subscription: SubjectSubscription) {}

  /// Called when the reactor is found gone: drops this storage's table
  /// entry (which tears it down) now rather than at the next sweep.
  @usableFromInline
  func forgetDeadOwner() {
    StorageTable.shared.removeIfStale(key)
  }
}
