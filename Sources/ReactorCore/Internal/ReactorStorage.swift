import Streams
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The streams of one reactor: its action queue, current state and state
/// observers, created the first time the reactor's `action` or `state` is
/// used and kept in ``StorageTable`` beside the reactor.
///
/// Thread-safety, by field:
/// - `rawState` is owned by the thread running `serializer` (the action
///   queue, see `Serializer`): `process` and `apply` only run there.
/// - `current` (what `currentState` returns) is a mutex-guarded copy, written
///   before observers see a state.
/// - `stateCore` delivers states one at a time to its observers.
/// - `syncThread` marks the thread that is subscribing to a `mutate` stream,
///   so that mutations it emits synchronously are reduced right away, in
///   order, instead of being queued behind later actions.
/// - The reactor is held weakly; once it is gone, actions and late mutations
///   are dropped.
/// What ``StorageTable`` knows of a reactor's storage: its reactor, held
/// weakly (the one weak reference to the reactor).
@usableFromInline
class ReactorStorageBase: @unchecked Sendable {
  @usableFromInline weak let owner: AnyObject?

  init(owner: AnyObject) {
    self.owner = owner
  }
}

/// The state the thread running a reactor's action queue owns, behind a
/// pointer so that the hot path pays no dynamic exclusivity check: the
/// queue, not the runtime, guarantees exclusive access.
@usableFromInline
struct OwnedState<R: Reactor> {
  @usableFromInline var rawState: R.State
  @usableFromInline var inflight: CompositeDisposable?

  init(rawState: R.State) {
    self.rawState = rawState
  }
}

/// The transform stages a reactor overrides; written once during set-up.
@usableFromInline
struct Pipelines<R: Reactor> {
  @usableFromInline var action: Pipeline<R.Action>?
  @usableFromInline var mutation: Pipeline<R.Mutation>?
  @usableFromInline var state: Pipeline<R.State>?

  init() {}
}

@usableFromInline
final class ReactorStorage<R: Reactor>: ReactorStorageBase, @unchecked Sendable {
  /// The reactor, if it is still alive.
  @inlinable
  var reactor: R? {
    // `owner` was set to an `R` in `init`.
    owner.map { unsafeDowncast($0, to: R.self) }
  }
  @usableFromInline let key: ObjectIdentifier
  @usableFromInline let typeName: String
  @usableFromInline let serializer = Serializer()
  @usableFromInline let syncThread = Atomic<UInt>(0)

  // Owned by the thread running `serializer`.
  @usableFromInline let owned: UnsafeMutablePointer<OwnedState<R>>

  @usableFromInline let current: Mutex<UncheckedSendable<R.State>>
  @usableFromInline let stateCore: SubjectCore<LatestValue<R.State>>
  @usableFromInline let actionReference = AtomicLazyReference<ActionSubject<R.Action>>()

  // Written once by `setUp` (under `setupLock`) before `isSetUp` is set;
  // read only after `isSetUp` (the action subject is created after set-up).
  private let setupLock = RecursiveLock()
  @usableFromInline let isSetUp = Atomic<Bool>(false)
  private var settingUp = false
  @usableFromInline let pipelines: UnsafeMutablePointer<Pipelines<R>>

  @usableFromInline let stubEnabled = Atomic<Bool>(false)
  private let stubReference = AtomicLazyReference<Stub<R>>()
  @usableFromInline let isTracing = Atomic<Bool>(false)
  private let tracer = Mutex<UncheckedSendable<((String) -> Void)?>>(UncheckedSendable(nil))

  @usableFromInline
  init(reactor: R) {
    key = ObjectIdentifier(reactor)
    typeName = String(describing: R.self)
    let initialState = reactor.initialState
    owned = .allocate(capacity: 1)
    owned.initialize(to: OwnedState(rawState: initialState))
    pipelines = .allocate(capacity: 1)
    pipelines.initialize(to: Pipelines())
    current = Mutex(UncheckedSendable(initialState))
    stateCore = SubjectCore(
      buffer: LatestValue(initialState), name: "\(typeName).state")
    super.init(owner: reactor)
  }

