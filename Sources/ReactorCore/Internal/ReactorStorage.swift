import ReactorRuntimeShims
import Streams
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What ``StorageTable`` knows of a reactor's storage: where its reactor
/// lives, and whether it is still alive.
///
/// The storage keeps no strong and no weak reference to its reactor (a weak
/// one would cost the reactor a side table and every retain a slow path).
/// It holds an `unowned` reference, which keeps only the reactor's *memory*
/// allocated after it deinitializes, so that no other object can take its
/// address (the table's key) while this storage exists; the reactor itself
/// is reached with `swift_tryRetain`, which fails once it deinitializes.
@usableFromInline
class ReactorStorageBase: @unchecked Sendable {
  // Never read: it only pins the reactor's memory (see above).
  private unowned let addressPin: AnyObject
  @usableFromInline let ownerAddress: UnsafeMutableRawPointer

  init(owner: AnyObject) {
    addressPin = owner
    ownerAddress = Unmanaged.passUnretained(owner).toOpaque()
  }

  /// The reactor, retained, unless it has started deinitializing. The
  /// caller releases it — outside any lock, since the release may be the
  /// last one and run the reactor's `deinit`.
  func retainedOwnerIfAlive() -> Unmanaged<AnyObject>? {
    guard reactor_runtime_try_retain(ownerAddress) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(ownerAddress)
  }

  /// The table's key for this storage: the reactor's identity. Read without
  /// retaining the reactor, whose memory the pin keeps even after deinit.
  var ownerIdentifier: ObjectIdentifier {
    Unmanaged<AnyObject>.fromOpaque(ownerAddress)._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
  }

  /// Called when the reactor is found gone: removes this storage's table
  /// entry (which tears it down).
  @usableFromInline
  func forgetDeadOwner() {
    StorageTable.shared.removeIfStale(ownerIdentifier)
  }

  /// Releases everything the storage holds (observers, in-flight streams,
  /// pipelines) once its reactor is gone; called by the table when it drops
  /// the entry, so that streams end with their reactor and no reference
  /// cycle outlives it.
  func tearDown() {}

  /// Drops one state observer (see ``StateObserver``).
  func removeObserver(_ handle: AnyObject) {}
}

/// The state the thread running a reactor's action queue owns, behind a
/// pointer so that the hot path pays no dynamic exclusivity check: the
/// queue, not the runtime, guarantees exclusive access.
@usableFromInline
struct OwnedState<R: Reactor> {
  /// The latest reduced state (before `transform(state:)`); written by the
  /// queue's thread under `stateLock`, read by it freely.
  @usableFromInline var rawState: R.State
  @usableFromInline var observers = StateObservers<R.State>()
  @usableFromInline var inflight: InFlightStreams?

  init(_ state: R.State) {
    rawState = state
  }
}

/// The transform stages a reactor overrides, created during set-up only
/// when at least one `transform` is overridden.
@usableFromInline
final class Pipelines<R: Reactor> {
  @usableFromInline let action: Pipeline<R.Action>?
  @usableFromInline let mutation: Pipeline<R.Mutation>?
  @usableFromInline let state: Pipeline<R.State>?
  /// The latest state out of `transform(state:)` (what `currentState`
  /// returns then); guarded by the storage's `stateLock`.
  @usableFromInline var published: R.State
  /// The thread inside `apply` handing a reduced state to `state`, while it
  /// does; 0 otherwise. Lets the state that `transform(state:)` emits
  /// synchronously be published right away (see `apply`).
  @usableFromInline let publishingThread = Atomic<UInt>(0)

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

  func disconnect() {
    action?.disconnect()
    mutation?.disconnect()
    state?.disconnect()
  }
}

/// What a reactor needs only when debugging or testing: its tracer and stub.
final class StorageExtras<R: Reactor>: @unchecked Sendable {
  let stubReference = LazyReference<Stub<R>>()
  private let lock = Lock()
  // Guarded by `lock`.
  private var output: ((String) -> Void)?

  /// Where trace lines go, or `nil` when not tracing.
  var tracer: ((String) -> Void)? {
    get { lock.withLock { output } }
    set { lock.withLock { output = newValue } }
  }

  init() {}
}

