import Platform
import Streams
import Synchronization

/// What ``ReactorCollection``s ask of children whose streams do not exist
/// yet, so that a child nobody observes or sends actions to costs no more
/// than its own object:
///
/// - a *tap* on the child's actions, installed when its action subject is
///   created (the first `reactor.action`);
/// - a *pending model*, the latest model handed to a kept child before its
///   streams existed, applied (as its mutation) when they are set up or when
///   `currentState` is first read.
///
/// Thread-safe: the table is guarded by a lock; pending models run outside
/// it, taps (this module's own subscriptions) inside it when a subject is
/// published. An entry holds its child strongly (a weak reference would give
/// every child a side table and make each retain of it several times
/// slower) until both parts are used, the child's identity leaves its
/// collection, or the collection goes away.
@usableFromInline
enum ChildRegistry {
  private struct Entry {
    var child: AnyObject
    var install: ((AnyObject) -> Void)?
    var pending: (() -> Void)?
  }

  /// A child that left its collection before its tap was installed: the
  /// tap is still installed when its action subject is created, so that an
  /// action it sends is reported as coming from a removed child rather
  /// than lost without a word. Weak: a departed child is not kept alive.
  /// Kept only for a child something else still holds (one that nothing
  /// holds goes away with its entry, and can send nothing).
  private struct Departed {
    weak var child: AnyObject?
    let install: (AnyObject) -> Void
  }

  private struct Tables {
    var entries: [ObjectIdentifier: Entry] = [:]
    var departed: [ObjectIdentifier: Departed] = [:]
    /// The size at which `departed` is next pruned of freed children.
    var pruneDepartedAt = 64

    var count: Int { entries.count + departed.count }

    /// Forgets departed children that were freed, whenever `departed` has
    /// doubled since the last pruning (amortized constant time), handing
    /// the old records to `released` for the caller to release after the
    /// lock.
    mutating func pruneDepartedIfNeeded(releasingInto released: inout Released) {
      guard departed.count >= pruneDepartedAt else { return }
      released.departedTables.append(departed)
      departed = departed.filter { $0.value.child != nil }
      pruneDepartedAt = max(64, departed.count * 2)
    }
  }

  /// What an update took out of the tables, released by the caller after
  /// the lock (an entry or a record may hold the last reference to user
  /// code). Typed arrays, so that keeping a record costs no box.
  private struct Released {
    var entries: [Entry] = []
    var departed: [Departed] = []
    var departedTables: [[ObjectIdentifier: Departed]] = []
    var closures: [(AnyObject) -> Void] = []
    var pendings: [() -> Void] = []
  }

  private static let registered = Atomic<Int>(0)
  private static let table = LockedState(Tables())

  /// One collection update: forgets `removing`, installs each tap on its
  /// child's action subject when it is created (at once if it exists), and
  /// hands each mutation to its child now if the child's streams exist,
  /// otherwise when they are set up (replacing one still pending).
  ///
  /// A tap takes the subject as `AnyObject` (it knows its type), and a
  /// mutation comes as the closure that sends it: the registry itself never
  /// needs the child's type, so a 10,000-child update makes no generic
  /// metadata per child.
  @usableFromInline
  static func update(
    removing: [ObjectIdentifier],
    tapping taps: [(child: AnyObject, install: (AnyObject) -> Void)],
    handing mutations: [(child: AnyObject, deliver: () -> Void)]
  ) {
    var tapNow: [(AnyObject, (AnyObject) -> Void)] = []
    var deferredTaps: [(child: AnyObject, install: (AnyObject) -> Void)] = []
    for tap in taps {
      if let subject = StorageTable.shared.existing(for: tap.child)?.existingActionSubject() {
        tapNow.append((subject, tap.install))
      } else {
        deferredTaps.append(tap)
      }
    }
    var handNow: [() -> Void] = []
    var deferredModels: [(AnyObject, () -> Void)] = []
    for (child, deliver) in mutations {
      if StorageTable.shared.existing(for: child) != nil {
        handNow.append(deliver)
      } else {
        deferredModels.append((child, deliver))
      }
    }
    if !removing.isEmpty || !deferredTaps.isEmpty || !deferredModels.isEmpty {
      // Released after the lock (see `remove(_:)`): removed entries, and
      // the taps, pending models and departed records replaced (a pending
      // model holds the user's mutation).
      var removed = Released()
      removed.entries.reserveCapacity(removing.count)
      table.withLock { tables in
        for key in removing {
          guard var entry = tables.entries.removeValue(forKey: key) else { continue }
          // A child only this entry holds goes away with it: it can send
          // nothing, so it needs no record (nor the side table a weak
          // reference to it would give it).
          if let install = entry.install, !isKnownUniquelyReferenced(&entry.child) {
            if let old = tables.departed.updateValue(
              Departed(child: entry.child, install: install), forKey: key)
            {
              removed.departed.append(old)
            }
          }
          removed.entries.append(entry)
        }
        tables.pruneDepartedIfNeeded(releasingInto: &removed)
        for (child, install) in deferredTaps {
          let key = ObjectIdentifier(child)
          if let old = tables.departed.removeValue(forKey: key) { removed.departed.append(old) }
          if let old = replace(&tables.entries[key, default: Entry(child: child)].install, install)
          {
            removed.closures.append(old)
          }
        }
        for (child, pending) in deferredModels {
          let key = ObjectIdentifier(child)
          if let old = replace(&tables.entries[key, default: Entry(child: child)].pending, pending)
          {
            removed.pendings.append(old)
          }
        }
        registered.store(tables.count, ordering: .releasing)
      }
      withExtendedLifetime(removed) {}
    }
    for (subject, install) in tapNow { install(subject) }
    for deliver in handNow { deliver() }
    // A child whose streams were created while its entry was being written
    // missed the creation hook: finish its part now.
    for (child, _) in deferredTaps {
      if let subject = StorageTable.shared.existing(for: child)?.existingActionSubject() {
        take(child, \.install)?(subject)
      }
    }
    for (child, _) in deferredModels where StorageTable.shared.existing(for: child) != nil {
      take(child, \.pending)?()
    }
  }