  deinit {
    owned.pointee.inflight?.dispose()
    pipelines.pointee.action?.disconnect()
    pipelines.pointee.mutation?.disconnect()
    pipelines.pointee.state?.disconnect()
    owned.deinitialize(count: 1)
    owned.deallocate()
    pipelines.deinitialize(count: 1)
    pipelines.deallocate()
  }

  // MARK: - Reading

  @inlinable
  var currentState: R.State {
    if stubEnabled.load(ordering: .acquiring) { return stub.state.value }
    return current.withLock { $0 }.value
  }

  /// The action subject, created (with a handler specialized for `R` where
  /// this is inlined) on first use.
  @inlinable
  var action: ActionSubject<R.Action> {
    if stubEnabled.load(ordering: .acquiring) { return stub.action }
    if let subject = actionReference.load() { return subject }
    setUpIfNeeded()
    return actionReference.storeIfNil(ActionSubject(handler: { [weak self] in self?.dispatch($0) }))
  }

  var state: Observable<R.State> {
    if stubEnabled.load(ordering: .acquiring) { return stub.state.asObservable() }
    setUpIfNeeded()
    let core = stateCore
    return Observable.rawSource { observer in core.subscribe(observer) }
  }

  // MARK: - Stub

  var isStubEnabled: Bool {
    get { stubEnabled.load(ordering: .acquiring) }
    set { stubEnabled.store(newValue, ordering: .releasing) }
  }

  @usableFromInline
  var stub: Stub<R> {
    if let stub = stubReference.load() { return stub }
    return stubReference.storeIfNil(Stub(initialState: current.withLock { $0 }.value))
  }

  // MARK: - Tracing

  func trace(to output: ((String) -> Void)?) {
    tracer.withLock { $0 = UncheckedSendable(output) }
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
    guard let output = tracer.withLock({ $0 }).value else { return }
    for line in lines { output(line) }
  }

  // MARK: - Set-up

  @usableFromInline
  func setUpIfNeeded() {
    if isSetUp.load(ordering: .acquiring) { return }
    guard let reactor else { return }
    setupLock.withLock {
      if isSetUp.load(ordering: .acquiring) || settingUp { return }
      settingUp = true
      setUp(reactor)
      settingUp = false
      isSetUp.store(true, ordering: .releasing)
    }
  }

  /// Builds a pipeline only for the transforms the reactor overrides: an
  /// identity transform returns its input object unchanged, and then the
  /// stage costs nothing.
  private func setUp(_ reactor: R) {
    let actions = PublishSubject<R.Action>()
    let transformedActions = reactor.transform(action: actions)
    if transformedActions !== actions {
      pipelines.pointee.action = Pipeline(
        input: actions, output: transformedActions,
        onNext: { [weak self] in self?.enqueueProcess($0) },
        onError: { [weak self] in self?.report($0, stage: .transformAction, action: nil) })
    }

    let mutations = PublishSubject<R.Mutation>()
    let transformedMutations = reactor.transform(mutation: mutations)
    if transformedMutations !== mutations {
      pipelines.pointee.mutation = Pipeline(
        input: mutations, output: transformedMutations,
        onNext: { [weak self] in self?.applySerially($0) },
        onError: { [weak self] in self?.report($0, stage: .transformMutation, action: nil) })
    }

    let states = BehaviorSubject(value: owned.pointee.rawState)
    let transformedStates = reactor.transform(state: states)
    if transformedStates !== states {
      pipelines.pointee.state = Pipeline(
        input: states, output: transformedStates,
        onNext: { [weak self] in self?.publish($0) },
        onError: { [weak self] in self?.report($0, stage: .transformState, action: nil) })
    }
    pipelines.pointee.action?.connect()
    pipelines.pointee.mutation?.connect()
    pipelines.pointee.state?.connect()
  }