/// The streams of one reactor: its action queue, current state and state
/// observers, created the first time the reactor's `action` or `state` is
/// used and kept in ``StorageTable`` beside the reactor.
///
/// Thread-safety, by field:
/// - `owned` (reduced state, observers, in-flight `mutate` subscriptions)
///   belongs to the thread running `serializer`, the action queue (see
///   `Serializer`): processing actions, reducing, publishing, adding and
///   removing observers all run there, one at a time. That thread writes the
///   state under `stateLock`, so that `currentState` can read it from any
///   thread; it is written before observers see it.
/// - `syncThread` marks the thread that is subscribing to a `mutate` stream,
///   so that mutations it emits synchronously are reduced right away, in
///   order, instead of being queued behind later actions.
/// - The reactor is reached through `ReactorStorageBase` without a strong
///   or weak reference; once it is gone, actions and late mutations are
///   dropped and the storage is torn down.
///
/// Memory: one object plus two small buffers; nothing is allocated for
/// transforms the reactor does not override.
@usableFromInline
final class ReactorStorage<R: Reactor>: ReactorStorageBase, @unchecked Sendable {
  @usableFromInline let serializer = Serializer()
  @usableFromInline let syncThread = Atomic<UInt>(0)
  @usableFromInline let owned: UnsafeMutablePointer<OwnedState<R>>
  /// Guards writes of the current state against reads from other threads.
  @usableFromInline let stateLock = SpinLock()
  @usableFromInline let actionReference = LazyReference<ActionSubject<R.Action>>()

  /// 0 before set-up, 1 after, otherwise the id of the thread setting up.
  @usableFromInline let setupState = Atomic<UInt>(0)
  @usableFromInline let pipelineReference = LazyReference<Pipelines<R>>()

  @usableFromInline let stubEnabled = Atomic<Bool>(false)
  @usableFromInline let isTracing = Atomic<Bool>(false)
  private let extrasReference = LazyReference<StorageExtras<R>>()

  @usableFromInline
  init(reactor: R) {
    let initialState = reactor.initialState
    owned = .allocate(capacity: 1)
    owned.initialize(to: OwnedState(initialState))
    super.init(owner: reactor)
  }

  deinit {
    owned.pointee.inflight?.dispose()
    pipelineReference.load()?.disconnect()
    owned.deinitialize(count: 1)
    owned.deallocate()
  }

  /// Ends the reactor's streams: observers are dropped (breaking the
  /// observer → storage references), in-flight `mutate` streams and
  /// pipelines disposed.
  override func tearDown() {
    serializer.perform { [self] in
      // The state stream ends with its reactor: observers get `.completed`,
      // which also ends their subscriptions (and the references between a
      // subscription and its observer) even when nobody disposes them.
      let observers = owned.pointee.observers
      owned.pointee.observers = StateObservers()
      observers.dispatchToAll(.completed)
      owned.pointee.inflight?.dispose()
    }
    pipelineReference.load()?.disconnect()
    // The action subject's handler holds this storage: drop the subject to
    // end the cycle (a subject someone still holds keeps working, and drops
    // actions as the reactor is gone).
    _ = actionReference.take()
  }

  /// The transform pipelines, `nil` when the reactor overrides none.
  @inlinable
  var pipelines: Pipelines<R>? { pipelineReference.load() }

