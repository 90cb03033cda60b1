import Streams

/// The reactor's action input: an observer that accepts only elements, and an
/// observable of the actions sent.
///
/// Only `next` events are forwarded: an error or completion from a stream
/// bound with `bind(to: reactor.action)` is ignored and never ends the
/// reactor.
///
/// Thread-safety: `on(_:)` may be called from any thread.
public final class ActionSubject<Element>: ObservableType, ObserverType, @unchecked Sendable {
  @usableFromInline let handler: ((Element) -> Void)?
  @usableFromInline let subject = PublishSubject<Element>()

  /// Creates a subject whose elements only go to its subscribers.
  public init() {
    handler = nil
  }

  /// Creates a subject that also hands every element to `handler` (the
  /// reactor's action queue) before its subscribers see it.
  @usableFromInline
  init(handler: @escaping (Element) -> Void) {
    self.handler = handler
  }

  /// Forwards a `.next` element; ignores `.error` and `.completed`.
  @inlinable
  public func on(_ event: Event<Element>) {
    guard case .next(let element) = event else { return }
    handler?(element)
    // Through the subject, which drops it at once when nobody observes
    // the actions (a subscription still queued behind another thread's
    // delivery counts: it does not miss an action sent after it).
    subject.on(event)
  }

  /// Subscribes `observer` to the actions sent from now on.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The actions as an observable.
  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }
}
