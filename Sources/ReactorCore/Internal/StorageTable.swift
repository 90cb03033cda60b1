import Streams

/// Where each reactor's streams live, beside the reactor instead of inside it
/// (a reactor declares no stored property for the framework).
///
/// Keys are object identities held weakly: the table never keeps a reactor
/// alive. An entry whose reactor is gone is dropped when the table next
/// meets it (same address reused by a new object) and by a sweep that runs
/// whenever a shard has grown to twice its size after the last sweep, so the
/// cost of cleaning stays amortized O(1) per insertion.
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
    guard let entry = shard.entries.pointee[key], entry.owner === owner else { return nil }
    return entry
  }

  /// The storage registered for `owner`, created with `make` if it has none.
  /// `make` runs with the shard locked and must not touch the table.
  @usableFromInline
  func storage(for owner: AnyObject, make: () -> ReactorStorageBase) -> ReactorStorageBase {
    let key = ObjectIdentifier(owner)
    let shard = shard(for: key)
    shard.lock.lock()
    if let entry = shard.entries.pointee[key], entry.owner === owner {
      shard.lock.unlock()
      return entry
    }
    let storage = make()
    // Replaces a stale entry of a freed object that had the same address.
    let stale = shard.entries.pointee.updateValue(storage, forKey: key)
    let swept = sweepIfNeeded(shard)
    shard.lock.unlock()
    // Stale storages are torn down outside the lock: their teardown may run
    // user code (disposing subscriptions).
    stale?.tearDown()
    for entry in swept { entry.tearDown() }
    return storage
  }

  /// Removes entries whose owner is gone once the shard doubled. Requires the
  /// shard's lock; returns the removed entries for release outside it.
  private func sweepIfNeeded(_ shard: Shard) -> [Entry] {
    guard shard.entries.pointee.count >= shard.sweepThreshold else { return [] }
    var removed: [Entry] = []
    shard.entries.pointee = shard.entries.pointee.filter { _, entry in
      if entry.owner == nil {
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
    if let entry = shard.entries.pointee[key], entry.owner == nil {
      removed = shard.entries.pointee.removeValue(forKey: key)
    }
    shard.lock.unlock()
    removed?.tearDown()
  }
}