  /// The reactor, if it is still alive.
  @inlinable
  var reactor: R? {
    // `ownerAddress` is the address of an `R` (see `init`); the retain taken
    // by `reactor_runtime_try_retain` is handed to the returned reference.
    guard reactor_runtime_try_retain(ownerAddress) else { return nil }
    return Unmanaged<R>.fromOpaque(ownerAddress).takeRetainedValue()
  }

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
    if let pipelines, pipelines.state != nil { return pipelines.published }
    return owned.pointee.rawState
  }

  /// The action subject, created (with a handler specialized for `R` where
  /// this is inlined) on first use.
  @inlinable
  var action: ActionSubject<R.Action> {
    if stubEnabled.load(ordering: .acquiring) { return stub.action }
    if let subject = actionReference.load() { return subject }
    setUpIfNeeded()
    // Strong: a weak capture would cost a side table and an atomic load per
    // action; `tearDown` ends the storage → subject → storage cycle.
    return actionReference.storeIfNil(ActionSubject(handler: { [self] in dispatch($0) }))
  }

  var state: Observable<R.State> {
    if stubEnabled.load(ordering: .acquiring) { return stub.state.asObservable() }
    setUpIfNeeded()
    return Observable.rawSource { [self] observer in subscribeState(observer) }
  }

  /// Adds a state observer: it first receives the latest published state.
  private func subscribeState(
    _ observer: @escaping (Event<R.State>) -> Void
  ) -> StateObserver<R.State> {
    let handle = StateObserver(on: observer, storage: self)
    serializer.perform { [self] in
      if handle.isDisposed { return }
      observer(.next(publishedState))
      if !handle.isDisposed { owned.pointee.observers.append(handle) }
    }
    return handle
  }

  override func removeObserver(_ handle: AnyObject) {
    serializer.perform { [self] in owned.pointee.observers.remove(handle) }
  }

  /// The actions whose `mutate` streams are still running, oldest first.
  /// Reads the queue's state from outside it: for tests, when the reactor
  /// is idle.
  var inFlightActions: [R.Action] {
    (owned.pointee.inflight?.actions ?? []).compactMap { $0 as? R.Action }
  }

  // MARK: - Stub

  var isStubEnabled: Bool {
    get { stubEnabled.load(ordering: .acquiring) }
    set { stubEnabled.store(newValue, ordering: .releasing) }
  }

  private var extras: StorageExtras<R> {
    if let extras = extrasReference.load() { return extras }
    return extrasReference.storeIfNil(StorageExtras())
  }

  /// The stub, created on first use with the state published at that moment
  /// (not when tracing first created the extras).
  @usableFromInline
  var stub: Stub<R> {
    let extras = extras
    if let stub = extras.stubReference.load() { return stub }
    // Not `currentState`, which reads the stub once it is enabled (that
    // recursed forever when `isStubEnabled` was set before first use).
    return extras.stubReference.storeIfNil(Stub(initialState: lockedPublishedState))
  }

  // MARK: - Tracing

  func trace(to output: ((String) -> Void)?) {
    extras.tracer = output
    isTracing.store(output != nil, ordering: .releasing)
  }

  @usableFromInline
  func traceAction(_ action: R.Action) {
    emitTrace(["\(typeName) action: \(action)"])
  }

  @usableFromInline
  func traceMutation(_ mutation: R.Mutation, from old: R.State, to new: R.State) {
    emitTrace(
      ["\(typeName) mutation: \(mutation)"]
        + StateDump.diff(from: old, to: new).map { "  \($0)" })
  }

  private func emitTrace(_ lines: [String]) {
    guard let output = extras.tracer else { return }
    for line in lines { output(line) }
  }

  // MARK: - Set-up

  /// Connects the transform pipelines once. A `transform` that uses the
  /// reactor's `action` or `state` re-entrantly proceeds without waiting;
  /// another thread arriving meanwhile waits for set-up to finish.
  @usableFromInline
  func setUpIfNeeded() {
    if setupState.load(ordering: .acquiring) == 1 { return }
    guard let reactor else { return }
    let me = currentThreadID()
    let (won, state) = setupState.compareExchange(
      expected: 0, desired: me, ordering: .acquiringAndReleasing)
    if won {
      setUp(reactor)
      setupState.store(1, ordering: .releasing)
    } else if state != me {
      // Another thread is setting up (rare, and short): wait for it.
      while setupState.load(ordering: .acquiring) != 1 { sched_yield() }
    }
    // `state == me`: a `transform` used `action` or `state` re-entrantly.
  }

  /// Builds a pipeline only for the transforms the reactor overrides: an
  /// identity transform returns its input object unchanged, and then the
  /// stage costs nothing.
  private func setUp(_ reactor: R) {
    var actionPipeline: Pipeline<R.Action>?
    var mutationPipeline: Pipeline<R.Mutation>?
    var statePipeline: Pipeline<R.State>?
    let actions = PublishSubject<R.Action>()
    let transformedActions = reactor.transform(action: actions)
    if transformedActions !== actions {
      actionPipeline = Pipeline(
        input: actions, output: transformedActions,
        onNext: { [weak self] in self?.enqueueProcess($0) },
        onError: { [weak self] in self?.report($0, stage: .transformAction, action: nil) })
    }

    let mutations = PublishSubject<R.Mutation>()
    let transformedMutations = reactor.transform(mutation: mutations)
    if transformedMutations !== mutations {
      mutationPipeline = Pipeline(
        input: mutations, output: transformedMutations,
        onNext: { [weak self] in self?.applySerially($0) },
        onError: { [weak self] in self?.report($0, stage: .transformMutation, action: nil) })
    }

    let states = BehaviorSubject(value: owned.pointee.rawState)
    let transformedStates = reactor.transform(state: states)
    if transformedStates !== states {
      statePipeline = Pipeline(
        input: states, output: transformedStates,
        onNext: { [weak self] state in
          guard let self else { return }
          // Emitted synchronously from `apply` (which owns the queue):
          // publish now, once, as without a state transform.
          if let pipelines = self.pipelines,
            pipelines.publishingThread.compareExchange(
              expected: currentThreadID(), desired: 0, ordering: .acquiringAndReleasing
            ).exchanged
          {
            publishTransformed(state)
            return
          }
          serializer.perform { self.publishTransformed(state) }
        },
        onError: { [weak self] in self?.report($0, stage: .transformState, action: nil) },
        replaysLatest: true)
    }
    guard actionPipeline != nil || mutationPipeline != nil || statePipeline != nil else {
      return
    }
    let pipelines = pipelineReference.storeIfNil(
      Pipelines(
        action: actionPipeline, mutation: mutationPipeline, state: statePipeline,
        published: owned.pointee.rawState))
    pipelines.action?.connect()
    pipelines.mutation?.connect()
    pipelines.state?.connect()
  }

  // MARK: - The action queue

  @inlinable
  func dispatch(_ action: R.Action) {
    if let actionPipeline = pipelines?.action {
      actionPipeline.send(action)
    } else {
      enqueueProcess(action)
    }
  }

  @inlinable
  func enqueueProcess(_ action: R.Action) {
    if serializer.tryEnter() {
      process(action)
      serializer.leave()
    } else {
      serializer.enqueue { [self] in process(action) }
    }
  }

  /// Runs `mutate` for one action. Owner of `serializer` only.
  @inlinable
  func process(_ action: R.Action) {
    guard let reactor else {
      forgetDeadOwner()
      return
    }
    if isTracing.load(ordering: .relaxed) { traceAction(action) }
    let mutations = reactor.mutate(action: action)
    if pipelines?.mutation == nil, mutations.forEachKnownElement({ apply($0, reactor) }) {
      return
    }
    subscribe(to: mutations, for: action)
  }

  @usableFromInline
  func subscribe(to mutations: Observable<R.Mutation>, for action: R.Action) {
    let inflight = owned.pointee.inflight ?? InFlightStreams()
    owned.pointee.inflight = inflight
    let subscription = SingleAssignmentDisposable()
    guard let key = inflight.insert(action: action, subscription: subscription) else { return }
    let previous = syncThread.exchange(currentThreadID(), ordering: .acquiringAndReleasing)
    let disposable = mutations.subscribe { [weak self] event in
      switch event {
      case .next(let mutation): self?.receive(mutation)
      case .error(let error):
        self?.report(error, stage: .mutate, action: "\(action)")
        inflight.remove(key)
      case .completed:
        inflight.remove(key)
      }
    }
    syncThread.store(previous, ordering: .releasing)
    subscription.setDisposable(disposable)
  }

  private func receive(_ mutation: R.Mutation) {
    if let mutationPipeline = pipelines?.mutation {
      mutationPipeline.send(mutation)
    } else {
      applySerially(mutation)
    }
  }

  /// Reduces now when called synchronously from inside `process` on its own
  /// thread, otherwise through the queue.
  private func applySerially(_ mutation: R.Mutation) {
    guard let reactor else {
      // The reactor is gone: end its streams and drop its entry now rather
      // than at the next sweep of the table.
      forgetDeadOwner()
      return
    }
    if syncThread.load(ordering: .acquiring) == currentThreadID() {
      apply(mutation, reactor)
    } else if serializer.tryEnter() {
      apply(mutation, reactor)
      serializer.leave()
    } else {
      serializer.enqueue { [self] in
        guard let reactor = self.reactor else { return }
        apply(mutation, reactor)
      }
    }
  }

  /// Reduces one mutation. Owner of `serializer` only.
  @inlinable
  func apply(_ mutation: R.Mutation, _ reactor: R) {
    // Fix: `reduce` runs outside the synchronous window, like observers in
    // `publish`. A mutation that `reduce` makes another in-flight `mutate`
    // stream emit is queued; inside the window it was reduced within this
    // `reduce` (overlapping it) and then lost, overwritten by its result.
    let new = outsideSynchronousWindow {
      reactor.reduce(state: owned.pointee.rawState, mutation: mutation)
    }
    if isTracing.load(ordering: .relaxed) {
      traceMutation(mutation, from: owned.pointee.rawState, to: new)
    }
    stateLock.lock()
    owned.pointee.rawState = new
    stateLock.unlock()
    if let pipelines, let statePipeline = pipelines.state {
      sendToStateTransform(new, statePipeline, pipelines)
    } else {
      publish(new)
    }
  }

  /// Hands a reduced state to `transform(state:)`. Owner of `serializer`
  /// only.
  ///
  /// Fix: the transformed state used to be published through the queue,
  /// i.e. after actions queued meanwhile (re-entrant or from other threads)
  /// had been processed with a stale `currentState`, and after their
  /// effects. Now a state that `transform(state:)` emits synchronously is
  /// published right away, before the next queued action, as without a
  /// state transform.
  @usableFromInline
  func sendToStateTransform(
    _ state: R.State, _ statePipeline: Pipeline<R.State>, _ pipelines: Pipelines<R>
  ) {
    pipelines.publishingThread.store(currentThreadID(), ordering: .releasing)
    statePipeline.send(state)
    pipelines.publishingThread.store(0, ordering: .releasing)
  }

  /// Makes a state out of `transform(state:)` current, then shows it to
  /// observers. Owner of `serializer` only.
  func publishTransformed(_ state: R.State) {
    guard let pipelines else { return }
    stateLock.lock()
    pipelines.published = state
    stateLock.unlock()
    publish(state)
  }

  /// Shows `state`, already current, to observers. Owner of `serializer`
  /// only.
  @inlinable
  func publish(_ state: R.State) {
    guard !owned.pointee.observers.isEmpty else { return }
    // Observers run outside the synchronous window: a mutation they cause
    // is queued, never reduced while this state is still being delivered.
    outsideSynchronousWindow { owned.pointee.observers.dispatch(.next(state)) }
  }

  /// Runs user code (`reduce`, state observers) with the synchronous window
  /// of `subscribe(to:for:)` closed, then reopens it. Owner of `serializer`
  /// only.
  @inlinable @inline(__always)
  func outsideSynchronousWindow<Result>(_ body: () -> Result) -> Result {
    let window = syncThread.load(ordering: .relaxed)
    if window != 0 { syncThread.store(0, ordering: .releasing) }
    defer { if window != 0 { syncThread.store(window, ordering: .releasing) } }
    return body()
  }

  private func report(_ error: Error, stage: ReactorError.Stage, action: String?) {
    ReactorHooks.errorHandler(
      ReactorError(reactorType: typeName, stage: stage, action: action, underlying: error))
  }
}

