import Streams

extension Reactor {
  /// The reactor's streams, created on first use.
  @inlinable
  var storage: ReactorStorage<Self> {
    let storage = StorageTable.shared.storage(for: self) { ReactorStorage<Self>(reactor: self) }
    // The table returns the storage registered for this very object, which
    // was created for its type.
    return unsafeDowncast(storage, to: ReactorStorage<Self>.self)
  }

  /// The reactor's streams if they were created; never allocates.
  @inlinable
  var existingStorage: ReactorStorage<Self>? {
    StorageTable.shared.existing(for: self).map {
      unsafeDowncast($0, to: ReactorStorage<Self>.self)
    }
  }

  /// Where the view sends actions: `button.rx.tap.map { .increase }.bind(to:
  /// reactor.action)`, or `reactor.action.onNext(.increase)`.
  ///
  /// Actions may be sent from any thread; they are processed one at a time,
  /// in order. Only `next` events count: an error or completion of a bound
  /// stream is ignored. An action sent before anything subscribed to
  /// `state` is processed all the same. With ``isStubEnabled``, actions go to
  /// ``stub`` instead.
  @inlinable
  public var action: ActionSubject<Action> {
    storage.action
  }

  /// The reactor's states: a new subscriber first receives the latest state,
  /// then every later one, delivered on the thread that processed the action.
  /// With ``isStubEnabled``, the states of `stub.state`.
  ///
  /// The stream never fails. It completes once the reactor is gone and its
  /// streams are torn down: when a late mutation or action finds it gone,
  /// or at the storage table's next sweep (within about a second, on a
  /// utility queue, with no further use of any reactor). That ends
  /// subscriptions nobody disposed and frees what they captured.
  ///
  /// Every access returns the same object, as in ReactorKit (with the stub
  /// enabled, the stub's).
  @inlinable
  public var state: Observable<State> {
    storage.state
  }

  /// The latest state; `initialState` until an action changed it.
  ///
  /// Updated before observers of ``state`` see the new state. Reading it
  /// never allocates the reactor's streams. Thread-safe.
  @inlinable
  public var currentState: State {
    existingStorage?.currentState ?? stateWithoutStreams
  }

  /// The initial state, unless a ``ReactorCollection`` handed this reactor a
  /// newer model before its streams existed: that is applied first.
  @usableFromInline
  var stateWithoutStreams: State {
    ChildHook.stateWillBeUsed(by: self)
    return existingStorage?.currentState ?? initialState
  }

  /// Whether ``stub`` replaces the reactor's logic (for view tests). Set it
  /// before the view binds the reactor.
  public var isStubEnabled: Bool {
    get { existingStorage?.isStubEnabled ?? false }
    set { storage.isStubEnabled = newValue }
  }

  /// The stub that drives `state` and records actions while
  /// ``isStubEnabled`` is true. Using it while the stub is disabled works
  /// but has no effect on the reactor, and says so through
  /// ``Streams/Hooks/reactorWarning`` (kind `.other`).
  public var stub: Stub<Self> {
    let storage = storage
    if !storage.isStubEnabled {
      Hooks.report(
        ReactorWarning(
          .other,
          "`stub` of \(Self.self) used while `isStubEnabled` is false: its state does not "
            + "reach the reactor and actions are not recorded. Set `reactor.isStubEnabled = true` first."
        ))
    }
    return storage.stub
  }

  /// Logs, for debugging, each action, the mutations it produced and the
  /// lines of the state that changed:
  ///
  /// ```
  /// CounterReactor action: increase
  /// CounterReactor mutation: increaseValue
  ///   - value: 0
  ///   + value: 1
  /// ```
  ///
  /// Off by default; when off it costs one atomic load per action. `output`
  /// runs on the thread that processes the action.
  public func trace(to output: @escaping (String) -> Void = { print($0) }) {
    storage.trace(to: output)
  }

  /// The actions whose `mutate` streams have not ended yet, oldest first
  /// (for ReactorTesting's `TestStore`, which reads it when the reactor is
  /// idle).
  package var inFlightActions: [Action] {
    existingStorage?.inFlightActions ?? []
  }

  /// Sends the errors of this reactor's `mutate` and `transform` streams to
  /// `tap` instead of ``Streams/Hooks/reactorError`` (for ReactorTesting's
  /// `TestStore`); `nil` restores the global handler.
  package func tapErrors(_ tap: ((ReactorError) -> Void)?) {
    storage.tapErrors(tap)
  }

  /// Stops ``trace(to:)``.
  public func stopTracing() {
    existingStorage?.trace(to: nil)
  }
}
