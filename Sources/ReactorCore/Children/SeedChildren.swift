import Foundation
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
/// returning identity gets).
///
/// Thread-safe: a lock guards the children (reads of a state come from any
/// thread); no user code runs under it (a reactor is made outside it).
@usableFromInline
final class SeedChildren<Model: IdentifiableType, Child: Reactor>: @unchecked Sendable {
  private let lock = Lock()
  /// Guarded by `lock`: every child while none was released (handed out
  /// as it is, without a copy), then each child or `nil` once released.
  private var intact: [Child]?
  private var remaining: [Child?] = []
  private let models: [Model]
  private let index: [Model.Identity: Int]
  private let makeReactor: (Model) -> Child

  init(
    _ children: [Child], models: [Model], index: [Model.Identity: Int],
    makeReactor: @escaping (Model) -> Child
  ) {
    intact = children
    self.models = models
    self.index = index
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
    defer { lock.unlock() }
    // Another thread may have made one meanwhile: every reader gets the same.
    if let existing = remaining[position] { return existing }
    remaining[position] = made
    return made
  }

  /// Every child, in order; released ones are made again, and returned
  /// in `remade` so that the caller can register them with the hub.
  @usableFromInline
  func materialize() -> (children: [Child], remade: [(identity: Model.Identity, child: Child)]) {
    lock.lock()
    if let intact {
      lock.unlock()
      return (intact, [])
    }
    let snapshot = remaining
    lock.unlock()
    var all: [Child] = []
    all.reserveCapacity(models.count)
    var remade: [(identity: Model.Identity, child: Child)] = []
    for position in snapshot.indices {
      if let existing = snapshot[position] {
        all.append(existing)
      } else {
        let child = child(at: position)
        remade.append((models[position].identity, child))
        all.append(child)
      }
    }
    return (all, remade)
  }

  /// Releases the children among `departed` (their identity left the live
  /// collection), found by identity. They are released after the lock (a
  /// `deinit` is user code).
  func release(_ departed: [(identity: Model.Identity, child: Child)]) {
    var released: [Child] = []
    lock.lock()
    if let intact {
      remaining = intact.map { $0 }
      self.intact = nil
    }
    for (identity, child) in departed {
      guard let position = index[identity], remaining[position] === child else { continue }
      released.append(child)
      remaining[position] = nil
    }
    lock.unlock()
    withExtendedLifetime(released) {}
  }
}
