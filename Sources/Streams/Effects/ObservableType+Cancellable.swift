import Platform
import Synchronization

extension ObservableType {
  /// Makes this stream cancellable by `id`: ``Streams/Observable/cancel(id:)``
  /// with the same identifier, in the same scope, ends it; with
  /// `cancelInFlight`, subscribing first cancels the streams already running
  /// under `id` in that scope (a new search cancels the previous one).
  ///
  /// ```swift
  /// case .search(let query):
  ///   return api.search(query).asObservable().map(Mutation.setResults)
  ///     .cancellable(id: SearchID(), cancelInFlight: true)
  /// case .cancelSearch:
  ///   return .cancel(id: SearchID())
  /// ```
  ///
  /// - Scope: identifiers are per scope, and a scope belongs to an owner of
  ///   streams (in ReactorCore, each reactor is one, for everything its
  ///   `mutate` and `transform` functions make). The stream belongs to the
  ///   scope of the owner whose code made it, whenever and wherever it is
  ///   subscribed; made outside any owner, to the scope of the owner that
  ///   subscribes it; otherwise to one process-wide scope. Two scopes never
  ///   cancel each other's streams. A closed scope (its owner is gone)
  ///   cancels its streams, and any subscribed later at once.
  /// - Cancelled, the stream disposes its source (a `run` effect's task is
  ///   cancelled, a `delay` or `interval` stops, a request's `Single` is
  ///   disposed) and completes.
  /// - Thread-safe, and exactly once: a cancel racing the source's own end or
  ///   a disposal ends the subscription once.
  /// - The identifier's `hash(into:)` and `==` run with the scope's lock
  ///   held (it keys a dictionary): they must not start or cancel streams.
  /// - Complexity: O(1) to make; subscribing registers in a hash table,
  ///   O(n) for `cancelInFlight` over the n streams it cancels.
  ///
  /// TCA's `Effect.cancellable(id:cancelInFlight:)`.
  public func cancellable(
    id: some Hashable & Sendable, cancelInFlight: Bool = false
  ) -> Observable<Element> {
    // Bound now, not when subscribed: a stream made by an owner may be
    // subscribed later on another thread (after a `delay`, by `concat`).
    CancellableObservable(
      asObservable(), id: id, cancelInFlight: cancelInFlight, madeIn: CancellationScope.current)
  }
}

/// What ``ObservableType/cancellable(id:cancelInFlight:)`` returns: its
/// source, registered under `id` in the scope it was made in while it runs.
///
/// A source whose elements are known (`just`, `of`, a `concat` of those)
/// gives them all at once and ends, before anything could cancel it: a
/// reactor reduces them without a subscription or a registration
/// (``Observable/forEachKnownElement(_:)``), after the streams in flight
/// under `id` are cancelled when `cancelInFlight` asks.
private final class CancellableObservable<Element>: Observable<Element> {
  private let source: Observable<Element>
  /// The identifier, made an `AnyHashable` only when a scope's table needs
  /// it: making one looks up a conformance at run time, which a source of
  /// known elements without `cancelInFlight` never needs.
  private let id: any Hashable & Sendable
  private let cancelInFlight: Bool
  private let madeIn: CancellationScope?

  init(
    _ source: Observable<Element>, id: any Hashable & Sendable, cancelInFlight: Bool,
    madeIn: CancellationScope?
  ) {
    self.source = source
    self.id = id
    self.cancelInFlight = cancelInFlight
    self.madeIn = madeIn
  }

  /// The scope the stream belongs to: the one it was made in, else the
  /// subscriber's owner's, else the process's.
  private var scope: CancellationScope { madeIn ?? CancellationScope.current ?? .process }

  override var hasKnownElements: Bool { source.hasKnownElements }

  override func visitKnownElements(_ body: (Element) -> Void) -> Bool {
    guard source.hasKnownElements else { return false }
    guard scope.admitEndingAtOnce(id: id, cancelInFlight: cancelInFlight) else { return true }
    return source.visitKnownElements(body)
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    let sink = Sink(observer, subscription)
    let (scope, id, source) = (scope, AnyHashable(id), source)
    let cancellable = CancellableSubscription(sink: sink)
    scope.register(cancellable, id: id, cancelInFlight: cancelInFlight)
    sink.subscription.add(
      Disposables.create {
        scope.remove(cancellable, id: id)
        cancellable.dispose()
      })
    cancellable.connect(to: source) { scope.remove(cancellable, id: id) }
  }
}

extension Observable {
  /// An empty stream that, when subscribed, cancels the streams running
  /// under `id` in its scope
  /// (``Streams/ObservableType/cancellable(id:cancelInFlight:)``, whose
  /// rules it follows to find its scope), then completes.
  ///
  /// TCA's `Effect.cancel(id:)`.
  public static func cancel(id: some Hashable & Sendable) -> Observable<Element> {
    cancelling([AnyHashable(id)])
  }

  /// An empty stream that, when subscribed, cancels the streams running
  /// under any of `ids` in its scope, then completes.
  ///
  /// TCA's `Effect.cancel(ids:)`.
  public static func cancel(ids: [any Hashable & Sendable]) -> Observable<Element> {
    cancelling(ids.map { AnyHashable($0) })
  }

  private static func cancelling(_ ids: [AnyHashable]) -> Observable<Element> {
    let madeIn = CancellationScope.current
    return Producer { sink in
      (madeIn ?? CancellationScope.current ?? .process).cancel(ids)
      sink.on(.completed)
    }
  }
}

/// One subscription of a `cancellable` stream: forwards its source's events
/// until cancelled, then disposes the source and completes.
///
/// `@unchecked Sendable`: the sink is used only by the serializer's owner;
/// `state` decides, once, whether a cancel or the source ends it.
private final class CancellableSubscription<Element>: CancellableEffect, @unchecked Sendable {
  private let sink: Sink<Element>
  private let serializer = Serializer()
  /// ``State``'s raw value.
  private let state = Atomic<UInt8>(State.running.rawValue)
  private let upstream = SingleAssignmentDisposable()

  /// How the subscription ended, if it did: the source's own end keeps the
  /// elements it sent before (still queued when sent re-entrantly), a
  /// cancel or a dispose drops them.
  private enum State: UInt8 {
    case running, sourceEnded, stopped
  }

  init(sink: Sink<Element>) { self.sink = sink }

  /// Subscribes to `source`; `onEnd` runs when the source ends by itself.
  func connect(to source: Observable<Element>, onEnd: @escaping () -> Void) {
    guard isRunning else { return }
    let disposable = source.subscribe { [self] event in
      switch event {
      case .next:
        guard isRunning else { return }
        serializer.perform { [self] in
          if state.load(ordering: .acquiring) != State.stopped.rawValue { sink.on(event) }
        }
      case .error, .completed:
        guard end(.sourceEnded) else { return }
        onEnd()
        serializer.perform { [sink] in sink.on(event) }
      }
    }
    upstream.setDisposable(disposable)
  }

  override func cancel() {
    guard end(.stopped) else { return }
    upstream.dispose()
    serializer.perform { [sink] in sink.on(.completed) }
  }

  /// Disposed from downstream: stops the source without an event.
  func dispose() {
    guard end(.stopped) else { return }
    upstream.dispose()
  }

  private var isRunning: Bool { state.load(ordering: .acquiring) == State.running.rawValue }

  /// Marks the subscription ended by `reason`; `true` for the one caller
  /// that did.
  private func end(_ reason: State) -> Bool {
    state.compareExchange(
      expected: State.running.rawValue, desired: reason.rawValue,
      ordering: .acquiringAndReleasing
    ).exchanged
  }
}
