import Observation
import Platform
import ReactorCore
import Streams

/// A reactor's state read through the Observation framework, for SwiftUI
/// views (and anything that uses `withObservationTracking`): ReactorKit's
/// `ObservedReactor`.
///
/// ```swift
/// struct CounterView: View {
///   @State var counter = ObservedReactor(reactor: CounterReactor())
///   var body: some View {
///     Text("\(counter.value)")                      // tracked: the `value` field only
///     Button("+") { counter.send(.increase) }
///   }
/// }
/// ```
///
/// Reading a field by dynamic member (`observed.value`) tracks that field:
/// a new state invalidates the read when the field changed (`!=` for an
/// `Equatable` field; every new state for a field that is not `Equatable`).
/// Reading ``state`` tracks the whole state (every new state invalidates
/// it). No macro is needed on the reactor's `State`.
///
/// Threading: main-actor only. States reach it on the main thread, in
/// order: a state published on the main thread is shown at once (so an
/// action sent there whose `mutate` is synchronous is visible when
/// ``send(_:)`` returns), one published on another thread is queued to the
/// main thread.
///
/// Lifetime: holds its reactor strongly; its subscription to the reactor's
/// state ends when it is freed.
@preconcurrency @MainActor
@dynamicMemberLookup
public final class ObservedReactor<R: Reactor> {
  /// The reactor shown.
  public let reactor: R

  @usableFromInline var current: R.State
  @usableFromInline let registrar = ObservationRegistrar()
  /// Each field read so far: how to tell whether a new state changed it,
  /// and the key path Observation tracks for it (made once: instantiating
  /// a key path of a generic class costs microseconds).
  @usableFromInline var fields: [AnyKeyPath: TrackedField] = [:]
  @usableFromInline final class TrackedField {
    @usableFromInline let changed: (R.State, R.State) -> Bool
    @usableFromInline let observationKeyPath: KeyPath<ObservedReactor, Int>
    /// Read since Observation was last told it changed. Observers are
    /// registered only by reads (and drop themselves once told), so a field
    /// not read since is not observed: telling the registrar is skipped.
    @usableFromInline var isRead = false

    @usableFromInline init(
      changed: @escaping (R.State, R.State) -> Bool,
      observationKeyPath: KeyPath<ObservedReactor, Int>
    ) {
      self.changed = changed
      self.observationKeyPath = observationKeyPath
    }
  }
  /// `\.state`, made once.
  @usableFromInline let stateKeyPath: KeyPath<ObservedReactor, R.State> = \.state
  /// The whole state was read since Observation was last told it changed.
  @usableFromInline var isStateRead = false
  @usableFromInline nonisolated let subscription = SerialDisposable()

  /// Called after each state is applied (tests check order and thread).
  @usableFromInline package var didApplyState: ((R.State) -> Void)?

  /// Shows `reactor`'s current state and follows its later states.
  @inlinable
  public init(reactor: R) {
    self.reactor = reactor
    current = reactor.currentState
    let delivery = MainThreadDelivery()
    // Made once: a state arriving on the main actor allocates nothing.
    let apply: @MainActor (R.State) -> Void = { [weak self] state in self?.apply(state) }
    // The state stream replays the latest state first: applied like any
    // other (nothing tracks this object yet, and it may be newer than
    // `currentState` read above).
    subscription.disposable = reactor.state.subscribe(onNext: { state in
      delivery.deliver(state, to: apply)
    })
  }

  deinit {
    subscription.dispose()
  }

  /// The whole state; reading it is invalidated by every new state.
  public var state: R.State {
    isStateRead = true
    registrar.access(self, keyPath: stateKeyPath)
    return current
  }

  /// A field of the state; reading it is invalidated by a state in which
  /// the field changed.
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<R.State, Value>) -> Value {
    track(keyPath) { $0[keyPath: keyPath] != $1[keyPath: keyPath] }
    return current[keyPath: keyPath]
  }

  /// A field that is not `Equatable`; reading it is invalidated by every
  /// new state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<R.State, Value>) -> Value {
    track(keyPath) { _, _ in true }
    return current[keyPath: keyPath]
  }

  /// Sends `action` to the reactor.
  public func send(_ action: R.Action) {
    reactor.action.onNext(action)
  }

  // MARK: - Observation

  /// The key path Observation tracks for one field of the state.
  private nonisolated subscript(field field: AnyKeyPath) -> Int { 0 }

  private func track(_ field: AnyKeyPath, changed: @escaping (R.State, R.State) -> Bool) {
    let tracked: TrackedField
    if let existing = fields[field] {
      tracked = existing
    } else {
      tracked = TrackedField(changed: changed, observationKeyPath: \.[field: field])
      fields[field] = tracked
    }
    tracked.isRead = true
    registrar.access(self, keyPath: tracked.observationKeyPath)
  }

  @inlinable
  func apply(_ new: R.State) {
    let old = current
    var told: [TrackedField] = []
    for tracked in fields.values where tracked.isRead && tracked.changed(old, new) {
      tracked.isRead = false
      told.append(tracked)
    }
    let tellState = isStateRead
    isStateRead = false
    if tellState { registrar.willSet(self, keyPath: stateKeyPath) }
    for tracked in told { registrar.willSet(self, keyPath: tracked.observationKeyPath) }
    current = new
    for tracked in told { registrar.didSet(self, keyPath: tracked.observationKeyPath) }
    if tellState { registrar.didSet(self, keyPath: stateKeyPath) }
    didApplyState?(new)
  }
}

extension ObservedReactor: Observation.Observable {}
