/// A push-based sequence of elements, the common currency of this module.
///
/// Sources (`just`, `create`, subjects, timers) and operators (`map`,
/// `flatMap`, `debounce`, ...) all produce `Observable`s. An observable does
/// nothing until subscribed; each subscription is independent unless the
/// sequence is shared (`share(replay:scope:)`, subjects).
///
/// Guarantees for every subscription, whatever thread the events come from:
/// - the Rx grammar `next* (error | completed)?`: nothing after a terminal
///   event;
/// - one subscription never receives two events at once;
/// - disposing the subscription (idempotent, from any thread, also from inside
///   its own `onNext`) stops further events and releases every closure the
///   subscription captured.
public class Observable<Element>: ObservableType {
  @usableFromInline
  init() {}

  /// Subscribes `observer`; see ``ObservableType/subscribe(_:)``.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let subscription = SinkDisposer()
    // A binder (or one wrapped in an `AnyObserver`): its queued work is
    // dropped when this subscription is disposed. A plain `AnyObserver`,
    // the operators' own, is told apart without a dynamic cast.
    if Observer.self == AnyObserver<Element>.self {
      let plain = unsafeBitCast(observer, to: AnyObserver<Element>.self)
      if plain.makeScoped == nil {
        // Its closure itself, not a new closure around `on`.
        run(plain.handler, subscription)
        return subscription
      }
    }
    let handler = observer.scopedForSubscription()
    run(handler.on, subscription)
    return cancellingQueuedWork(of: handler, with: subscription)
  }

  /// Returns `self`.
  public func asObservable() -> Observable<Element> { self }

  /// Subscribes `onNext` alone with fewer objects than the general path
  /// (no observer closure, no ``SinkDisposer``), when this source can
  /// (a reactor's state stream); `nil` otherwise. The result behaves as
  /// `subscribe(onNext:)`'s.
  @usableFromInline
  func subscribeOnNextOnly(_ onNext: @escaping (Element) -> Void) -> Disposable? { nil }

  /// Calls `body` with each element this observable would emit synchronously
  /// on subscription before completing, and returns `true`, when those are
  /// known without subscribing (`just`, `of`, `from(array)`, `concat` of
  /// those); returns `false` without calling `body` otherwise.
  ///
  /// Reactors use it to reduce `mutate`'s mutations without a subscription.
  @usableFromInline
  var hasKnownElements: Bool { false }

  /// Makes `tail`'s known elements follow this observable's, in place, when
  /// this observable supports it (`just`); the caller guarantees that `self`
  /// is uniquely referenced and has not been subscribed to.
  @usableFromInline
  func appendKnownTail(_ tail: Observable<Element>) -> Bool { false }

  /// The overridable part of ``forEachKnownElement(_:)``: a source whose
  /// elements are known up front (``hasKnownElements``) hands each to
  /// `body` and returns `true`; any other returns `false` at once. This
  /// module's generic operators call it directly: there, the entry point's
  /// check for a `just` would look up generic metadata on every call.
  @usableFromInline
  func visitKnownElements(_ body: (Element) -> Void) -> Bool {
    false
  }

  /// Whether this observable is a `run` effect, which
  /// ``startEffect(reportingTo:)`` starts without a subscription.
  @usableFromInline
  package var isEffect: Bool { false }

  /// Starts this `run` effect's task, delivering to `target` instead of a
  /// subscription's sink, and returns the task (disposing `target` must
  /// cancel it); `nil`, starting nothing, when this is not a `run` effect
  /// (``isEffect``).
  ///
  /// A reactor starts its `mutate` effects this way, with its own record
  /// of the stream as the target: the mutations go straight to its queue,
  /// one object per effect instead of a subscription's four.
  @usableFromInline
  package func startEffect(reportingTo target: any EffectTarget<Element>) -> Task<Void, Never>? {
    nil
  }

  /// Starts delivering events to `observer`, registering every resource the
  /// subscription holds in `subscription`, which may already be disposed
  /// when this returns (synchronous sequences) or at any later time.
  @usableFromInline
  func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    fatalError("Observable.run must be overridden by \(type(of: self))")
  }
}

/// An observable defined by a closure that receives the subscription's sink.
///
/// Every operator is one of these: the closure subscribes upstream with
/// `sink.upstream()` as the upstream's subscription, so that disposal and
/// termination reach upstream even while it is still emitting synchronously.
@usableFromInline
final class Producer<Element>: Observable<Element> {
  private let handler: (Sink<Element>) -> Void

  @usableFromInline
  init(_ handler: @escaping (Sink<Element>) -> Void) {
    self.handler = handler
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    handler(Sink(observer, subscription))
  }
}
