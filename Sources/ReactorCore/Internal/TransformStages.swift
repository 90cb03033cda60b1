import Platform
import Streams

/// The `transform(action:)`, `transform(mutation:)` and `transform(state:)`
/// stages a reactor overrides, as one object.
///
/// Whether a reactor has transforms at all is decided in one place,
/// ``make(for:storage:)``: an identity transform returns its input object
/// unchanged, and then its stage is absent and costs nothing; a reactor that
/// overrides none gets no object at all, and the storage's queue takes its
/// direct path.
@usableFromInline
final class TransformStages<R: Reactor>: @unchecked Sendable {
  @usableFromInline let action: Pipeline<R.Action>?
  @usableFromInline let mutation: Pipeline<R.Mutation>?
  @usableFromInline let state: Pipeline<R.State>?
  /// The latest state out of `transform(state:)` (what `currentState`
  /// returns then); guarded by the storage's `stateLock`.
  @usableFromInline var published: R.State

  private init(
    action: Pipeline<R.Action>?,
    mutation: Pipeline<R.Mutation>?,
    state: Pipeline<R.State>?,
    published: R.State
  ) {
    self.action = action
    self.mutation = mutation
    self.state = state
    self.published = published
  }

  /// The stages `reactor` overrides, wired to `storage`'s queue, or `nil`
  /// when it overrides none. Runs the user's `transform` functions (with no
  /// lock held).
  ///
  /// Each `transform` is first handed its type's probe, a never-emitting
  /// observable shared by every reactor of the type (``TransformProbes``):
  /// one that returns its input is the protocol's identity and costs
  /// nothing more, no subject made. Only a `transform` that returns another
  /// stream is called again, with the stage's own subject; the stream it
  /// made from the probe is dropped without being subscribed.
  ///
  /// The stages' callbacks hold `storage` strongly (no side table on it);
  /// the storage's teardown disconnects the stages, which drops them.
  static func make(for reactor: R, storage: ReactorStorage<R>) -> TransformStages<R>? {
    let probes = TransformProbes<R>.shared
    let actionStage: Pipeline<R.Action>? =
      reactor.transform(action: probes.action) === probes.action
      ? nil
      : Pipeline(
        transformedBy: reactor.transform(action:),
        onNext: { storage.enqueueProcess($0) },
        onError: {
          storage.report($0, stage: .transformAction, action: nil)
        })

    let mutationStage: Pipeline<R.Mutation>? =
      reactor.transform(mutation: probes.mutation) === probes.mutation
      ? nil
      : Pipeline(
        transformedBy: reactor.transform(mutation:),
        onNext: { storage.applySerially($0) },
        onError: {
          storage.report($0, stage: .transformMutation, action: nil)
        })

    let initial = storage.owned.pointee.rawState
    let stateStage: Pipeline<R.State>?
    if reactor.transform(state: probes.state) === probes.state {
      stateStage = nil
    } else {
      let states = BehaviorSubject(value: initial)
      stateStage = Pipeline(
        input: states, output: reactor.transform(state: states),
        onNext: { storage.receiveTransformed($0) },
        onError: {
          storage.report($0, stage: .transformState, action: nil)
        },
        replaysLatest: true)
    }

    guard actionStage != nil || mutationStage != nil || stateStage != nil else { return nil }
    return TransformStages(
      action: actionStage, mutation: mutationStage, state: stateStage, published: initial)
  }

  /// Subscribes every stage to the user's transformed stream.
  func connect() {
    action?.connect()
    mutation?.connect()
    state?.connect()
  }

  /// Ends every stage's subscription.
  func disconnect() {
    action?.disconnect()
    mutation?.disconnect()
    state?.disconnect()
  }
}

/// The observables a reactor type's `transform` functions are probed with
/// (see ``TransformStages/make(for:storage:)``): made once per reactor type,
/// never emitting, never subscribed to by the package.
final class TransformProbes<R: Reactor>: @unchecked Sendable {
  let action: Observable<R.Action> = .never()
  let mutation: Observable<R.Mutation> = .never()
  let state: Observable<R.State> = .never()

  private init() {}

  /// The probes of `R`, made on first use. Thread-safe.
  static var shared: TransformProbes<R> {
    let key = ObjectIdentifier(R.self)
    // Made outside the lock: creating observables runs no user code, but
    // nothing but the table is touched under it.
    if let existing = probeTable.withLock({ $0[key] }) {
      return unsafeDowncast(existing, to: TransformProbes<R>.self)
    }
    let made = TransformProbes<R>()
    let stored = probeTable.withLock { table -> AnyObject in
      if let existing = table[key] { return existing }
      table[key] = made
      return made
    }
    return unsafeDowncast(stored, to: TransformProbes<R>.self)
  }
}

/// Every reactor type's ``TransformProbes``, by type.
private let probeTable = LockedState<[ObjectIdentifier: AnyObject]>([:])
