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
  /// Each identity's slot: a number that stays with the identity while it
  /// is in the collection (its position at the initializer), so that an
  /// update moves positions without hashing identities again.
  @usableFromInline var slotByIdentity: [Identity: Int] = [:]
  /// The slot of each position, in the models' order.
  @usableFromInline var slotOfPosition: [Int] = []
  /// The position of each slot; a free slot's entry is stale.
  @usableFromInline var positionOfSlot: [Int] = []
  /// Slots freed by departed identities, reused by new ones.
  @usableFromInline var freeSlots: [Int] = []
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
    // Here every slot is its position: the seed finds a child by slot.
    let seed = SeedChildren(storedReactors, models: storedModels, makeReactor: makeReactor)
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
    index(of: identity).map { self[$0] }
  }

  /// The position of `identity`, if it is in the collection.
  public func index(of identity: Identity) -> Int? {
    slotByIdentity[identity].map { positionOfSlot[$0] }
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
  /// The update: one pass over `newModels` that follows the old order with
  /// a cursor, so that an identity still where the cursor expects it (most
  /// of them in a typical update) or just after one that left or moved is
  /// found without hashing; a moved, new or repeated one is looked up by
  /// its slot.
  ///
  /// - Returns: where each new position's reactor was: its old position,
  ///   or the old count or more for a new one.
  /// - Complexity: O(n + m); hashes only identities that moved, arrived or
  ///   left (a few per changed model), not every kept one.
  @inlinable @discardableResult
  mutating func apply(_ newModels: [Model], isChanged: (Model, Model) -> Bool) -> [Int] {
    var adopted: [(identity: Identity, child: Child)] = []
    if seed != nil {
      // This copy leaves the initializer's version: it holds its children
      // itself from now on (remade ones become current).
      let isLastUse = isKnownUniquelyReferenced(&seed)
      let (children, remade) = seed!.adopt(isLastUse: isLastUse)
      storedReactors = children
      adopted = remade
      self.seed = nil
    }
    let oldModels = storedModels
    // Taken out of `self` so that, unless a copy of the collection shares
    // it, it is reordered in place (kept reactors are moved, not retained).
    var reactors = storedReactors
    storedReactors = []
    let oldSlots = slotOfPosition
    let oldCount = oldModels.count
    // Taken out of `self` so that they are uniquely referenced and updated
    // in place. During the pass a slot visited holds `-(new position) - 1`
    // (negative: visited), an unvisited one its old position.
    var slots = slotByIdentity
    slotByIdentity = [:]
    var positions = positionOfSlot
    positionOfSlot = []
    var free = freeSlots
    freeSlots = []
    // Where each new position's reactor is: its old position, or
    // `oldCount + k` for the k-th added one.
    var sources: [Int] = []
    sources.reserveCapacity(newModels.count)
    // The models kept: `newModels` itself (shared, not copied) unless a
    // repeated identity was skipped.
    var keptModels: [Model]?
    var newSlots: [Int] = []
    newSlots.reserveCapacity(newModels.count)
    var added: [(identity: Identity, child: Child)] = []
    var handed: [(child: Child, model: Model)] = []
    var stays = [Bool](repeating: false, count: oldCount)
    // The old position expected next. It follows a match at or just after
    // it; a match found by lookup moves it only when the next model goes on
    // from there (a run removed, or a run that moved), not for one identity
    // moved on its own: skipping visited positions then stays O(n) in all
    // (a reversed list moved the cursor back n times, O(n²)).
    var cursor = 0
    for index in newModels.indices {
      let model = newModels[index]
      let identity = model.identity
      let position = sources.count
      while cursor < oldCount && stays[cursor] { cursor += 1 }
      var old = -1
      var isLookedUp = false
      if cursor < oldCount && oldModels[cursor].identity == identity {
        old = cursor
      } else if cursor + 1 < oldCount && !stays[cursor + 1]
        && oldModels[cursor + 1].identity == identity
      {
        // The one at the cursor left or moved: no lookup for this one.
        old = cursor + 1
      } else if let slot = slots[identity] {
        // Visited already (negative), whether kept or new in this pass.
        guard positions[slot] >= 0 else {
          hub.reportDuplicate(identity)
          if keptModels == nil { keptModels = Array(newModels[..<sources.count]) }
          continue
        }
        old = positions[slot]
        isLookedUp = true
      }
      if old >= 0 {
        stays[old] = true
        if !isLookedUp
          || (index + 1 < newModels.endIndex && old + 1 < oldCount && !stays[old + 1]
            && oldModels[old + 1].identity == newModels[index + 1].identity)
        {
          cursor = old + 1
        }
        let slot = oldSlots[old]
        positions[slot] = -position - 1
        newSlots.append(slot)
        if isChanged(oldModels[old], model) { handed.append((reactors[old], model)) }
        sources.append(old)
      } else {
        let reactor = hub.makeReactor(model)
        let slot: Int
        if let reused = free.popLast() {
          slot = reused
          positions[slot] = -position - 1
        } else {
          slot = positions.count
          positions.append(-position - 1)
        }
        slots[identity] = slot
        newSlots.append(slot)
        sources.append(oldCount + added.count)
        added.append((identity, reactor))
      }
      keptModels?.append(model)
    }
    var departed: [(slot: Int, child: Child)] = []
    for old in stays.indices where !stays[old] {
      let slot = oldSlots[old]
      departed.append((slot, reactors[old]))
      slots[oldModels[old].identity] = nil
      free.append(slot)
    }
    for slot in newSlots { positions[slot] = -positions[slot] - 1 }
    storedModels = keptModels ?? newModels
    reactors.reserveCapacity(oldCount + added.count)
    for (_, child) in added { reactors.append(child) }
    reactors.rearrange(takingFrom: sources)
    storedReactors = reactors
    slotOfPosition = newSlots
    positionOfSlot = positions
    freeSlots = free
    slotByIdentity = slots
    hub.commit(added: added, departed: &departed, handed: handed, adopted: adopted)
    return sources
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
  @usableFromInline
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