/// One observer of a reactor's state, and the disposable of its
/// subscription.
///
/// Thread-safety: `isDisposed` is atomic; the storage removes the observer
/// through its queue, so it is never removed while it receives a state.
///
/// It holds its storage strongly (a weak reference would cost the storage a
/// side table); the storage → observer → storage cycle ends when the
/// observer is disposed or when the storage is torn down after its reactor
/// is gone.
@usableFromInline
final class StateObserver<State>: Disposable, @unchecked Sendable {
  @usableFromInline let on: (Event<State>) -> Void
  @usableFromInline let disposed = Atomic<Bool>(false)
  private let storage: ReactorStorageBase

  init(on: @escaping (Event<State>) -> Void, storage: ReactorStorageBase) {
    self.on = on
    self.storage = storage
  }

  @inlinable
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @usableFromInline
  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    storage.removeObserver(self)
  }
}

/// The observers of a reactor's state, with the single observer (the usual
/// case) stored without an array.
///
/// Owned by the storage's queue: changes are never made while observers are
/// being called, which lets `dispatch` call the single observer without
/// retaining it.
@usableFromInline
struct StateObservers<State> {
  @usableFromInline var first: StateObserver<State>?
  @usableFromInline var rest: [StateObserver<State>] = []

  init() {}

  @inlinable
  var isEmpty: Bool { first == nil }

