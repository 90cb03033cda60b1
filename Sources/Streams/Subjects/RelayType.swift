/// What ``PublishRelay``, ``BehaviorRelay`` and ``ReplayRelay`` share: an
/// observable that only accepts elements and never ends.
///
/// It lets `bind(to:)`, `drive(_:)` and `emit(to:)` take any relay. Adopt
/// it only for a type whose `accept(_:)` may be called from any thread.
public protocol RelayType: ObservableType {
  /// Sends `event` to every current observer.
  func accept(_ event: Element)
}

extension PublishRelay: RelayType {}
extension BehaviorRelay: RelayType {}
extension ReplayRelay: RelayType {}

extension RelayType {
  /// The relay as an ``Infallible``: it never fails, and (a relay never
  /// ends) never completes.
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }
}

extension Sequence {
  /// Accepts `element` into every relay of the sequence, in order.
  func acceptInEach<Relay: RelayType>(_ element: Relay.Element) where Self.Element == Relay {
    for relay in self { relay.accept(element) }
  }
}
