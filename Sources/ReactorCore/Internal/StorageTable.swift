import Dispatch
import Platform
import Streams
import Synchronization

/// Where each reactor's streams live, beside the reactor instead of inside it
/// (a reactor declares no stored property for the framework).
///
/// Keys are object identities; the table never keeps a reactor alive (each
/// storage holds its reactor weakly). While an entry exists, its storage
/// pins the reactor's memory (see ``ReactorStorageBase``), so no other
/// object can have that identity: a lookup needs no liveness check.
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
/// Each shard is an ``IdentityMap`` (open addressing, one multiplication to
/// hash an address).
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

  private final class Shard: @unchecked Sendable {
    let lock = PlatformLock()
    // Guarded by `lock`; behind a pointer so that lookups pay no dynamic
    // exclusivity check (the lock already guarantees exclusive access).
    let map = UnsafeMutablePointer<IdentityMap>.allocate(capacity: 1)
    // Guarded by `lock`: where the incremental sweep goes on.
    var cursor = 0

    init() { map.initialize(to: IdentityMap()) }

    deinit {
      map.deinitialize(count: 1)
      map.deallocate()
    }
  }

  /// What a sweep found: storages to tear down and release, and live
  /// reactors to release, all after unlocking (teardowns and last releases
  /// run user code).
  private struct Sweep {
    var removed: [Unmanaged<Entry>] = []
    var alive: [AnyObject] = []

    /// Removes the entry in `slot` of `map` if its reactor is gone; `true`
    /// when it did.
    mutating func removeIfDead(_ map: inout IdentityMap, slot: Int) -> Bool {
      guard let entry = map.slots[slot] else { return false }
      if let owner = entry._withUnsafeGuaranteedRef({ $0.loadOwner() }) {
        alive.append(owner)
        return false
      }
      removed.append(map.remove(at: slot))
      return true
    }

    func finish() {
      withExtendedLifetime(alive) {}
      for entry in removed {
        entry.takeUnretainedValue().tearDown()
        entry.release()
      }
    }
  }

  /// The shards, each retained once for the table's life (released in
  /// `deinit`), so that a lookup borrows its shard with no retain and
  /// release of it.
  private let shards: [Unmanaged<Shard>] = (0..<16).map { _ in .passRetained(Shard()) }
  private let backgroundSweepScheduled = Atomic<Bool>(false)
  private let insertedSinceSweep = Atomic<Bool>(false)
  private let backgroundSweepDelay = Atomic<Int>(StorageTable.quickSweepDelay)
  /// Holds of ``holdingBackgroundSweeps(_:)`` in progress (they nest).
  private let backgroundSweepHolds = Atomic<Int>(0)

  deinit {
    for shard in shards { shard.release() }
  }

  @inline(__always)
  private func shardIndex(for key: UInt) -> Int {
    Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 60)
  }

  @inline(__always)
  private func shard(for key: UInt) -> Shard { shards[shardIndex(for: key)].takeUnretainedValue() }

  /// The storage registered for `owner`, if it has one.
  @usableFromInline
  func existing(for owner: AnyObject) -> ReactorStorageBase? {
    let key = IdentityMap.bits(ObjectIdentifier(owner))
    return shards[shardIndex(for: key)]._withUnsafeGuaranteedRef { shard in
      shard.lock.lock()
      defer { shard.lock.unlock() }
      // Retained here, under the lock: only a live reactor's storage is
      // returned, but the caller may be the reactor's own `deinit`, and a
      // sweep may drop the storage of a reactor that is deinitializing.
      return shard.map.pointee.value(for: key)?.takeUnretainedValue()
    }
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
    let key = IdentityMap.bits(ObjectIdentifier(owner))
    let shard = shard(for: key)
    var sweep = Sweep()
    shard.lock.lock()
    let registered: Entry
    if let entry = shard.map.pointee.value(for: key) {
      registered = entry.takeUnretainedValue()
    } else {
      shard.map.pointee.insert(Unmanaged.passRetained(made))
      registered = made
    }
    sweepIncrementally(shard, into: &sweep)
    shard.lock.unlock()
    sweep.finish()
    noteInsertion()
    return registered
  }

  /// Checks the next ``sweepStep`` occupied slots after the shard's cursor.
  /// Requires the shard's lock.
  private func sweepIncrementally(_ shard: Shard, into sweep: inout Sweep) {
    let size = shard.map.pointee.slots.count
    var checked = 0
    var visited = 0
    while checked < Self.sweepStep, visited < size {
      if shard.cursor >= size { shard.cursor = 0 }
      if shard.map.pointee.slots[shard.cursor] != nil {
        checked += 1
        // A removal moves a later entry into this slot: check it next.
        if sweep.removeIfDead(&shard.map.pointee, slot: shard.cursor) { continue }
      }
      shard.cursor += 1
      visited += 1
    }
  }

  /// Drops the entry of `key` if its reactor is gone.
  @usableFromInline
  func removeIfStale(_ key: ObjectIdentifier) {
    let bits = IdentityMap.bits(key)
    let shard = shard(for: bits)
    var sweep = Sweep()
    shard.lock.lock()
    if let slot = shard.map.pointee.index(of: bits) {
      _ = sweep.removeIfDead(&shard.map.pointee, slot: slot)
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
    for shard in shards.map({ $0.takeUnretainedValue() }) {
      var sweep = Sweep()
      shard.lock.lock()
      var slot = 0
      while slot < shard.map.pointee.slots.count {
        // A removal moves a later entry into this slot: check it again.
        if !sweep.removeIfDead(&shard.map.pointee, slot: slot) { slot += 1 }
      }
      shard.map.pointee.shrinkIfMostlyEmpty()
      shard.cursor = 0
      remaining += shard.map.pointee.count
      shard.lock.unlock()
      removed += sweep.removed.count
      sweep.finish()
    }
    return (removed, remaining)
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

  /// Runs `body` with the background sweep held off: a reactor found gone
  /// meanwhile is torn down by an insertion's incremental sweep, on the
  /// inserting thread, or by the first background sweep after the hold.
  ///
  /// For `ScreenMonkey`: a teardown on the sweep's thread unsubscribes the
  /// dead reactor's streams from values other screens share (a `Shared`),
  /// and the sweep's thread may then deliver a change of that value, and
  /// process the reactors it reaches, while the screens' own thread goes
  /// on: an exploration that checks the screens after every event must not
  /// see that. Thread-safe.
  package func holdingBackgroundSweeps<Result>(_ body: () throws -> Result) rethrows -> Result {
    backgroundSweepHolds.add(1, ordering: .relaxed)
    defer { backgroundSweepHolds.subtract(1, ordering: .relaxed) }
    return try body()
  }

  /// One background sweep (the table schedules it itself; tests call it);
  /// reschedules itself while entries remain, sooner when it found dead
  /// ones or reactors were created meanwhile. While a hold is in progress
  /// it only reschedules itself and returns `false`.
  @discardableResult
  package func backgroundSweep() -> Bool {
    if backgroundSweepHolds.load(ordering: .relaxed) > 0 {
      backgroundSweepScheduled.store(false, ordering: .releasing)
      scheduleBackgroundSweep()
      return false
    }
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
    return true
  }
}
