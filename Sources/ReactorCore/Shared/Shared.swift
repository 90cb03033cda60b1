import Platform
import Streams
import Synchronization

/// A value several reactors read and write (the signed-in user, settings):
/// every change is serialized, from any thread, and delivered to every
/// holder in the same order.
///
/// Create one where the app starts (or one per test) and hand it to each
/// reactor that uses it; there is no global registry. A reactor keeps it in
/// a `let`, starts its state from ``value`` and receives each change as a
/// mutation it reduces, so its state only ever changes through `reduce`:
///
/// ```swift
/// final class InboxReactor: Reactor {
///   enum Mutation { case setSettings(Settings) /* … */ }
///   let settings: Shared<Settings>
///   let initialState: State
///
///   init(settings: Shared<Settings>) {
///     self.settings = settings
///     initialState = State(settings: settings.value)
///   }
///
///   func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
///     mutation.merge(settings, as: Mutation.setSettings)
///   }
///   // mutate, reduce …
/// }
///
/// // Anywhere, on any thread (a settings screen's `mutate`, a service):
/// settings.withLock { $0.showsUnreadOnly = true }
/// ```
///
/// - Order: changes are applied one at a time (``withLock(_:)`` and
///   ``set(_:)`` from several threads wait for each other) and each is
///   delivered to every observer of ``changes`` before the next, in the
///   order they were applied. A reactor receives them as mutations in that
///   order too, between its own actions.
/// - Delivery: on the thread that made the change, after the lock is
///   released; a change made while another thread delivers is queued and
///   delivered by that thread, right after the current one. A writer is
///   bounded as a reactor's sender is: once it has delivered 16,384 of
///   other threads' changes, or spent 1 ms on them, it hands the rest, in
///   order, to a thread of its own and returns. An observer may read
///   ``value`` or make another change: the new change is delivered to every
///   observer once the current one has reached all of them. Delivery is a
///   `BehaviorSubject`'s (the same observers, replay and order).
/// - Every change is delivered, even a value equal to the previous one
///   (`Value` need not be `Equatable`); add `.distinctUntilChanged()` to skip
///   equal values.
/// - Lifetime: the shared value holds its observers' closures, never the
///   reactors (a reactor's streams refer to it weakly), and ``changes`` does
///   not keep it alive. It is freed when the last holder lets it go; its
///   observers then receive `.completed`.
///
/// Thread-safety: every member may be used from any thread. `Shared` is
/// `Sendable` when `Value` is.
///
/// - Complexity: a change costs one lock round trip plus one call per
///   observer (a reactor's observer reduces a mutation and publishes its
///   state), on the delivering thread.
public final class Shared<Value> {
  /// Guards `current` and, with `writer`, the thread inside `withLock`.
  private let lock = PlatformLock()
  // Guarded by `lock`.
  private var current: Value
  /// The thread running a `withLock` body (0: none), so that a re-entrant
  /// use on that thread stops with a message instead of deadlocking. Only
  /// that thread stores its own identifier, so a relaxed load suffices.
  private let writer = Atomic<UInt>(0)

  /// Delivers changes as a `BehaviorSubject` does: one at a time, in
  /// order, a new observer first replayed the value delivered last (so
  /// that it misses and repeats no change queued behind it).
  private let core: SubjectCore<LatestValue<Value>>
  private let changesReference = LazyReference<Observable<Value>>()

  /// Creates a shared value holding `value`.
  public init(_ value: Value) {
    current = value
    core = SubjectCore(buffer: LatestValue(value), kind: "Shared")
  }

  deinit {
    // Nothing can change the value any more: observers that are still
    // subscribed complete (after the changes still queued), which releases
    // what they captured.
    core.on(.completed)
  }

  /// The current value: the latest change, whether or not every observer
  /// has received it yet. Any thread.
  ///
  /// Reading it inside the body of ``withLock(_:)`` stops the program with
  /// a message (use the body's argument).
  public var value: Value {
    checkNotInsideWithLock()
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  /// Changes the value with exclusive access, and delivers the result to
  /// every observer. Any thread; callers on other threads wait until the
  /// body has returned (TCA's `$shared.withLock`).
  ///
  /// ```swift
  /// settings.withLock { $0.showsUnreadOnly.toggle() }
  /// ```
  ///
  /// `body` runs with the value's lock held: keep it to changing the value.
  /// It must not block, nor use this shared value again (reading ``value``
  /// or calling `withLock` / ``set(_:)`` there stops the program with a
  /// message, where waiting would deadlock), nor change another shared
  /// value (two threads doing so in opposite orders would wait for each
  /// other, unseen). Observers run after the lock is released.
  ///
  /// - Parameter body: changes the value in place.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws. Changes it made before throwing are kept
  ///   and delivered, as every call of `withLock` is one change.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    let me = checkNotInsideWithLock()
    lock.lock()
    writer.store(me, ordering: .relaxed)
    defer {
      writer.store(0, ordering: .relaxed)
      publishAndUnlock(current)
    }
    return try body(&current)
  }

