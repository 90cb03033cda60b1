import Sections
import Streams

/// Child reactors kept per identity: one reactor object for each identity
/// of a list of models, for as long as the identity stays in the list.
///
/// A screen reactor keeps one in its state and updates it in `reduce` with
/// ``apply(_:)-321yh``: an identity that stays keeps its reactor (a cell bound to
/// it is not rebound, and keeps its local state), a new identity gets a new
/// reactor, and a reactor whose identity left is released. A kept reactor
/// whose model changed is handed the new model as a mutation through its
/// own serial queue (``ModelReactor/mutation(forNewModel:)``), never
/// recreated. Order follows the models.
///
/// The children's actions reach the parent through ``actions``, tagged with
/// the child's identity: merge them in the parent's `transform(action:)`.
///
/// ```swift
/// func transform(action: Observable<Action>) -> Observable<Action> {
///   .merge(action, initialState.todos.actions.map { .todo(id: $0.id, action: $0.action) })
/// }
/// ```
///
/// Every version of a collection made by ``apply(_:)-321yh`` from the same
/// original shares that stream, so it can be taken from `initialState`. The
/// parent hears its children from the moment its own streams are set up
/// (its `transform(action:)` runs when its `action` or `state` is first
/// used, which binding a view does); a child action sent before that has
/// no listener and is not kept.
/// An action sent by a child whose identity has left is dropped and
/// reported (``ReactorWarning/Kind/actionFromRemovedChild``).
///
/// A value type: copies share their reactors. Apply updates from one
/// thread at a time (a reactor's `reduce` does). A copy keeps its children
/// alive, like any array of objects, with one exception: the version made
/// by the initializer (the one a reactor keeps in `initialState`) lets a
/// child go as soon as its identity leaves the live collection, so that it
/// does not keep the first children alive for the reactor's life. Asked
/// for such a child later (a state reset to `initialState`), it makes a
/// new reactor from the model, as for a returning identity.
///
/// Cheap children: a child that nobody observes or sends actions to costs
/// its own object. The tap that forwards its actions is installed when its
/// action subject is first created, and a newer model handed to it before
/// its streams exist is applied when they are set up or `currentState` is
/// first read (only the latest such model is applied).
public struct ReactorCollection<Model: IdentifiableType, Child: Reactor> {
  /// A model's identity, which keys its reactor.
  public typealias Identity = Model.Identity
  /// A child's action and the identity of the child that sent it.
  public typealias ChildAction = (id: Identity, action: Child.Action)

  /// The models, in order.
  public var models: [Model] { storedModels }
  /// The child reactors, in the models' order.
  public var reactors: [Child] { seed?.all ?? storedReactors }
  @usableFromInline var storedModels: [Model] = []
  /// The children, unless this is the initializer's version (`seed`).
  @usableFromInline var storedReactors: [Child] = []
  /// The initializer's version holds its children here (see the type).
  @usableFromInline var seed: SeedChildren<Model, Child>?
  @usableFromInline var indexByIdentity: [Identity: Int] = [:]
  @usableFromInline let hub: ChildActionHub<Model, Child>

  /// Creates the children of `models` with `makeReactor`; later
  /// ``apply(_:)-321yh`` calls hand a kept child a changed model as the mutation
  /// `mutationForModel` returns.
  public init(
    _ models: [Model] = [],
    makeReactor: @escaping (Model) -> Child,
    mutationForModel: @escaping (Child, Model) -> Child.Mutation
  ) {
    hub = ChildActionHub(makeReactor: makeReactor, mutationForModel: mutationForModel)
    apply(models, isChanged: { _, _ in true })
    guard !storedReactors.isEmpty else { return }
    let seed = SeedChildren(
      storedReactors, models: storedModels, index: indexByIdentity, makeReactor: makeReactor)
    hub.seed = seed
    seed.hub = hub
    self.seed = seed
    storedReactors = []
  }

  /// The children's actions, tagged with the sending child's identity, in
  /// the order they were sent (each after the child itself processed it).
  /// The same stream for every version of this collection.
  public var actions: Observable<ChildAction> {
    hub.actions.asObservable()
  }

  /// The child reactor of `identity`, if the identity is in the collection.
  public subscript(identity identity: Identity) -> Child? {
    indexByIdentity[identity].map { self[$0] }
  }

  /// The position of `identity`, if it is in the collection.
  public func index(of identity: Identity) -> Int? {
    indexByIdentity[identity]
  }

  // Inlinable: specialized for the caller's model and reactor types
  // (children.wholeUpdate.10k).
  /// The children as items of animatable sections (``ChildItem``).
  @inlinable
  public var items: [ChildItem<Identity, Child>] {
    let reactors = seed?.all ?? storedReactors
    var items: [ChildItem<Identity, Child>] = []
    items.reserveCapacity(storedModels.count)
    for (model, reactor) in zip(storedModels, reactors) {
      items.append(ChildItem(identity: model.identity, reactor: reactor))
    }
    return items
  }

