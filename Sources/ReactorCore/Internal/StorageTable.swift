import Streams

/// Where each reactor's streams live, beside the reactor instead of inside it
/// (a reactor declares no stored property for the framework).
///
/// Keys are object identities; the table never keeps a reactor alive. While
/// an entry exists, its storage pins the reactor's memory (see
/// ``ReactorStorageBase``), so no other object can have that identity: a
/// lookup needs no liveness check. Entries whose reactor is gone are torn
/// down and dropped by a sweep that runs whenever a shard has grown to twice
/// its size after the last sweep (amortized O(1) per insertion), and when a
/// storage notices its reactor is gone.
///
/// Thread-safety: the table is split into shards by identity hash, each
/// guarded by its own lock, so reactors used on different threads rarely
/// contend.
@usableFromInline
package final class StorageTable: @unchecked Sendable {
  @usableFromInline
  package static let shared = StorageTable()

  private typealias Entry = ReactorStorageBase

  private final class Shard {
    let lock = Lock()
    // Guarded by `lock`; behind a pointer so that lookups pay no dynamic
    // exclusivity check (the lock already guarantees exclusive access).
    let entries = UnsafeMutablePointer<[ObjectIdentifier: Entry]>.allocate(capacity: 1)
    var sweepThreshold = 64

    init() { entries.initialize(to: [:]) }

    deinit {
      entries.deinitialize(count: 1)
      entries.deallocate()
    }
  }

  private let shards: [Shard] = (0..<16).map { _ in Shard() }

  private func shard(for key: ObjectIdentifier) -> Shard {
    shards[(key.hashValue >> 4) & 15]
  }

  /// The storage registered for `owner`, if it has one.
  @usableFromInline
  func existing(for owner: AnyObject) -> ReactorStorageBase? {
    let key = ObjectIdentifier(owner)
    let shard = shard(for: key)
    shard.lock.lock()
    defer { shard.lock.unlock() }
    return shard.entries.pointee[key]
  }

  /// The storage registered for `owner`, created with `make` if it has none.
  ///
  /// `make` runs without any lock held (it reads the reactor's
  /// `initialState`, user code that may itself use reactors); when two
  /// threads race, the first storage registered wins and the other is
  /// dropped unused.
  @usableFromInline
  func storage(for owner: AnyObject, make: () -> ReactorStorageBase) -> ReactorStorageBase {
    let key = ObjectIdentifier(owner)
    let shard = shard(for: key)
    shard.lock.lock()
    if let entry = shard.entries.pointee[key] {
      shard.lock.unlock()
      return entry
    }
    shard.lock.unlock()
    let made = make()
    shard.lock.lock()
    if let entry = shard.entries.pointee[key] {
      shard.lock.unlock()
      return entry
    }
    shard.entries.pointee[key] = made
    let sweep = sweepIfNeeded(shard)
    shard.lock.unlock()
    sweep.finish()
    return made
  }

  /// What a sweep found: storages to tear down and live reactors to release,
  /// both outside the lock (teardown and a last release run user code).
  private struct Sweep {
    var removed: [Entry] = []
    var alive: [Unmanaged<AnyObject>] = []

    func finish() {
      for owner in alive { owner.release() }
      for entry in removed { entry.tearDown() }
    }
  }

  /// Removes entries whose owner is gone once the shard doubled. Requires the
  /// shard's lock.
  private func sweepIfNeeded(_ shard: Shard) -> Sweep {
    var sweep = Sweep()
    guard shard.entries.pointee.count >= shard.sweepThreshold else { return sweep }
    shard.entries.pointee = shard.entries.pointee.filter { _, entry in
      if let owner = entry.retainedOwnerIfAlive() {
        sweep.alive.append(owner)
        return true
      }
      sweep.removed.append(entry)
      return false
    }
    shard.sweepThreshold = max(64, shard.entries.pointee.count * 2)
    return sweep
  }

  /// Removes every entry whose reactor is gone, now (benchmarks and tests
  /// call it to measure without leftovers of earlier runs).
  package func sweepAll() {
    for shard in shards {
      shard.lock.lock()
      shard.sweepThreshold = 0
      let sweep = sweepIfNeeded(shard)
      shard.lock.unlock()
      sweep.finish()
    }
  }

  /// Drops the entry of `owner`'s identity if its owner is gone.
  @usableFromInline
  func removeIfStale(_ key: ObjectIdentifier) {
    let shard = shard(for: key)
    shard.lock.lock()
    var removed: Entry?
    var alive: Unmanaged<AnyObject>?
    if let entry = shard.entries.pointee[key] {
      alive = entry.retainedOwnerIfAlive()
      if alive == nil { removed = shard.entries.pointee.removeValue(forKey: key) }
    }
    shard.lock.unlock()
    alive?.release()
    removed?.tearDown()
  }
}
