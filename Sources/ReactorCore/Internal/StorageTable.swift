import Dispatch
import Streams
import Synchronization

/// Where each reactor's streams live, beside the reactor instead of inside it
/// (a reactor declares no stored property for the framework).
///
/// Keys are object identities; the table never keeps a reactor alive (each
/// storage holds its reactor weakly). An identity is unique only while its
/// object lives, so a lookup also checks that the entry's reactor is alive:
/// an entry left by a freed reactor at the same address is stale and is
/// replaced.
///
/// Entries whose reactor is gone are torn down (their `state` completes) and
/// dropped:
/// - at once, when a late action or mutation finds the reactor gone;
/// - incrementally: every insertion checks the next ``sweepStep`` entries
///   of its shard, so a table that keeps growing keeps itself clean;
/// - by a background sweep on a utility queue, scheduled
///   ``quickSweepDelay`` after insertions and then at growing intervals
///   (up to ``slowestSweepDelay``) while the table holds entries, so that
///   memory returns after a burst even if no reactor is created afterwards.
///   A sweep checks each entry with one weak load, and shrinks shards that
///   emptied.
///
/// Thread-safety: split into shards by identity hash, each guarded by its own
/// lock, so reactors used on different threads rarely contend. No user code
/// runs under a shard's lock: teardowns, and the release of reactors
/// retained while checking them, happen after unlocking.
@usableFromInline
package final class StorageTable: @unchecked Sendable {
  @usableFromInline
  package static let shared = StorageTable()

  private typealias Entry = ReactorStorageBase

  /// Entries checked per insertion.
  static let sweepStep = 2
  /// Milliseconds from an insertion to the next background sweep.
  static let quickSweepDelay = 50
  /// The longest interval between background sweeps while entries exist.
  static let slowestSweepDelay = 1_000

  /// One shard's entries: a dense array (for the incremental sweep's
  /// cursor) and an index by key.
  private struct ShardState {
    var indices: [ObjectIdentifier: Int] = [:]
    var entries: [Entry] = []
    var cursor = 0
    /// The size at which shrinking is considered again.
    var peak = 0

    func entry(for key: ObjectIdentifier) -> Entry? {
      indices[key].map { entries[$0] }
    }

    mutating func insert(_ entry: Entry) {
      indices[entry.key] = entries.count
      entries.append(entry)
      peak = max(peak, entries.count)
    }

    /// Removes the entry at `index` by moving the last one into its place.
    mutating func remove(at index: Int) -> Entry {
      let removed = entries[index]
      indices[removed.key] = nil
      let last = entries.removeLast()
      if index < entries.count {
        entries[index] = last
        indices[last.key] = index
      }
      return removed
    }

    /// Gives memory back once the shard is down to a quarter of its peak.
    mutating func shrinkIfMostlyEmpty() {
      guard peak > 64, entries.count < peak / 4 else { return }
      var compactIndices = [ObjectIdentifier: Int](minimumCapacity: entries.count)
      for (index, entry) in entries.enumerated() { compactIndices[entry.key] = index }
      indices = compactIndices
      entries = Array(entries)
      peak = entries.count
    }
  }

  private final class Shard: @unchecked Sendable {
    let lock = PlatformLock()
    // Guarded by `lock`; behind a pointer so that lookups pay no dynamic
    // exclusivity check (the lock already guarantees exclusive access).
    let state = UnsafeMutablePointer<ShardState>.allocate(capacity: 1)

    init() { state.initialize(to: ShardState()) }

    deinit {
      state.deinitialize(count: 1)
      state.deallocate()
    }
  }

  /// What a sweep found: storages to tear down and live reactors to
  /// release, both after unlocking.
  private struct Sweep {
    var removed: [Entry] = []
    var alive: [AnyObject] = []

    /// Checks one entry; `true` when its reactor is gone.
    mutating func isDead(_ entry: Entry) -> Bool {
      if let owner = entry.loadOwner() {
        alive.append(owner)
        return false
      }
      return true
    }

    func finish() {
      withExtendedLifetime(alive) {}
      for entry in removed { entry.tearDown() }
    }
  }

  private let shards: [Shard] = (0..<16).map { _ in Shard() }
  private let backgroundSweepScheduled = Atomic<Bool>(false)
  private let insertedSinceSweep = Atomic<Bool>(false)
  private let backgroundSweepDelay = Atomic<Int>(StorageTable.quickSweepDelay)

  private func shard(for key: ObjectIdentifier) -> Shard {
    shards[(key.hashValue >> 4) & 15]
  }

  /// The live storage registered for `owner`, if it has one. The caller
  /// holds `owner`, so the entry's reactor, if alive, is `owner` itself.
  @usableFromInline
  func existing(for owner: AnyObject) -> ReactorStorageBase? {
    let key = ObjectIdentifier(owner)
    let shard = shard(for: key)
    shard.lock.lock()
    defer { shard.lock.unlock() }
    guard let entry = shard.state.pointee.entry(for: key) else { return nil }
    // A weak load that retains `owner`, which the caller holds: its release
    // here is never the last one.
    return entry.loadOwner() != nil ? entry : nil
  }

  /// The storage registered for `owner`, created with `make` if it has none.
  ///
  /// `make` runs without any lock held (it reads the reactor's
  /// `initialState`, user code that may itself use reactors); when two
  /// threads race, the first storage registered wins and the other is
  /// dropped unused.
  @usableFromInline
  func storage(for owner: AnyObject, make: () -> ReactorStorageBase) -> ReactorStorageBase {
    if let entry = existing(for: owner) { return entry }
    let made = make()
    let key = ObjectIdentifier(owner)
    let shard = shard(for: key)
    var sweep = Sweep()
    shard.lock.lock()
    let registered: Entry
    if let index = shard.state.pointee.indices[key] {
      let entry = shard.state.pointee.entries[index]
      if sweep.isDead(entry) {
        // Left by a freed reactor that had the same address.
        sweep.removed.append(shard.state.pointee.remove(at: index))
        shard.state.pointee.insert(made)
        registered = made
      } else {
        registered = entry
      }
    } else {
      shard.state.pointee.insert(made)
      registered = made
    }
    sweepIncrementally(shard, into: &sweep)
    shard.lock.unlock()
    sweep.finish()
    noteInsertion()
    return registered
  }

  /// Checks the next ``sweepStep`` entries after the shard's cursor.
  /// Requires the shard's lock.
  private func sweepIncrementally(_ shard: Shard, into sweep: inout Sweep) {
    for _ in 0..<Self.sweepStep {
      let count = shard.state.pointee.entries.count
      guard count > 0 else { return }
      if shard.state.pointee.cursor >= count { shard.state.pointee.cursor = 0 }
      let index = shard.state.pointee.cursor
      if sweep.isDead(shard.state.pointee.entries[index]) {
        sweep.removed.append(shard.state.pointee.remove(at: index))
      } else {
        shard.state.pointee.cursor = index + 1
      }
    }
  }

  /// Drops the entry of `key` if its reactor is gone.
  @usableFromInline
  func removeIfStale(_ key: ObjectIdentifier) {
    let shard = shard(for: key)
    var sweep = Sweep()
    shard.lock.lock()
    if let index = shard.state.pointee.indices[key],
      sweep.isDead(shard.state.pointee.entries[index])
    {
      sweep.removed.append(shard.state.pointee.remove(at: index))
    }
    shard.lock.unlock()
    sweep.finish()
  }

  /// Removes every entry whose reactor is gone, now, and returns how many
  /// entries were removed and how many remain. The background sweep runs
  /// it; benchmarks call it to measure without leftovers of earlier runs.
  @discardableResult
  package func sweepAll() -> (removed: Int, remaining: Int) {
    var removed = 0
    var remaining = 0
    for shard in shards {
      var sweep = Sweep()
      shard.lock.lock()
      var index = 0
      while index < shard.state.pointee.entries.count {
        if sweep.isDead(shard.state.pointee.entries[index]) {
          sweep.removed.append(shard.state.pointee.remove(at: index))
        } else {
          index += 1
        }
      }
      shard.state.pointee.shrinkIfMostlyEmpty()
      remaining += shard.state.pointee.entries.count
      shard.lock.unlock()
      removed += sweep.removed.count
      sweep.finish()
    }
    return (removed, remaining)
  }

  /// The number of entries, dead or alive (for tests).
  package var count: Int {
    shards.reduce(0) { total, shard in
      total + shard.lock.withLock { shard.state.pointee.entries.count }
    }
  }

  // MARK: - Background sweeping

  private func noteInsertion() {
    insertedSinceSweep.store(true, ordering: .relaxed)
    scheduleBackgroundSweep()
  }

  private func scheduleBackgroundSweep() {
    guard
      !backgroundSweepScheduled.load(ordering: .relaxed),
      backgroundSweepScheduled.compareExchange(
        expected: false, desired: true, ordering: .acquiringAndReleasing
      ).exchanged
    else { return }
    let delay = backgroundSweepDelay.load(ordering: .relaxed)
    DispatchQueue.global(qos: .utility).asyncAfter(
      deadline: .now() + .milliseconds(delay)
    ) { [self] in
      backgroundSweep()
    }
  }

  /// One background sweep; reschedules itself while entries remain, sooner
  /// when it found dead ones or reactors were created meanwhile.
  private func backgroundSweep() {
    let inserted = insertedSinceSweep.exchange(false, ordering: .relaxed)
    let (removed, remaining) = sweepAll()
    let delay = backgroundSweepDelay.load(ordering: .relaxed)
    backgroundSweepDelay.store(
      removed > 0 || inserted ? Self.quickSweepDelay : min(delay * 2, Self.slowestSweepDelay),
      ordering: .relaxed)
    backgroundSweepScheduled.store(false, ordering: .releasing)
    if remaining > 0 || insertedSinceSweep.load(ordering: .relaxed) {
      scheduleBackgroundSweep()
    }
  }
}
