/// A type that can be turned into an ``Observable``.
public protocol ObservableConvertibleType {
  /// The type of elements of the sequence.
  associatedtype Element

  /// The sequence as an ``Observable``.
  func asObservable() -> Observable<Element>
}

/// A push-based sequence of elements: subscribe an observer to receive its
/// events.
///
/// Every operator of this module is an extension of `ObservableType`, so
/// subjects, relays and user types that conform get them all.
public protocol ObservableType: ObservableConvertibleType {
  /// Subscribes `observer` to the sequence's events.
  ///
  /// - Returns: a disposable that ends the subscription; disposing it
  ///   releases every closure the subscription captured.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element
}

extension ObservableType {
  /// Wraps the sequence as an ``Observable``.
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in self.subscribe(observer) }
  }
}
