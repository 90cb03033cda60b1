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
  @usableFromInline let lock = PlatformLock()
  /// Guarded by `lock`: each child, or `nil` once released. Optional from
  /// the start, so that releasing one is one store: the first update then
  /// reorders its own copy in place instead of sharing this array.
  @usableFromInline var remaining: [Child?]
  /// Guarded by `lock`: positions remade since the last update adopted them.
  @usableFromInline var unadopted: Set<Int> = []
  /// Taps the remade children. Weak: the hub does not own this box either.
  weak var hub: ChildActionHub<Model, Child>?
  @usableFromInline let models: [Model]
  private let makeReactor: (Model) -> Child

  init(
    _ children: [Child], models: [Model], makeReactor: @escaping (Model) -> Child
  ) {
    remaining = children.map { $0 }
    self.models = models
    self.makeReactor = makeReactor
  }

  /// The child at `position`, made again from its model if it was released.
  @usableFromInline
  func child(at position: Int) -> Child {
    lock.lock()
    if let existing = remaining[position] {
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

  // Inlinable: specialized for the caller's reactor type, the copy of
  // 10,000 children does not go through generic calls (children.update.10k).
  /// Every child, in order; released ones are made again.
  @inlinable
  var all: [Child] {
    lock.lock()
    let snapshot = remaining
    lock.unlock()
    var children: [Child] = []
    children.reserveCapacity(snapshot.count)
    for position in snapshot.indices {
      children.append(snapshot[position] ?? child(at: position))
    }
    return children
  }

  /// Every child, in order, for a copy that an update is applied to, and
  /// the remade ones no update adopted yet: the caller makes them current.
  ///
  /// `isLastUse`: the caller holds the only reference to this box and lets
  /// it go next; the children are then moved out rather than copied (an
  /// update of a collection nobody else shares does not retain, nor later
  /// release, every child).
  @inlinable
  func adopt(isLastUse: Bool = false) -> (
    children: [Child], remade: [(identity: Model.Identity, child: Child)]
  ) {
    let children = isLastUse ? takeAll() ?? all : all
    lock.lock()
    let positions = unadopted.sorted()
    unadopted = []
    lock.unlock()
    return (children, positions.map { (models[$0].identity, children[$0]) })
  }

  /// Every child, moved out (this box holds none after), unless one was
  /// released: the caller then copies them with ``all``.
  @inlinable
  func takeAll() -> [Child]? {
    lock.lock()
    guard !remaining.contains(where: { $0 == nil }) else {
      lock.unlock()
      return nil
    }
    var taken = remaining
    remaining = []
    lock.unlock()
    let count = taken.count
    // Moving each reference leaves `nil` behind: no retain, no release.
    return taken.withUnsafeMutableBufferPointer { source in
      [Child](unsafeUninitializedCapacity: count) { target, initialized in
        for position in 0..<count {
          let child = (source.baseAddress! + position).move()
          (source.baseAddress! + position).initialize(to: nil)
          (target.baseAddress! + position).initialize(to: child!)
        }
        initialized = count
      }
    }
  }

  /// Releases the children among `departed` (their identity left the live
  /// collection), found by slot: a slot is the position it had here (one
  /// reused by a later identity holds another object, which is skipped).
  /// They are released after the lock (a `deinit` is user code).
  @usableFromInline
  func release(_ departed: [(slot: Int, child: Child)]) {
    var released: [Child] = []
    lock.lock()
    for (slot, child) in departed where slot < remaining.count && remaining[slot] === child {
      released.append(child)
      remaining[slot] = nil
    }
    lock.unlock()
    withExtendedLifetime(released) {}
  }
}
