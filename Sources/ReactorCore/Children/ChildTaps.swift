import Streams
import Synchronization

/// Where a ``ReactorCollection`` asks to hear a child's actions without
/// creating the child's streams: the tap is installed on the child's action
/// subject when that subject is created (the first `reactor.action`), so a
/// child nobody sends actions to costs no more than its own object.
///
/// Thread-safe: the table is guarded by a lock; installers run outside it.
/// Entries hold their child weakly and are dropped once it is freed (swept
/// as the table grows).
@usableFromInline
enum ChildTaps {
  private struct Entry {
    weak var child: AnyObject?
    let install: (AnyObject) -> Void
  }

  private static let registered = Atomic<Int>(0)
  private static let table = LockedState<(entries: [ObjectIdentifier: Entry], sweepAt: Int)>(
    ([:], 1024))

  /// Installs `install` (given the child's action subject) when the
  /// child's action subject is created, or at once when it exists.
  static func register<Child: Reactor>(
    _ child: Child, install: @escaping (ActionSubject<Child.Action>) -> Void
  ) {
    if let subject = child.existingStorage?.actionReference.load() {
      install(subject)
      return
    }
    let entry = Entry(child: child) { subject in
      if let subject = subject as? ActionSubject<Child.Action> { install(subject) }
    }
    table.withLock { table in
      table.entries[ObjectIdentifier(child)] = entry
      if table.entries.count >= table.sweepAt {
        table.entries = table.entries.filter { $0.value.child != nil }
        table.sweepAt = max(1024, table.entries.count * 2)
      }
      registered.store(table.entries.count, ordering: .releasing)
    }
    // The subject may have been created between the check and the entry.
    if let subject = child.existingStorage?.actionReference.load() {
      takeEntry(for: child)?(subject)
    }
  }

  /// Called once per reactor, when its action subject is created.
  @usableFromInline
  static func actionSubjectCreated(owner: AnyObject, subject: AnyObject) {
    guard registered.load(ordering: .acquiring) > 0 else { return }
    takeEntry(for: owner)?(subject)
  }

  private static func takeEntry(for owner: AnyObject) -> ((AnyObject) -> Void)? {
    table.withLock { table in
      let key = ObjectIdentifier(owner)
      guard let entry = table.entries[key], entry.child === owner else { return nil }
      table.entries[key] = nil
      registered.store(table.entries.count, ordering: .releasing)
      return entry.install
    }
  }
}