  /// Makes the collection show `newModels`, in their order: kept identities
  /// keep their reactors, and those whose model differs (`!=`) get the new
  /// model as a mutation; new identities get new reactors; the others are
  /// released.
  ///
  /// A repeated identity is reported
  /// (``ReactorWarning/Kind/duplicateChildIdentity``) and its later models
  /// are skipped.
  ///
  /// - Complexity: O(n + m) for n models before and m after.
  @inlinable
  public mutating func apply(_ newModels: [Model]) where Model: Equatable {
    apply(newModels, isChanged: !=)
  }

  /// Makes the collection show `newModels`; every kept reactor is handed
  /// its model again (models that are not `Equatable` cannot be compared).
  @inlinable
  public mutating func apply(_ newModels: [Model]) {
    apply(newModels, isChanged: { _, _ in true })
  }

  /// A copy of the collection showing `newModels`.
  public func applying(_ newModels: [Model]) -> Self where Model: Equatable {
    var copy = self
    copy.apply(newModels)
    return copy
  }

  // Inlinable: specialized for the caller's model type, the loop is several
  // times faster (children.update.10k).
  @inlinable
  mutating func apply(_ newModels: [Model], isChanged: (Model, Model) -> Bool) {
    // The index is updated in place, one hash per model: during the pass a
    // visited identity holds `-(new position) - 1` (negative: visited), an
    // unvisited one its old position.
    var adopted: [(identity: Identity, child: Child)] = []
    if let seed {
      // This copy leaves the initializer's version: it holds its children
      // itself from now on (remade ones become current).
      let (children, remade) = seed.adopt()
      storedReactors = children
      adopted = remade
      self.seed = nil
    }
    var index = indexByIdentity
    indexByIdentity = [:]
    var newReactors: [Child] = []
    newReactors.reserveCapacity(newModels.count)
    var keptModels: [Model] = []
    keptModels.reserveCapacity(newModels.count)
    var added: [(identity: Identity, child: Child)] = []
    var handed: [(child: Child, model: Model)] = []
    var stays = [Bool](repeating: false, count: storedReactors.count)
    for model in newModels {
      let identity = model.identity
      let position = newReactors.count
      if let slot = index.index(forKey: identity) {
        let old = index.values[slot]
        guard old >= 0 else {
          hub.reportDuplicate(identity)
          continue
        }
        index.values[slot] = -position - 1
        stays[old] = true
        let reactor = storedReactors[old]
        if isChanged(storedModels[old], model) { handed.append((reactor, model)) }
        newReactors.append(reactor)
      } else {
        let reactor = hub.makeReactor(model)
        index[identity] = -position - 1
        added.append((identity, reactor))
        newReactors.append(reactor)
      }
      keptModels.append(model)
    }
    var departed: [(identity: Identity, child: Child)] = []
    for old in stays.indices where !stays[old] {
      let identity = storedModels[old].identity
      departed.append((identity, storedReactors[old]))
      index[identity] = nil
    }
    for slot in index.indices { index.values[slot] = -index.values[slot] - 1 }
    storedModels = keptModels
    storedReactors = newReactors
    indexByIdentity = index
    hub.commit(added: added, departed: departed, handed: handed, adopted: adopted)
  }
}

extension ReactorCollection where Child: ModelReactor, Child.Model == Model {
  /// Creates the children of `models` with `Child(model:)`; changed models
  /// reach kept children through ``ModelReactor/mutation(forNewModel:)``.
  public init(_ models: [Model] = []) {
    self.init(
      models, makeReactor: { Child(model: $0) },
      mutationForModel: { child, model in child.mutation(forNewModel: model) })
  }
}

extension ReactorCollection: RandomAccessCollection {
  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// One past the last position.
  public var endIndex: Int { storedModels.count }
  /// The child reactor at `position`.
  public subscript(position: Int) -> Child {
    if let seed { return seed.child(at: position) }
    return storedReactors[position]
  }
}

extension Reactor {
  /// Sends `mutation` through the reactor's serial queue, as if a `mutate`
  /// stream had emitted it.
  func receiveFromOutside(_ mutation: Mutation) {
    let storage = self.storage
    storage.setUpIfNeeded()
    storage.receive(mutation)
  }
}

extension ReactorCollection: Equatable where Model: Equatable {
  /// Whether both show the same models in the same order. The child
  /// reactors are not compared (a collection's children are its own
  /// objects): check them with `===` through `subscript(identity:)`. This
  /// lets a `TestStore` compare states that hold collections.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storedModels == rhs.storedModels
  }
}

extension ReactorCollection: CustomReflectable {
  /// The models, in order (what a state dump shows).
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: storedModels, displayStyle: .collection)
  }
}
