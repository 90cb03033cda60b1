import Platform
import Sections
import Streams

/// What every version of one ``ReactorCollection`` shares: the factories,
/// the stream of child actions, and which reactor is current for each
/// identity.
///
/// Thread-safe: `current` is guarded by `lock`; child actions
/// arrive on whatever thread sent them and leave through one subject,
/// which delivers them one at a time in arrival order. No user code runs
/// under the lock.
@usableFromInline
final class ChildActionHub<Model: IdentifiableType, Child: Reactor>: @unchecked Sendable {
  @usableFromInline typealias Identity = Model.Identity

  @usableFromInline let makeReactor: (Model) -> Child
  @usableFromInline let mutationForModel: (Child, Model) -> Child.Mutation
  let actions = PublishSubject<(id: Identity, action: Child.Action)>()

  @usableFromInline let lock = PlatformLock()
  /// The children currently in the collection (by object, so that the
  /// check is a cheap, non-generic hash; the tap knows the identity).
  @usableFromInline var current = Set<ObjectIdentifier>()
  /// The initializer's version's children, told which ones departed so
  /// that it lets them go. Weak: the version owns it.
  @usableFromInline weak var seed: SeedChildren<Model, Child>?

  init(
    makeReactor: @escaping (Model) -> Child,
    mutationForModel: @escaping (Child, Model) -> Child.Mutation
  ) {
    self.makeReactor = makeReactor
    self.mutationForModel = mutationForModel
  }

  /// Applies one update of the collection at once: `departed` identities
  /// stop forwarding (their later actions are warned about), `added`
  /// children forward their actions from the moment their action subject
  /// exists, `adopted` children (remade by the initializer's version, see
  /// ``SeedChildren``, and already tapped) forward from now on, and
  /// `handed` kept children get their new model. One lock of the hub and
  /// one of the registry for the whole update. Empties `departed`.
  // Inlinable: specialized for the caller's types, a 10,000-child update
  // makes no generic tuples per child (children.update.10k).
  @inlinable
  func commit(
    added: [(identity: Identity, child: Child)],
    departed: inout [(slot: Int, child: Child)],
    handed: [(child: Child, model: Model)],
    adopted: [(identity: Identity, child: Child)] = []
  ) {
    if !added.isEmpty || !departed.isEmpty || !adopted.isEmpty {
      lock.lock()
      // Adopted first: an adopted child may depart in this same update.
      for (_, child) in adopted { current.insert(ObjectIdentifier(child)) }
      for (_, child) in departed { current.remove(ObjectIdentifier(child)) }
      for (_, child) in added { current.insert(ObjectIdentifier(child)) }
      lock.unlock()
    }
    var taps: [(child: AnyObject, install: (AnyObject) -> Void)] = []
    taps.reserveCapacity(added.count)
    for (identity, child) in added { taps.append((child, tap(identity: identity, child: child))) }
    if !departed.isEmpty, let seed { seed.release(departed) }
    var mutations: [(child: AnyObject, deliver: () -> Void)] = []
    mutations.reserveCapacity(handed.count)
    for (child, model) in handed {
      let mutation = mutationForModel(child, model)
      mutations.append((child, { child.receiveFromOutside(mutation) }))
    }
    var removing: [ObjectIdentifier] = []
    removing.reserveCapacity(departed.count)
    for (_, child) in departed { removing.append(ObjectIdentifier(child)) }
    // Let go first (the caller's array too): the registry then sees
    // whether anyone else holds a departed child (`ChildRegistry.update`).
    departed = []
    ChildRegistry.update(removing: removing, tapping: taps, handing: mutations)
  }

  /// Taps a child remade by the initializer's version without making it
  /// current: its actions are reported as coming from a child that is not
  /// in the collection until an update adopts it.
  func tapRemade(identity: Identity, child: Child) {
    ChildRegistry.update(
      removing: [], tapping: [(child, tap(identity: identity, child: child))], handing: [])
  }

  /// Forwards the actions of `child` (installed on its action subject,
  /// given untyped by the registry).
  @usableFromInline
  func tap(identity: Identity, child: Child) -> (AnyObject) -> Void {
    let key = ObjectIdentifier(child)
    return { [weak self] subject in
      // The registry hands this child's own subject; checked all the same
      // (once per child, when its subject is made).
      guard let subject = subject as? ActionSubject<Child.Action> else { return }
      _ = subject.subscribe(onNext: { [weak self] action in
        self?.forward(action, identity: identity, from: key)
      })
    }
  }

  deinit {
    ChildRegistry.remove(current)
  }

  /// Reports that `identity` was given twice to one `apply`.
  @usableFromInline
  func reportDuplicate(_ identity: Identity) {
    Hooks.report(
      ReactorWarning(
        .duplicateChildIdentity,
        "ReactorCollection<\(Model.self), \(Child.self)>: identity \(identity) appears more "
          + "than once; the later model was skipped"))
  }

  private func forward(_ action: Child.Action, identity: Identity, from key: ObjectIdentifier) {
    guard isCurrent(key) else {
      reportRemoved(action, identity: identity, "sent")
      return
    }
    // Checked again when the parent processes it: the parent may be
    // removing this child right now, with the action queued behind.
    let isStillCurrent = { [weak self] () -> Bool in
      guard let self else { return false }
      if self.isCurrent(key) { return true }
      self.reportRemoved(action, identity: identity, "reached its parent")
      return false
    }
    ChildActionCheck.forwarding(checkedBy: isStillCurrent) {
      actions.onNext((identity, action))
    }
  }

  private func isCurrent(_ key: ObjectIdentifier) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return current.contains(key)
  }

  private func reportRemoved(_ action: Child.Action, identity: Identity, _ what: String) {
    Hooks.report(
      ReactorWarning(
        .actionFromRemovedChild,
        "\(Child.self) \(identity) \(what) \(action) after its identity left the collection; "
          + "the action was not forwarded"))
  }
}
