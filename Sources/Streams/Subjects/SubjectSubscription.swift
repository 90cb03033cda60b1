import Synchronization

/// The subscription a subject hands out: a flag plus a way back to the
/// subject.
///
/// Two ways back, chosen by the owner:
/// - retained (``init(retaining:)``, a reactor's state stream, whose owner
///   lives in a table and ends explicitly): no weak reference, so the owner
///   needs no side table and its retains stay on the fast path. The
///   reference is dropped by ``dispose()`` or by the owner's ``detach()``
///   when it ends, whichever comes first.
/// - `weak` (``WeakSubjectSubscription``, subjects): the subscription never
///   keeps its subject alive, so a subject nobody references is freed
///   together with its observers.
///
/// A plain subscription holds no observer closure, so keeping it alive
/// after `dispose()` keeps nothing else alive; ``RawObserver``, which is
/// its own observer, releases its closures when its owner removes it.
///
/// Thread-safe: the flag and the retained owner are atomics.
@usableFromInline
package class SubjectSubscription: Cancelable, @unchecked Sendable {
  // An `Unmanaged<AnyObject>` holding one retain of a `SubjectUnsubscribing`
  // owner, taken out (exactly once) by `dispose` or `detach`.
  private let retainedOwner = Atomic<UnsafeMutableRawPointer?>(nil)
  @usableFromInline
  let disposed = Atomic<Bool>(false)

  /// A subscription that retains `owner` until disposed or detached.
  package init(retaining owner: any SubjectUnsubscribing) {
    retainedOwner.store(
      Unmanaged<AnyObject>.passRetained(owner).toOpaque(), ordering: .releasing)
  }

  /// A subscription whose owner ``weakOwner`` returns (subclasses only).
  init() {}

  /// Whether the subscription was disposed.
  @inlinable @inline(__always)
  package final var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Marks the subscription disposed and asks its owner to drop it (once).
  @usableFromInline
  package final func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    if let retained = retainedOwner.exchange(nil, ordering: .acquiringAndReleasing) {
      let owner = Unmanaged<AnyObject>.fromOpaque(retained).takeRetainedValue()
      (owner as? any SubjectUnsubscribing)?.unsubscribe(self)
    } else if let owner = weakOwner() {
      owner.unsubscribe(self)
    }
  }

  /// Drops a retained owner that has ended (it already removed the
  /// observer), so that a subscription kept after that keeps nothing alive.
  package final func detach() {
    if let retained = retainedOwner.exchange(nil, ordering: .acquiringAndReleasing) {
      Unmanaged<AnyObject>.fromOpaque(retained).release()
    }
  }

  /// The owner referred to weakly, if any and still alive.
  func weakOwner() -> (any SubjectUnsubscribing)? { nil }

  deinit {
    detach()
  }
}

/// A subscription that refers to its subject weakly: it never keeps the
/// subject alive.
package final class WeakSubjectSubscription: SubjectSubscription, @unchecked Sendable {
  // Set once, before the subscription is handed out. Held as `AnyObject`:
  // half the size of a protocol reference (there is one per observer).
  private weak var owner: AnyObject?

  /// A subscription that refers to `owner` weakly.
  package init(owner: any SubjectUnsubscribing) {
    self.owner = owner
    super.init()
  }

  override func weakOwner() -> (any SubjectUnsubscribing)? {
    owner as? any SubjectUnsubscribing
  }
}

/// A subject (or a reactor's state stream) that can drop one observer.
@usableFromInline
package protocol SubjectUnsubscribing: AnyObject {
  /// Removes the observer of `subscription`, on the owner's delivery queue.
  func unsubscribe(_ subscription: SubjectSubscription)
}
