import Foundation
import Platform
import Sections
import Streams

/// The children of a ``ReactorCollection`` made by its initializer: the
/// version a reactor keeps in `initialState` for its whole life.
///
/// Holding them in the version itself would keep every first child alive
/// for as long as the reactor, long after it left the live collection.
/// Here a child is released as soon as its identity leaves the live
/// collection (the hub tells this box); the version still answers for it,
/// with a new reactor made from its model if it is asked (a state reset to
/// `initialState` shows those identities again, with new reactors, as a
/// returning identity gets). A remade child is tapped at once (an action it
/// sends is reported as coming from a child not in the collection) and
/// becomes current when an update is applied to a copy of this version.
///
/// Thread-safe: a lock guards the children (reads of a state come from any
/// thread); no user code runs under it (a reactor is made outside it).
@usableFromInline
final class SeedChildren<Model: IdentifiableType, Child: Reactor>: @unchecked Sendable {
  private let lock = PlatformLock()
  /// Guarded by `lock`: every child while none was released (handed out
  /// as it is, without a copy), then each child or `nil` once released.
  private var intact: [Child]?
  private var remaining: [Child?] = []
  /// Guarded by `lock`: positions remade since the last update adopted them.
  private var unadopted: Set<Int> = []
  /// Taps the remade children. Weak: the hub does not own this box either.
  weak var hub: ChildActionHub<Model, Child>?
  private let models: [Model]
  private let makeReactor: (Model) -> Child

  init(
    _ children: [Child], models: [Model], makeReactor: @escaping (Model) -> Child
  ) {
    intact = children
    self.models = models
    self.makeReactor = makeReactor
  }

  /// The child at `position`, made again from its model if it was released.
  @usableFromInline
  func child(at position: Int) -> Child {
    lock.lock()
    if let existing = intact?[position] ?? remaining[position] {
      lock.unlock()
      return existing
    }
    lock.unlock()
    let made = makeReactor(models[position])
    lock.lock()
    // Another thread may have made one meanwhile: every reader gets the same.
    if let existing = remaining[position] {
      lock.unlock()
      return existing
    }
    remaining[position] = made
    unadopted.insert(position)
    lock.unlock()
    hub?.tapRemade(identity: models[position].identity, child: made)
    return made
  }

  /// Every child, in order; released ones are made again.
  @usableFromInline
  var all: [Child] {
    lock.lock()
    if let intact {
      lock.unlock()
      return intact
    }
    let snapshot = remaining
    lock.unlock()
    return snapshot.indices.map { snapshot[$0] ?? child(at: $0) }
  }

  /// Every child, in order, for a copy that an update is applied to, and
  /// the remade ones no update adopted yet: the caller makes them current.
  @usableFromInline
  func adopt() -> (children: [Child], remade: [(identity: Model.Identity, child: Child)]) {
    let children = all
    lock.lock()
    let positions = unadopted.sorted()
    unadopted = []
    lock.unlock()
    return (children, positions.map { (models[$0].identity, children[$0]) })
  }

  /// Releases the children among `departed` (their identity left the live
  /// collection), found by slot: a slot is the position it had here (one
  /// reused by a later identity holds another object, which is skipped).
  /// They are released after the lock (a `deinit` is user code).
  func release(_ departed: [(slot: Int, child: Child)]) {
    var released: [Child] = []
    lock.lock()
    if let intact {
      remaining = intact.map { $0 }
      self.intact = nil
    }
    for (slot, child) in departed where slot < remaining.count && remaining[slot] === child {
      released.append(child)
      remaining[slot] = nil
    }
    lock.unlock()
    withExtendedLifetime(released) {}
  }
}
