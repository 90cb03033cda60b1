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

  private let lock = Lock()
  /// The reactor currently holding each identity.
  private var current: [Identity: ObjectIdentifier] = [:]

  init(
    makeReactor: @escaping (Model) -> Child,
    mutationForModel: @escaping (Child, Model) -> Child.Mutation
  ) {
    self.makeReactor = makeReactor
    self.mutationForModel = mutationForModel
  }

  /// Makes `child` current for `identity`; its actions are forwarded from
  /// the moment its action subject exists.
  @usableFromInline
  func attach(_ child: Child, identity: Identity) {
    let key = ObjectIdentifier(child)
    lock.lock()
    current[identity] = key
    lock.unlock()
    ChildRegistry.registerTap(child) { [weak self] subject in
      _ = subject.subscribe(onNext: { [weak self] action in
        self?.forward(action, identity: identity, from: key)
      })
    }
  }

  /// `identity` has left: its child's later actions are dropped (warned).
  @usableFromInline
  func detach(identity: Identity, child: Child) {
    let key = ObjectIdentifier(child)
    lock.lock()
    if current[identity] == key { current[identity] = nil }
    lock.unlock()
    ChildRegistry.remove(key)
  }

  deinit {
    for key in current.values { ChildRegistry.remove(key) }
  }

  /// Hands `model` to the kept `child` as its model mutation: now if its
  /// streams exist, otherwise when they are set up.
  @usableFromInline
  func hand(_ model: Model, to child: Child) {
    ChildRegistry.hand(mutationForModel(child, model), to: child)
  }

  /// Reports that `identity` was given twice to one `apply`.
  @usableFromInline
  func reportDuplicate(_ identity: Identity) {
    ReactorHooks.report(
      ReactorWarning(
        .duplicateChildIdentity,
        "ReactorCollection<\(Model.self), \(Child.self)>: identity \(identity) appears more "
          + "than once; the later model was skipped"))
  }

  private func forward(_ action: Child.Action, identity: Identity, from key: ObjectIdentifier) {
    lock.lock()
    let isCurrent = current[identity] == key
    lock.unlock()
    guard isCurrent else {
      ReactorHooks.report(
        ReactorWarning(
          .actionFromRemovedChild,
          "\(Child.self) \(identity) sent \(action) after its identity left the collection; "
            + "the action was not forwarded"))
      return
    }
    actions.onNext((identity, action))
  }
}
