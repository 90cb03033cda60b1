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
  /// `make` runs with the shard locked and must not touch the table.
  @usableFromInline
  func storage(for owner: AnyObject, make: () -> ReactorStorageBase) -> ReactorStorageBase {
    let key = ObjectIdentifier(owner)
    let shard = shard(for: key)
    shard.lock.lock()
    if let entry = shard.entries.pointee[key] {
      shard.lock.unlock()
      return entry
    }
    let storage = make()
    shard.entries.pointee[key] = storage
    let swept = sweepIfNeeded(shard)
    shard.lock.unlock()
    // Swept storages are torn down outside the lock: their teardown may run
    // user code (disposing subscriptions).
    for entry in swept { entry.tearDown() }
    return storage
  }

  /// Removes entries whose owner is gone once the shard doubled. Requires the
  /// shard's lock; returns the removed entries for release outside it.
  private func sweepIfNeeded(_ shard: Shard) -> [Entry] {
    guard shard.entries.pointee.count >= shard.sweepThreshold else { return [] }
    var removed: [Entry] = []
    shard.entries.pointee = shard.entries.pointee.filter { _, entry in
      if !entry.isOwnerAlive {
        removed.append(entry)
        return false
      }
      return true
    }
    shard.sweepThreshold = max(64, shard.entries.pointee.count * 2)
    return removed
  }

  /// Removes every entry whose reactor is gone, now (benchmarks and tests
  /// call it to measure without leftovers of earlier runs).
  package func sweepAll() {
    var removed: [[Entry]] = []
    for shard in shards {
      shard.lock.lock()
      shard.sweepThreshold = 0
      removed.append(sweepIfNeeded(shard))
      shard.lock.unlock()
    }
    for entry in removed.joined() { entry.tearDown() }
  }

  /// Drops the entry of `owner`'s identity if its owner is gone.
  @usableFromInline
  func removeIfStale(_ key: ObjectIdentifier) {
    let shard = shard(for: key)
    shard.lock.lock()
    var removed: Entry?
    if let entry = shard.entries.pointee[key], !entry.isOwnerAlive {
      removed = shard.entries.pointee.removeValue(forKey: key)
    }
    shard.lock.unlock()
    removed?.tearDown()
  }
}