  mutating func append(_ observer: StateObserver<State>) {
    if first == nil {
      first = observer
    } else {
      rest.append(observer)
    }
  }

  mutating func remove(_ handle: AnyObject) {
    if first === handle {
      first = rest.isEmpty ? nil : rest.removeFirst()
    } else {
      rest.removeAll { $0 === handle }
    }
  }

  @inlinable @inline(__always)
  func dispatch(_ event: Event<State>) {
    if rest.isEmpty, let first {
      // Not retained: the queue owns the list and never changes it while
      // observers are called.
      Unmanaged.passUnretained(first)._withUnsafeGuaranteedRef { observer in
        if !observer.isDisposed { observer.on(event) }
      }
    } else {
      dispatchToAll(event)
    }
  }

  @usableFromInline
  func dispatchToAll(_ event: Event<State>) {
    if let first, !first.isDisposed { first.on(event) }
    for observer in rest where !observer.isDisposed { observer.on(event) }
  }
}

/// One overridden `transform` stage: an input subject, the user's
/// transformed stream, and its subscription, re-established on the next
/// input after an error or completion so that the reactor keeps working.
///
/// Thread-safety: `subscription` and `needsReconnect` are guarded by `lock`;
/// sends go through `sends` one at a time, so that an element sent while
/// another thread reconnects waits for the new subscription instead of
/// reaching a subject nobody observes.
@usableFromInline
final class Pipeline<Element>: @unchecked Sendable {
  private let sends = Serializer()
  private let input: ObserverBox<Element>
  private let output: Observable<Element>
  private let onNext: (Element) -> Void
  private let onError: (Error) -> Void
  /// Whether `input` replays its latest element to a new subscriber (the
  /// state stage's `BehaviorSubject`).
  private let replaysLatest: Bool
  private let lock = Lock()
  private var subscription: Disposable?
  private var needsReconnect = false

