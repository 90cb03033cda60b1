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

  @usableFromInline
  init(
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
  /// when it overrides none. Runs the user's `transform` functions, each
  /// once (with no lock held).
  ///
  /// Each `transform` is handed a ``Streams/LazySubject``: one that returns
  /// its input unchanged (the protocol's identity) costs one small object,
  /// no subject made; one that transforms gets the subject its stage feeds,
  /// made when it is first subscribed to or sent to.
  ///
  /// The stages' callbacks hold `storage` strongly (no side table on it);
  /// the storage's teardown disconnects the stages, which drops them.
  @inlinable
  static func make(for reactor: R, storage: ReactorStorage<R>) -> TransformStages<R>? {
    let actions = LazySubject { PublishSubject<R.Action>() }
    let transformedActions = reactor.transform(action: actions)
    let actionStage: Pipeline<R.Action>? =
      transformedActions === actions
      ? nil
      : Pipeline(
        input: actions, output: transformedActions, owner: storage,
        onNext: { action in
          // What the stage's own sources send was recorded: a replay sends it.
          if !storage.dropsForReplay(action) { storage.enqueueProcess(action) }
        },
        onError: {
          storage.report($0, stage: .transformAction, action: nil)
        })

    let mutations = LazySubject { PublishSubject<R.Mutation>() }
    let transformedMutations = reactor.transform(mutation: mutations)
    let mutationStage: Pipeline<R.Mutation>? =
      transformedMutations === mutations
      ? nil
      : Pipeline(
        input: mutations, output: transformedMutations, owner: storage,
        onNext: { storage.applySerially($0) },
        onError: {
          storage.report($0, stage: .transformMutation, action: nil)
        })

    let initial = storage.rawState
    let states = LazySubject { BehaviorSubject(value: initial) }
    let transformedStates = reactor.transform(state: states)
    let stateStage: Pipeline<R.State>? =
      transformedStates === states
      ? nil
      : Pipeline(
        input: states, output: transformedStates, owner: storage,
        onNext: { storage.receiveTransformed($0) },
        onError: {
          storage.report($0, stage: .transformState, action: nil)
        },
        replaysLatest: true)

    guard actionStage != nil || mutationStage != nil || stateStage != nil else { return nil }
    return TransformStages(
      action: actionStage, mutation: mutationStage, state: stateStage, published: initial)
  }

  /// Subscribes every stage to the user's transformed stream.
  @usableFromInline
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
