import Platform
import Streams
import Synchronization

/// The streams of one reactor: its action queue, current state and state
/// observers, created the first time the reactor's `action` or `state` is
/// used and kept in ``StorageTable`` beside the reactor.
///
/// Thread-safety, by field:
/// - The owned fields (`rawState`, `isTornDown`, `observers`, `inflight`:
///   the reduced state, the state observers, the in-flight `mutate`
///   subscriptions) belong to the thread draining `queue`, the action queue (see
///   ``ReactorQueue``, the one place that says how a reactor drains): processing actions,
///   reducing, publishing, adding and removing observers all run there, one
///   at a time. That thread writes the state under `stateLock` so that
///   `currentState` can read it from any thread; it is written before
///   observers see it, and the replaced state is released after unlocking
///   (its `deinit` may read `currentState`).
/// - The reactor is reached through a `weak` reference; once it is gone,
///   actions and late mutations are dropped and the storage is torn down.
///
/// Memory: one object plus one small buffer; nothing is allocated for
/// transforms the reactor does not override.
@usableFromInline
final class ReactorStorage<R: Reactor>: ReactorStorageBase, RawSubscribable, DrainOwner,
  @unchecked Sendable
{
  /// What the state stream emits (``RawSubscribable``).
  @usableFromInline typealias Element = R.State

  // Set once, in `init`: reads need no dynamic exclusivity check.
  @usableFromInline @exclusivity(unchecked) weak var reactor: R?
  /// The action queue and its drain.
  @usableFromInline let queue = ReactorQueue()

  // The owned fields: the queue, not the runtime, guarantees exclusive
  // access (`@exclusivity(unchecked)`: no dynamic check on the hot path);
  // stored inline, so that unspecialized code reaches them by the class's
  // field offsets, with no generic metadata lookup.
  /// The latest reduced state (before `transform(state:)`); written by the
  /// draining thread under `stateLock`, read by it freely.
  @usableFromInline @exclusivity(unchecked) var rawState: R.State
  /// Set once the reactor is gone and its streams ended: a late subscriber
  /// gets `.completed` at once.
  @usableFromInline @exclusivity(unchecked) var isTornDown = false
  @usableFromInline @exclusivity(unchecked) var observers: ObserverList<RawObserver<R.State>>
  @usableFromInline @exclusivity(unchecked) var inflight: InFlightStreams?
  /// Guards writes of the current state against reads from other threads.
  @usableFromInline let stateLock = PlatformLock()
  // Declared beside the lock's small word so that they share its padding.
  @usableFromInline let stubEnabled = Atomic<Bool>(false)
  @usableFromInline let isTracing = Atomic<Bool>(false)
  /// Which sink is attached, a ``RecordingTap`` value (see
  /// `ReactorStorage+Recording.swift`): one byte, so that it shares the
  /// lock's padding with the flags above.
  @usableFromInline let recordingTap = Atomic<UInt8>(RecordingTap.none)
  @usableFromInline let actionReference: LazyReference<ActionSubject<R.Action>>
  @usableFromInline let stateReference: LazyReference<Observable<R.State>>
  @usableFromInline let setUpGate = OnceGate()
  @usableFromInline let transformsReference: LazyReference<TransformStages<R>>
  @usableFromInline let extrasReference: LazyReference<StorageExtras<R>>

  @inlinable
  init(reactor: R) {
    // Set here rather than by initializer expressions: those are separate
    // generic functions that look up their types' metadata on every call;
    // this inlinable initializer is specialized for the reactor's type.
    observers = ObserverList()
    actionReference = LazyReference()
    stateReference = LazyReference()
    transformsReference = LazyReference()
    extrasReference = LazyReference()
    rawState = reactor.initialState
    self.reactor = reactor
    super.init(owner: reactor)
  }

  deinit {
    inflight?.dispose()
    // Generic code, as `tearDown`: the stages' and extras' types are looked
    // up only when they exist.
    if !transformsReference.slot.isEmpty { transformsReference.load()?.disconnect() }
    // Streams still running under cancellation identifiers end, and any
    // subscribed later ends at once.
    if !extrasReference.slot.isEmpty { extrasReference.load()?.cancellationScope.close() }
  }

  override func loadOwner() -> AnyObject? { reactor }

  override func existingActionSubject() -> AnyObject? { actionReference.load() }

  override func tearDown() {
    // This code is generic (the table calls it for any reactor), so each
    // generic type it uses is looked up at run time: what most reactors
    // end without (observers, stages) is checked for first.
    func endStreams() {
      isTornDown = true
      if !observers.isEmpty { completeObservers() }
      inflight?.dispose()
    }
    queue.run(endStreams, owner: self, queued: { endStreams })
    // The stages' callbacks hold this storage: disconnecting drops them.
    if !transformsReference.slot.isEmpty { transformsReference.load()?.disconnect() }
    // The action subject's handler and the state source hold this storage:
    // drop them to end the cycles (one someone still holds keeps working:
    // actions are dropped, subscribers complete at once).
    actionReference.slot.clear()
    stateReference.slot.clear()
  }

  /// The state stream ends with its reactor: observers get `.completed`,
  /// which also ends subscriptions that nobody disposed. Drain only.
  ///
  /// A function of its own, called only when there are observers: the
  /// generic types it needs are looked up at run time, on entry.
  @inline(never)
  private func completeObservers() {
    let observers = observers.removeAll()
    enter(.startPublishing)
    observers.dispatchToAll(.completed)
    enter(.finishPublishing)
    // Subscriptions kept by their users no longer keep this storage, nor
    // the closures they were made with.
    observers.forEachObserver { $0.end() }
  }

  /// The transform stages, `nil` when the reactor overrides no `transform`
  /// (decided once, by ``TransformStages/make(for:storage:)``).
  @inlinable
  var transforms: TransformStages<R>? { transformsReference.load() }

  var typeName: String { String(describing: R.self) }

  // MARK: - Reading

  @inlinable
  var currentState: R.State {
    if stubEnabled.load(ordering: .acquiring) { return stub.state.value }
    return lockedPublishedState
  }

  /// `publishedState`, read under `stateLock` (from any thread).
  @inlinable
  var lockedPublishedState: R.State {
    stateLock.lock()
    defer { stateLock.unlock() }
    return publishedState
  }

  /// What observers saw last: the transformed state when `transform(state:)`
  /// is overridden, the reduced one otherwise. Requires `stateLock` or the
  /// queue.
  @inlinable
  var publishedState: R.State {
    if let transforms, transforms.state != nil { return transforms.published }
    return rawState
  }

  // MARK: - Streams

  /// The action subject, created on first use.
  @inlinable
  var action: ActionSubject<R.Action> {
    if stubEnabled.load(ordering: .acquiring) { return stub.action }
    if let subject = actionReference.load() { return subject }
    setUpIfNeeded()
    // Strong: a weak capture would cost a side table and an atomic load per
    // action; `tearDown` ends the storage → subject → storage cycle.
    let subject = ActionSubject(handler: { [self] in dispatch($0) })
    guard let reactor else { return actionReference.storeIfNil(subject) }
    // A child's parent starts listening before the subject is visible.
    return ChildHook.actionSubjectWillPublish(subject, of: reactor) {
      actionReference.storeIfNil($0)
    }
  }

  /// The state stream: one object for the storage's life, as ReactorKit
  /// has one per reactor.
  @inlinable
  var state: Observable<R.State> {
    if stubEnabled.load(ordering: .acquiring) { return stub.state.asObservable() }
    if let state = stateReference.load() { return state }
    setUpIfNeeded()
    // Strong (no side table on the storage): `tearDown` drops the source,
    // ending the storage → source → storage cycle. A source a user kept
    // after that still works: its subscribers complete at once. Its
    // subscriptions (a cell binding's) go through a closure made here:
    // code specialized for the reactor, with no run-time type look-ups.
    return stateReference.storeIfNil(
      Observable.rawSource(self, subscribe: { $0.add(RawObserver(retaining: $0, handler: $1)) }))
  }

  /// Adds a state observer: it first receives the latest published state.
  /// (``RawSubscribable``; the state source made in `state` calls `add`
  /// through its own closure instead.)
  @usableFromInline
  func subscribeRaw(_ observer: @escaping (Event<R.State>) -> Void) -> any Disposable & AnyObject {
    add(RawObserver(retaining: self, handler: .event(observer)))
  }

  /// Shows `observer` the latest published state, then adds it (unless it
  /// was disposed meanwhile, or the reactor is gone: then it completes).
  /// The observer retains this storage (no weak reference: see
  /// `SubjectSubscription`) until disposed; `tearDown` detaches it.
  @inlinable
  func add(_ observer: RawObserver<R.State>) -> RawObserver<R.State> {
    func add() {
      // Disposed before it could be added: nothing will remove it, so its
      // closures are released here.
      if observer.isDisposed { return observer.end() }
      enter(.startPublishing)
      defer { enter(.finishPublishing) }
      if isTornDown {
        observer.on(.completed)
        observer.end()
        return
      }
      observer.on(.next(publishedState))
      if !observer.isDisposed {
        observers.append(observer)
      } else {
        observer.end()
      }
    }
    // Uncontended (a cell binding its reactor): no closure is allocated.
    queue.run(add, owner: self, queued: { add })
    return observer
  }

  @usableFromInline
  override func unsubscribe(_ subscription: SubjectSubscription) {
    func remove() {
      // A cell's one observer goes without generic calls (this code is
      // generic: each would look up the observer's type at run time).
      let removed =
        observers.removeSingle(identicalTo: subscription) ?? observers.remove(subscription)
      removed?.end()
    }
    queue.run(remove, owner: self, queued: { remove })
  }

  /// The actions whose `mutate` streams are still running, oldest first.
  /// Any thread (the streams' table is set once under the state lock and
  /// guards itself).
  var inFlightActions: [R.Action] {
    stateLock.lock()
    let inflight = inflight
    stateLock.unlock()
    return (inflight?.actions ?? []).compactMap { $0 as? R.Action }
  }

  // MARK: - Set-up

  /// Connects the transform stages once. A `transform` that uses the
  /// reactor's `action` or `state` re-entrantly proceeds without waiting;
  /// another thread arriving meanwhile waits (parked) for set-up to finish.
  @inlinable
  func setUpIfNeeded() {
    if setUpGate.isOpen { return }
    // The caller holds the reactor (it is using its `action` or `state`),
    // so this reference is never the last one.
    guard let reactor else { return }
    setUpGate.run {
      // The `transform` functions' streams are this reactor's, as
      // `mutate`'s are (see `ReactorStorage+Cancellation.swift`).
      let stages = asStreamOwner { TransformStages.make(for: reactor, storage: self) }
      if let stages { transformsReference.storeIfNil(stages).connect() }
    }
    ChildHook.stateWillBeUsed(by: reactor)
  }

  @usableFromInline
  func report(_ error: Error, stage: ReactorError.Stage, action: String?) {
    let reactorError = ReactorError(
      reactorType: typeName, stage: stage, action: action, underlying: error)
    if let tap = errorTap {
      tap(reactorError)
    } else {
      Hooks.reactorError(reactorError)
    }
  }
}
