/// Something that receives the events of an observable sequence.
///
/// Implementations may assume the sequence grammar `next* (error | completed)?`
/// and that they never receive two events at once for one subscription: the
/// framework's sources and operators guarantee both.
public protocol ObserverType {
  /// The type of elements the observer receives.
  associatedtype Element

  /// Receives one event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends `.next(element)`.
  @inlinable
  public func onNext(_ element: Element) { on(.next(element)) }

  /// Sends `.completed`.
  public func onCompleted() { on(.completed) }

  /// Sends `.error(error)`.
  public func onError(_ error: Swift.Error) { on(.error(error)) }

  /// Wraps this observer as an ``AnyObserver`` (a ``Binder`` wrapped so
  /// still drops its queued elements when a binding is disposed).
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

  /// An observer of `Result` that transforms each element before passing it
  /// here (RxSwift's `mapObserver`).
  public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element)
    -> AnyObserver<Result>
  {
    let observer = self
    return AnyObserver(
      eventHandler: { event in observer.on(event.map(transform)) },
      scoped: {
        let scoped = observer.scopedForSubscription()
        return ScopedObserver(on: { scoped.on($0.map(transform)) }, cancel: scoped.cancel)
      })
  }
}

/// A type-erased observer: forwards each event to a closure.
///
/// `Sendable`, so that the observer ``Observable/create(_:)`` hands over can
/// be captured by a `@Sendable` completion handler, the way RxSwift's
/// documentation wraps a callback API (which Swift 6 rejects with RxSwift,
/// ReactiveX/RxSwift#2638). The Rx contract still holds: one observer is
/// never sent two events at once, and the caller keeps to it. The observers
/// the framework hands out (`create`'s, subjects', relays', binders') may be
/// called from any thread; one made with ``init(eventHandler:)`` is as
/// thread-safe as the closure it wraps, which the compiler does not check.
public struct AnyObserver<Element>: ObserverType, @unchecked Sendable {
  /// The closure that receives each event.
  public typealias EventHandler = (Event<Element>) -> Void

  /// The closure each event goes to (a subscription runs it directly,
  /// with no closure of its own around ``on(_:)``).
  let handler: EventHandler
  /// Makes the wrapped observer's handler for one subscription when it is
  /// a ``SubscriptionScopedObserver`` (a binder), else `nil`.
  let makeScoped: (() -> ScopedObserver<Element>)?

  /// Creates an observer that forwards each event to `eventHandler`.
  public init(eventHandler: @escaping EventHandler) {
    handler = eventHandler
    makeScoped = nil
  }

  /// Wraps any observer with the same element type.
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    // An `AnyObserver` is taken as it is: its closure, not one around it.
    if let any = observer as? AnyObserver<Element> {
      self = any
      return
    }
    handler = observer.on
    if let scoped = observer as? any SubscriptionScopedObserver<Element> {
      makeScoped = { scoped.scopedToSubscription() }
    } else {
      makeScoped = nil
    }
  }

  init(eventHandler: @escaping EventHandler, scoped: (() -> ScopedObserver<Element>)?) {
    handler = eventHandler
    makeScoped = scoped
  }

  /// Forwards `event` to the wrapped handler, on the calling thread.
  public func on(_ event: Event<Element>) { handler(event) }

  /// Returns `self`.
  public func asObserver() -> AnyObserver<Element> { self }
}