  // MARK: - The action queue

  @inlinable
  func dispatch(_ action: R.Action) {
    if let actionPipeline = pipelines.pointee.action {
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
    guard let reactor else { return }
    if isTracing.load(ordering: .relaxed) { traceAction(action) }
    let mutations = reactor.mutate(action: action)
    if pipelines.pointee.mutation == nil, mutations.forEachKnownElement({ apply($0, reactor) }) {
      return
    }
    subscribe(to: mutations, for: action)
  }

  @usableFromInline
  func subscribe(to mutations: Observable<R.Mutation>, for action: R.Action) {
    let inflight = owned.pointee.inflight ?? CompositeDisposable()
    owned.pointee.inflight = inflight
    let subscription = SingleAssignmentDisposable()
    guard let key = inflight.insert(subscription) else { return }
    let previous = syncThread.exchange(currentThreadID(), ordering: .acquiringAndReleasing)
    let disposable = mutations.subscribe { [weak self] event in
      switch event {
      case .next(let mutation): self?.receive(mutation)
      case .error(let error):
        self?.report(error, stage: .mutate, action: "\(action)")
        inflight.remove(for: key)
      case .completed:
        inflight.remove(for: key)
      }
    }
    syncThread.store(previous, ordering: .releasing)
    subscription.setDisposable(disposable)
  }

  private func receive(_ mutation: R.Mutation) {
    if let mutationPipeline = pipelines.pointee.mutation {
      mutationPipeline.send(mutation)
    } else {
      applySerially(mutation)
    }
  }

  /// Reduces now when called synchronously from inside `process` on its own
  /// thread, otherwise through the queue.
  private func applySerially(_ mutation: R.Mutation) {
    guard let reactor else {
      // The reactor is gone: stop its streams and free this storage.
      StorageTable.shared.removeIfStale(key)
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
    let new = reactor.reduce(state: owned.pointee.rawState, mutation: mutation)
    if isTracing.load(ordering: .relaxed) {
      traceMutation(mutation, from: owned.pointee.rawState, to: new)
    }
    owned.pointee.rawState = new
    if let statePipeline = pipelines.pointee.state {
      statePipeline.send(new)
    } else {
      publish(new)
    }
  }

  /// Makes `state` current, then shows it to observers.
  @inlinable
  func publish(_ state: R.State) {
    current.withLock { $0 = UncheckedSendable(state) }
    // Observers run outside the synchronous window: a mutation they cause
    // is queued, never reduced while this state is still being delivered.
    let window = syncThread.load(ordering: .relaxed)
    if window != 0 { syncThread.store(0, ordering: .releasing) }
    stateCore.on(.next(state))
    if window != 0 { syncThread.store(window, ordering: .releasing) }
  }

  private func report(_ error: Error, stage: ReactorError.Stage, action: String?) {
    ReactorHooks.errorHandler(
      ReactorError(reactorType: typeName, stage: stage, action: action, underlying: error))
  }
}

/// One overridden `transform` stage: an input subject, the user's
/// transformed stream, and its subscription, re-established on the next
/// input after an error or completion so that the reactor keeps working.
///
/// Thread-safety: `subscription` and `needsReconnect` are guarded by `lock`.
@usableFromInline
final class Pipeline<Element>: @unchecked Sendable {
  private let input: ObserverBox<Element>
  private let output: Observable<Element>
  private let onNext: (Element) -> Void
  private let onError: (Error) -> Void
  private let lock = Lock()
  private var subscription: Disposable?
  private var needsReconnect = false

  init<Input: ObserverType & ObservableType>(
    input: Input,
    output: Observable<Element>,
    onNext: @escaping (Element) -> Void,
    onError: @escaping (Error) -> Void
  ) where Input.Element == Element {
    self.input = ObserverBox(input)
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
    let reconnect: Bool = lock.withLock {
      defer { needsReconnect = false }
      return needsReconnect
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
