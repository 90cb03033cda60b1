/// A ``PublishSubject`` that can never end: it only accepts elements.
///
/// Thread-safety: `accept(_:)` may be called from any thread; see
/// ``PublishSubject``.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
  @usableFromInline
  let subject: PublishSubject<Element>

  /// Creates a relay.
  @inlinable
  public init() { subject = PublishSubject() }

  /// Sends `event` to every current observer.
  public func accept(_ event: Element) { subject.on(.next(event)) }

  /// Subscribes `observer`; it never receives a terminal event.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable.
  public func asObservable() -> Observable<Element> { subject }
}

/// A ``BehaviorSubject`` that can never end: it holds a current `value` and
/// only accepts elements.
///
/// Thread-safety: `accept(_:)` and `value` may be used from any thread; see
/// ``BehaviorSubject``.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
  @usableFromInline
  let subject: BehaviorSubject<Element>

  /// Creates a relay whose current value is `value`.
  @inlinable
  public init(value: Element) {
    subject = BehaviorSubject(value: value)
  }

  /// The current value.
  public var value: Element {
    // A relay's subject never fails and is never disposed.
    try! subject.value()
  }

  /// Sets the current value and sends it to every current observer.
  @inlinable
  public func accept(_ event: Element) { subject.on(.next(event)) }

  /// Subscribes `observer`: it first receives the current value.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable.
  public func asObservable() -> Observable<Element> { subject }
}
