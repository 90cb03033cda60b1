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
/// Thread-safe: the table is guarded by a lock; taps and pending models run
/// outside it. An entry holds its child strongly (a weak reference would give
/// every child a side table and make each retain of it several times
/// slower) until both parts are used, the child's identity leaves its
/// collection, or the collection goes away.
@usableFromInline
enum ChildRegistry {
  private struct Entry {
    let child: AnyObject
    var install: ((AnyObject) -> Void)?
    var pending: (() -> Void)?
  }

  private static let registered = Atomic<Int>(0)
  private static let table = LockedState<[ObjectIdentifier: Entry]>([:])

  /// Installs `install` on the child's action subject when it is created,
  /// or at once when it exists.
  static func registerTap<Child: Reactor>(
    _ child: Child, install: @escaping (ActionSubject<Child.Action>) -> Void
  ) {
    if let subject = child.existingStorage?.actionReference.load() {
      install(subject)
      return
    }
    update(child) { entry in
      entry.install = { subject in
        if let subject = subject as? ActionSubject<Child.Action> { install(subject) }
      }
    }
    // The subject may have been created between the check and the entry.
    if let subject = child.existingStorage?.actionReference.load() {
      take(child, \.install)?(subject)
    }
  }

  /// Hands `mutation` to `child` now if its streams exist, otherwise when
  /// they are set up (replacing a mutation still pending).
  static func hand<Child: Reactor>(_ mutation: Child.Mutation, to child: Child) {
    if child.existingStorage != nil {
      child.receiveFromOutside(mutation)
      return
    }
    update(child) { entry in
      entry.pending = { child.receiveFromOutside(mutation) }
    }
    if child.existingStorage != nil { take(child, \.pending)?() }
  }

  /// Called once per reactor, when its action subject is created.
  @usableFromInline
  static func actionSubjectCreated(owner: AnyObject, subject: AnyObject) {
    guard registered.load(ordering: .acquiring) > 0 else { return }
    take(owner, \.install)?(subject)
  }

  /// Called when a reactor's streams are set up, and when `currentState` of
  /// a reactor without streams is read: applies a pending model.
  @usableFromInline
  static func applyPendingModel(of owner: AnyObject) {
    guard registered.load(ordering: .acquiring) > 0 else { return }
    take(owner, \.pending)?()
  }

  /// Forgets `child`: its identity left its collection, or the collection
  /// is gone.
  static func remove(_ child: ObjectIdentifier) {
    table.withLock { entries in
      guard entries.removeValue(forKey: child) != nil else { return }
      registered.store(entries.count, ordering: .releasing)
    }
  }

  private static func update(_ child: AnyObject, _ change: (inout Entry) -> Void) {
    table.withLock { entries in
      let key = ObjectIdentifier(child)
      var entry = entries[key] ?? Entry(child: child)
      change(&entry)
      entries[key] = entry
      registered.store(entries.count, ordering: .releasing)
    }
  }

  private static func take<Value>(
    _ owner: AnyObject, _ part: WritableKeyPath<Entry, Value?>
  ) -> Value? {
    table.withLock { entries in
      let key = ObjectIdentifier(owner)
      guard var entry = entries[key], let value = entry[keyPath: part] else { return nil }
      entry[keyPath: part] = nil
      if entry.install == nil && entry.pending == nil {
        entries[key] = nil
      } else {
        entries[key] = entry
      }
      registered.store(entries.count, ordering: .releasing)
      return value
    }
  }
}
