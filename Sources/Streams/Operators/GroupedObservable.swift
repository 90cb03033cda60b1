/// One group of `groupBy`: the elements of the source that share `key`.
///
/// Subscribing to it keeps the source of `groupBy` subscribed, even after
/// the `groupBy` subscription itself was disposed, until every subscription
/// to its groups has ended. Elements emitted before a subscription are not
/// replayed.
public struct GroupedObservable<Key, Element>: ObservableType {
  /// The key every element of the group shares.
  public let key: Key

  private let source: Observable<Element>

  /// A group with `key` whose elements come from `source`.
  public init(key: Key, source: Observable<Element>) {
    self.key = key
    self.source = source
  }

  /// Subscribes `observer` to the group's elements.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  /// The group's elements as an ``Observable``.
  public func asObservable() -> Observable<Element> {
    source
  }
}
