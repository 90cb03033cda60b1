import Platform
import Synchronization

extension ObservableType {
  /// Makes this stream cancellable by `id`: ``Streams/Observable/cancel(id:)``
  /// with the same identifier, in the same reactor, ends it; with
  /// `cancelInFlight`, subscribing first cancels the streams already running
  /// under `id` (a new search cancels the previous one).
  ///
  /// ```swift
  /// case .search(let query):
  ///   return api.search(query).asObservable().map(Mutation.setResults)
  ///     .cancellable(id: SearchID(), cancelInFlight: true)
  /// case .cancelSearch:
  ///   return .cancel(id: SearchID())
  /// ```
  ///
  /// - Scope: identifiers are per reactor. The stream belongs to the reactor
  ///   whose `mutate` made it, or whose mutation stream subscribed it; two
  ///   reactors using the same identifier never cancel each other. Used
  ///   outside any reactor, it belongs to one process-wide scope. A released
  ///   reactor cancels everything it started.
  /// - Cancelled, the stream disposes its source (a `run` effect's task is
  ///   cancelled, a `delay` or `interval` stops, a request's `Single` is
  ///   disposed) and completes: a reactor sees its mutation stream end.
  /// - Thread-safe, and exactly once: a cancel racing the source's own end or
  ///   a disposal ends the subscription once.
  /// - The identifier's `hash(into:)` and `==` run with the scope's lock
  ///   held (it keys a dictionary): they must not start or cancel streams.
  ///
  /// TCA's `Effect.cancellable(id:cancelInFlight:)`.
  public func cancellable(
    id: some Hashable & Sendable, cancelInFlight: Bool = false
  ) -> Observable<Element> {
    let id = AnyHashable(id)
    EffectCancellations.isInUse.store(true, ordering: .relaxed)
    let madeIn = EffectCancellations.current.current
    let source = asObservable()
    return Producer { sink in
      let scope = madeIn ?? EffectCancellations.scopeHere
      let subscription = CancellableSubscription(sink: sink)
      scope.register(subscription, id: id, cancelInFlight: cancelInFlight)
      sink.subscription.add(
        Disposables.create {
          scope.remove(subscription, id: id)
          subscription.dispose()
        })
      subscription.connect(to: source) { scope.remove(subscription, id: id) }
    }
  }
}

extension Observable {
  /// An empty stream that, when subscribed, cancels the streams running
  /// under `id` in the same reactor
  /// (``Streams/ObservableType/cancellable(id:cancelInFlight:)``), then
  /// completes.
  ///
  /// TCA's `Effect.cancel(id:)`.
  public static func cancel(id: some Hashable & Sendable) -> Observable<Element> {
    cancelling([AnyHashable(id)])
  }

  /// An empty stream that, when subscribed, cancels the streams running
  /// under any of `ids` in the same reactor, then completes.
  ///
  /// TCA's `Effect.cancel(ids:)`.
  public static func cancel(ids: [any Hashable & Sendable]) -> Observable<Element> {
    cancelling(ids.map { AnyHashable($0) })
  }

  private static func cancelling(_ ids: [AnyHashable]) -> Observable<Element> {
    EffectCancellations.isInUse.store(true, ordering: .relaxed)
    let madeIn = EffectCancellations.current.current
    return Producer { sink in
      (madeIn ?? EffectCancellations.scopeHere).cancel(ids)
      sink.on(.completed)
    }
  }
}

/// One subscription of a `cancellable` stream: forwards its source's events
/// until cancelled, then disposes the source and completes.
///
/// `@unchecked Sendable`: the sink is used only by the serializer's owner;
/// `ended` decides, once, whether a cancel or the source ends it.
private final class CancellableSubscription<Element>: CancellableEffect, @unchecked Sendable {
  private let sink: Sink<Element>
  private let serializer = Serializer()
  private let ended = Atomic<Bool>(false)
  private let upstream = SingleAssignmentDisposable()

  init(sink: Sink<Element>) { self.sink = sink }

  /// Subscribes to `source`; `onEnd` runs when the source ends by itself.
  func connect(to source: Observable<Element>, onEnd: @escaping () -> Void) {
    guard !ended.load(ordering: .acquiring) else { return }
    let disposable = source.subscribe { [self] event in
      switch event {
      case .next:
        serializer.perform { [self] in
          if !ended.load(ordering: .acquiring) { sink.on(event) }
        }
      case .error, .completed:
        guard end() else { return }
        onEnd()
        serializer.perform { [sink] in sink.on(event) }
      }
    }
    upstream.setDisposable(disposable)
  }

  override func cancel() {
    guard end() else { return }
    upstream.dispose()
    serializer.perform { [sink] in sink.on(.completed) }
  }

  /// Disposed from downstream: stops the source without an event.
  func dispose() {
    guard end() else { return }
    upstream.dispose()
  }

  /// Marks the subscription ended; `true` for the one caller that did.
  private func end() -> Bool {
    !ended.exchange(true, ordering: .acquiringAndReleasing)
  }
}
