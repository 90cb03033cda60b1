import Streams

/// A sequence that can be seen as a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
  /// This sequence as a ``ControlEvent``.
  func asControlEvent() -> ControlEvent<Element>
}

/// The events a view sends, as RxCocoa's `ControlEvent`: they never fail,
/// they are delivered on the main thread, they complete when the view is
/// freed, and subscribing never has side effects.
///
/// `button.rx.tap`, `tableView.rx.itemSelected` and
/// `viewController.rx.viewDidLoad` are control events.
public struct ControlEvent<PropertyType>: ControlEventType {
  /// The element type.
  public typealias Element = PropertyType

  let events: Observable<PropertyType>

  /// Wraps `events`, which must be subscribed to on the main thread and
  /// never fail; subscription is moved to the main thread.
  public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
    self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
  }

  /// Subscribes `observer` to the events.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    events.subscribe(observer)
  }

  /// The events as an ``Observable``.
  public func asObservable() -> Observable<Element> { events }

  /// Itself.
  public func asControlEvent() -> ControlEvent<Element> { self }

  /// The events as a `Driver` (they never fail and arrive on the main thread).
  public func asDriver() -> Driver<Element> {
    events.asDriver(onErrorDriveWith: .empty())
  }

  /// The events as a `Signal` (they never fail and arrive on the main thread).
  public func asSignal() -> Signal<Element> {
    events.asSignal(onErrorSignalWith: .empty())
  }
}