  /// Publishes a reactor's new action subject with `store` (which returns
  /// the subject stored, another thread's if it stored first). A child's
  /// tap is installed on the subject *before* it is stored, under the
  /// registry's lock, so that no thread can send an action to a child's
  /// subject before its parent listens (two threads using a new child at
  /// once used to lose some of its first actions).
  @usableFromInline
  static func publish<Subject: AnyObject>(
    _ subject: Subject, of owner: AnyObject, store: (Subject) -> Subject
  ) -> Subject {
    guard registered.load(ordering: .acquiring) > 0 else { return store(subject) }
    let key = ObjectIdentifier(owner)
    // The tap is this module's own code (a subscription to the subject):
    // no user code runs under the lock. The tap used, and the record of
    // another (freed) child that had this address, are released after it:
    // a tap holds its child's identity, which may be a user class.
    let (stored, install, stale) = table.withLock {
      tables -> (Subject, ((AnyObject) -> Void)?, Departed?) in
      var install: ((AnyObject) -> Void)?
      var stale: Departed?
      if let entry = tables.entries[key], entry.install != nil {
        install = entry.install
        tables.entries[key]?.install = nil
        if entry.pending == nil { tables.entries[key] = nil }
      } else if let departed = tables.departed.removeValue(forKey: key) {
        if departed.child === owner { install = departed.install } else { stale = departed }
      }
      install?(subject)
      let stored = store(subject)
      // The count is published only once the subject is stored: a thread
      // that sees it drop to zero (this entry was the last) and so stores
      // without the lock then finds this subject, tap included, instead of
      // storing its own untapped one first (two threads using a new child
      // at once lost some of the second thread's actions). No pruning here:
      // only `update` adds departed records, and it prunes them.
      registered.store(tables.count, ordering: .releasing)
      return (stored, install, stale)
    }
    withExtendedLifetime(stale) {}
    // Another thread stored a subject without the lock (before the entry
    // existed): the tap goes on that one, late.
    if stored !== subject { install?(stored) }
    return stored
  }

  /// Called when a reactor's streams are set up, and when `currentState` of
  /// a reactor without streams is read: applies a pending model.
  @usableFromInline
  static func applyPendingModel(of owner: AnyObject) {
    guard registered.load(ordering: .acquiring) > 0 else { return }
    take(owner, \.pending)?()
  }

  /// Forgets `children`: their identities left their collection, or the
  /// collection is gone. One lock for all of them.
  ///
  /// The entries are released after the lock: an entry may hold the last
  /// reference to its child, whose deinit runs user code (and may free a
  /// collection of its own, which comes back here).
  static func remove<Keys: Sequence<ObjectIdentifier>>(_ children: Keys) {
    let removed = table.withLock { tables -> [Entry] in
      var removed: [Entry] = []
      for key in children {
        if let entry = tables.entries.removeValue(forKey: key) { removed.append(entry) }
      }
      if !removed.isEmpty { registered.store(tables.count, ordering: .releasing) }
      return removed
    }
    withExtendedLifetime(removed) {}
  }

  /// Stores `new` in `slot` and returns what was there, for the caller to
  /// release after the lock.
  private static func replace<Value>(_ slot: inout Value?, _ new: Value) -> Value? {
    let old = slot
    slot = new
    return old
  }

  private static func take<Value>(
    _ owner: AnyObject, _ part: WritableKeyPath<Entry, Value?>
  ) -> Value? {
    table.withLock { tables in
      let key = ObjectIdentifier(owner)
      guard var entry = tables.entries[key], let value = entry[keyPath: part] else { return nil }
      entry[keyPath: part] = nil
      if entry.install == nil && entry.pending == nil {
        tables.entries[key] = nil
      } else {
        tables.entries[key] = entry
      }
      registered.store(tables.count, ordering: .releasing)
      return value
    }
  }
}