  init<Input: ObserverType & ObservableType>(
    input: Input,
    output: Observable<Element>,
    onNext: @escaping (Element) -> Void,
    onError: @escaping (Error) -> Void,
    replaysLatest: Bool = false
  ) where Input.Element == Element {
    self.input = ObserverBox(input)
    self.replaysLatest = replaysLatest
    self.output = output
    self.onNext = onNext
    self.onError = onError
  }

  func connect() {
    let disposable = output.subscribe(
      onNext: onNext,
      onError: { [weak self] error in
        guard let self else { return }
        lock.withLock { needsReconnect = true }
        onError(error)
      },
      onCompleted: { [weak self] in
        guard let self else { return }
        lock.withLock { needsReconnect = true }
      })
    let previous: Disposable? = lock.withLock {
      defer { subscription = disposable }
      return subscription
    }
    previous?.dispose()
  }

  @usableFromInline
  func send(_ element: Element) {
    sends.perform { [self] in sendNow(element) }
  }

  private func sendNow(_ element: Element) {
    let reconnect: Bool = lock.withLock {
      defer { needsReconnect = false }
      return needsReconnect
    }
    if reconnect, replaysLatest {
      // Fix: store `element` first and let the new subscription receive it
      // as the replayed latest value. Reconnecting first replayed the
      // element that had failed (failing again, reported twice) and then
      // lost `element`, sent while the subscription was failed again.
      input.on(.next(element))
      connect()
      return
    }
    if reconnect { connect() }
    input.on(.next(element))
  }

  func disconnect() {
    let current: Disposable? = lock.withLock {
      defer { subscription = nil }
      return subscription
    }
    current?.dispose()
  }
}

/// A non-generic-over-the-subject holder of an observer.
private struct ObserverBox<Element> {
  let on: (Event<Element>) -> Void
  init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    on = observer.on
  }
}

/// An identifier of the calling thread, never 0.
func currentThreadID() -> UInt {
  #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
  #else
    return UInt(pthread_self())
  #endif
}
