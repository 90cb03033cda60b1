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
public struct ControlProperty<PropertyType>: ControlPropertyType {
  /// The element type.
  public typealias Element = PropertyType

  let values: Observable<PropertyType>
  let valueSink: AnyObserver<PropertyType>

  /// Combines the sequence of user-set `values` (current value first) with
  /// the observer that sets the value.
  public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
  where Element == Values.Element, Element == Sink.Element {
    self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
    self.valueSink = valueSink.asObserver()
  }

  /// Subscribes `observer` to the current value and each user-set value.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    values.subscribe(observer)
  }

  /// Sets the value (`.next`); errors are reported, completion ignored.
  public func on(_ event: Event<Element>) {
    switch event {
    case .next:
      valueSink.on(event)
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
    let values = original.values.map { $0 ?? "" }
    let sink = AnyObserver<String> { event in
      switch event {
      case .next(let text): original.on(.next(text))
      case .error(let error): original.on(.error(error))
      case .completed: original.on(.completed)
      }
    }
    return ControlProperty(values: values, valueSink: sink)
  }
}
