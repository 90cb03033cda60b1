/// A ``SharedSequence`` for UI state: never fails, delivers on the main
/// thread, and shares one upstream subscription, replaying the latest
/// element to each new subscriber.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The strategy of ``Driver``: ``MainScheduler/instance`` and
/// `share(replay: 1, scope: .whileConnected)`.
public struct DriverSharingStrategy: SharingStrategyProtocol {
  /// ``SharingScheduler/make``: ``MainScheduler/instance`` outside tests.
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// Shares `source`, replaying its latest element, while subscribed.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Returns `self` as a ``Driver``.
  public func asDriver() -> Driver<Element> { asSharedSequence() }

  /// Sends every element and the completion to each of `observers`.
  ///
  /// Call on the main thread; events arrive there.
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe(
      scoped: observers.map { $0.scopedForSubscription() }, reportingErrors: false)
  }

  /// Sends every element, as an optional, and the completion to each of
  /// `observers`.
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().subscribe(
      scoped: observers.map { $0.scopedForWrappedSubscription() }, reportingErrors: false)
  }

  /// Accepts every element into each of `relays` (any ``RelayType``:
  /// ``PublishRelay``, ``BehaviorRelay``, ``ReplayRelay``).
  public func drive<Relay: RelayType>(_ relays: Relay...) -> Disposable
  where Relay.Element == Element {
    drive(onNext: { element in relays.acceptInEach(element) })
  }

  /// Accepts every element, as an optional, into each of `relays`.
  public func drive<Relay: RelayType>(_ relays: Relay...) -> Disposable
  where Relay.Element == Element? {
    drive(onNext: { element in relays.acceptInEach(element) })
  }

  /// Passes the driver to a binder function and returns its result.
  public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
    transformation(asObservable())
  }

  /// Passes the driver to a binder function that takes one more argument,
  /// given as a trailing closure (RxCocoa's form for `rx.items`):
  /// `items.drive(tableView.rx.items(cellIdentifier: "Cell", cellType: Cell.self)) { … }`.
  public func drive<R1, R2>(
    _ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1
  ) -> R2 {
    with(asObservable())(curriedArgument)
  }

  /// Subscribes closures for elements, completion and disposal, called on
  /// the main thread.
  ///
  /// `onDisposed` runs once, after completion or when the subscription is
  /// disposed.
  public func drive(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that also receive `object`, held weakly: events
  /// arriving after `object` was freed are ignored.
  public func drive<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes without handlers, for the side effects upstream.
  public func drive() -> Disposable {
    drive(onNext: nil)
  }

  /// The driver as a ``Signal``: the same events, without replay to new
  /// subscribers.
  public func asSignal() -> Signal<Element> {
    Signal(asObservable())
  }
}