  /// Replaces the value and delivers it to every observer. Any thread.
  ///
  /// The replaced value is released after the lock (its `deinit` may use
  /// this shared value).
  public func set(_ newValue: Value) {
    checkNotInsideWithLock()
    lock.lock()
    let replaced = current
    current = newValue
    publishAndUnlock(newValue)
    withExtendedLifetime(replaced) {}
  }

  /// The current value, then every change, in the order the changes were
  /// made: what a reactor merges into its mutations (see
  /// ``Streams/ObservableType/merge(_:as:)``).
  ///
  /// A new subscriber first receives the value its fellow observers
  /// received last, so it misses no change and sees none twice; that
  /// replay, like every change, arrives on the delivering thread (at once
  /// unless another thread is delivering). Equal values are not skipped.
  /// Never fails; completes when the shared value is freed.
  ///
  /// Every access returns the same object. It does not keep the shared
  /// value alive: subscribing after it was freed completes at once.
  public var changes: Observable<Value> {
    if let changes = changesReference.load() { return changes }
    return changesReference.storeIfNil(.rawSource(SharedChanges(self)))
  }

  /// ``changes``, each turned into an element by `transform`, as
  /// ``Streams/ObservableType/merge(_:as:)`` merges them: registered with
  /// the reactor whose code runs on this thread, if any, so that a
  /// recording of it holds this value and the changes others make to it.
  @inlinable
  func changes<Element>(mergedAs transform: @escaping (Value) -> Element) -> Observable<Element> {
    guard let merged = MergedShared.register(self) else { return changes.map(transform) }
    return changes.map { value in
      if merged.isRecording.load(ordering: .relaxed) { merged.changed(value) }
      return transform(value)
    }
  }

  // MARK: - Delivery

  /// Takes `value`'s place in the delivery order while the lock is still
  /// held (so that observers receive changes in the order they were made),
  /// then unlocks and delivers it, and whatever other threads queued
  /// meanwhile, up to ``senderDrainBound``; the rest goes on in order on a
  /// thread of its own.
  private func publishAndUnlock(_ value: Value) {
    let core = core
    let handed: HandedDrain?
    if core.serializer.tryEnter() {
      lock.unlock()
      core.deliver(.next(value))
      handed = core.serializer.leave(handingOffAfter: senderDrainBound)
    } else {
      let mustDrain = core.serializer.enqueueDeferringDrain { core.deliver(.next(value)) }
      lock.unlock()
      handed = mustDrain ? core.serializer.drain(missed: 1, handingOffAfter: senderDrainBound) : nil
    }
    if let handed {
      let owner = UncheckedSendable(core)
      handOverDrain(handed) { owner.value.serializer.finish($0) }
    }
  }

  /// Adds `observer`, replaying the value delivered last; the result
  /// removes it.
  fileprivate func subscribe(
    _ observer: @escaping (Event<Value>) -> Void
  ) -> any Disposable & AnyObject {
    core.subscribe(observer)
  }

  /// Stops the program when the calling thread is inside a `withLock`
  /// body of this shared value; returns the thread's identifier.
  @discardableResult
  private func checkNotInsideWithLock() -> UInt {
    let me = currentThreadID()
    if writer.load(ordering: .relaxed) == me {
      preconditionFailure(
        "Shared<\(Value.self)> used inside its own withLock body: change the value through the "
          + "body's argument (waiting for the lock there would deadlock)")
    }
    return me
  }
}

// `@unchecked`: `current` is guarded by `lock`, delivery is the subject
// core's (thread-safe), and the rest are atomics or set once; values cross
// threads only when `Value` is Sendable.
extension Shared: @unchecked Sendable where Value: Sendable {}

/// What ``Shared/changes`` subscribes through: a weak reference, so that
/// the observable (which a reactor's streams keep until they are torn down)
/// does not keep the shared value alive.
private final class SharedChanges<Value>: RawSubscribable {
  typealias Element = Value

  private weak var shared: Shared<Value>?

  init(_ shared: Shared<Value>) {
    self.shared = shared
  }

  func subscribeRaw(_ observer: @escaping (Event<Value>) -> Void) -> any Disposable & AnyObject {
    guard let shared else {
      observer(.completed)
      return BooleanDisposable(isDisposed: true)
    }
    return shared.subscribe(observer)
  }
}
