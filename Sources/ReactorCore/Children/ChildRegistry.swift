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

  /// One collection update: forgets `removing`, installs each tap on its
  /// child's action subject when it is created (at once if it exists), and
  /// hands each mutation to its child now if the child's streams exist,
  /// otherwise when they are set up (replacing one still pending).
  static func update<Child: Reactor>(
    removing: [ObjectIdentifier],
    tapping taps: [(Child, (ActionSubject<Child.Action>) -> Void)],
    handing mutations: [(Child, Child.Mutation)]
  ) {
    var tapNow: [(ActionSubject<Child.Action>, (ActionSubject<Child.Action>) -> Void)] = []
    var deferredTaps: [(Child, (AnyObject) -> Void)] = []
    for (child, install) in taps {
      if let subject = child.existingStorage?.actionReference.load() {
        tapNow.append((subject, install))
      } else {
        deferredTaps.append(
          (
            child,
            { subject in
              if let subject = subject as? ActionSubject<Child.Action> { install(subject) }
            }
          ))
      }
    }
    var handNow: [(Child, Child.Mutation)] = []
    var deferredModels: [(Child, () -> Void)] = []
    for (child, mutation) in mutations {
      if child.existingStorage != nil {
        handNow.append((child, mutation))
      } else {
        deferredModels.append((child, { child.receiveFromOutside(mutation) }))
      }
    }
    if !removing.isEmpty || !deferredTaps.isEmpty || !deferredModels.isEmpty {
      table.withLock { entries in
        for key in removing { entries[key] = nil }
        for (child, install) in deferredTaps {
          entries[ObjectIdentifier(child), default: Entry(child: child)].install = install
        }
        for (child, pending) in deferredModels {
          entries[ObjectIdentifier(child), default: Entry(child: child)].pending = pending
        }
        registered.store(entries.count, ordering: .releasing)
      }
    }
    for (subject, install) in tapNow { install(subject) }
    for (child, mutation) in handNow { child.receiveFromOutside(mutation) }
    // A child whose streams were created while its entry was being written
    // missed the creation hook: finish its part now.
    for (child, _) in deferredTaps {
      if let subject = child.existingStorage?.actionReference.load() {
        take(child, \.install)?(subject)
      }
    }
    for (child, _) in deferredModels where child.existingStorage != nil {
      take(child, \.pending)?()
    }
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
