import Streams

/// A two-way view property that can be seen as a ``ControlProperty``.
public protocol ControlPropertyType: ObservableType, ObserverType {
  /// This property as a ``ControlProperty``.
  func asControlProperty() -> ControlProperty<Element>
}

/// A view's value as RxCocoa's `ControlProperty`: subscribing emits the
/// current value and then each value the user sets (never values set in
/// code); binding a sequence to it sets the value in code. Never fails,
/// delivered on the main thread, completes when the view is freed.
///
/// `textField.rx.text` and `switch.rx.isOn` are control properties.
public struct ControlProperty<PropertyType>: ControlPropertyType, SubscriptionScopedObserver {
  /// The element type.
  public typealias Element = PropertyType

  let values: Observable<PropertyType>
  /// Makes the value sink's handler for one binding (a fresh queue when
  /// the sink is a ``Streams/Binder``, dropped when the binding is disposed).
  let makeSink: () -> ScopedObserver<PropertyType>
  /// The sink used by ``on(_:)`` called directly.
  let valueSink: ScopedObserver<PropertyType>

  /// Combines the sequence of user-set `values` (current value first) with
  /// the observer that sets the value.
  public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
  where Element == Values.Element, Element == Sink.Element {
    self.init(
      values: values.subscribe(on: ConcurrentMainScheduler.instance),
      makeSink: { valueSink.scopedForSubscription() })
  }

  init(values: Observable<PropertyType>, makeSink: @escaping () -> ScopedObserver<PropertyType>) {
    self.values = values
    self.makeSink = makeSink
    self.valueSink = makeSink()
  }

  /// Subscribes `observer` to the current value and each user-set value.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    values.subscribe(observer)
  }

  /// Sets the value (`.next`); errors are reported, completion ignored.
  public func on(_ event: Event<Element>) {
    Self.write(event, to: valueSink)
  }

  /// This property's value sink for one binding.
  package func scopedToSubscription() -> ScopedObserver<PropertyType> {
    let sink = makeSink()
    return ScopedObserver(on: { Self.write($0, to: sink) }, cancel: sink.cancel)
  }

  private static func write(_ event: Event<Element>, to sink: ScopedObserver<PropertyType>) {
    switch event {
    case .next:
      sink.on(event)
    case .error(let error):
      Hooks.unhandledError(BindingError(underlying: error))
    case .completed:
      break
    }
  }

  /// The values as an ``Observable``.
  public func asObservable() -> Observable<Element> { values }

  /// Itself.
  public func asControlProperty() -> ControlProperty<Element> { self }

  /// Only the values the user sets, without the current value first.
  public var changed: ControlEvent<PropertyType> {
    ControlEvent(events: values.skip(1))
  }

  /// The same property with its values transformed for reading only
  /// (writes still go to the original sink).
  public func map<Result>(_ transform: @escaping (PropertyType) -> Result)
    -> Observable<Result>
  {
    values.map(transform)
  }

  /// The values as a `Driver`.
  public func asDriver() -> Driver<Element> {
    values.asDriver(onErrorDriveWith: .empty())
  }
}

extension ControlPropertyType where Element == String? {
  /// The text property with `nil` read as `""` (RxCocoa's `orEmpty`).
  public var orEmpty: ControlProperty<String> {
    let original = asControlProperty()
    return ControlProperty(
      values: original.values.map { $0 ?? "" },
      makeSink: { original.scopedToSubscription().map { (text: String) in text as String? } })
  }

}
