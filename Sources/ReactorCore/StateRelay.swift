import Streams

/// A relay of state with a settable current value: what ``Stub`` uses to
/// drive a reactor's `state` in view tests.
///
/// Thread-safety: as ``Streams/BehaviorRelay``.
public final class StateRelay<Element>: ObservableType, @unchecked Sendable {
  private let relay: BehaviorRelay<Element>

  /// Creates a relay whose current value is `value`.
  public init(value: Element) {
    relay = BehaviorRelay(value: value)
  }

  /// The current value; setting it emits the new value.
  public var value: Element {
    get { relay.value }
    set { relay.accept(newValue) }
  }

  /// Sets the current value and emits it.
  public func accept(_ event: Element) {
    relay.accept(event)
  }

  /// Subscribes `observer`; it first receives the current value.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    relay.subscribe(observer)
  }

  /// The relay as an observable.
  public func asObservable() -> Observable<Element> {
    relay.asObservable()
  }
}
