/// A ``SharedSequence`` for UI events: never fails, delivers on the main
/// thread, and shares one upstream subscription without replaying past
/// elements to new subscribers.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The strategy of ``Signal``: ``MainScheduler/instance`` and
/// `share(scope: .whileConnected)`.
public struct SignalSharingStrategy: SharingStrategyProtocol {
  /// ``SharingScheduler/make``: ``MainScheduler/instance`` outside tests.
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// Shares `source`, without replay, while subscribed.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Returns `self` as a ``Signal``.
  public func asSignal() -> Signal<Element> { asSharedSequence() }

  /// Sends every element and the completion to each of `observers`.
  ///
  /// Call on the main thread; events arrive there.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe(
      scoped: observers.map { $0.scopedForSubscription() }, reportingErrors: false)
  }

  /// Sends every element, as an optional, and the completion to each of
  /// `observers`.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().subscribe(
      scoped: observers.map { $0.scopedForWrappedSubscription() }, reportingErrors: false)
  }

  /// Accepts every element into each of `relays` (any ``RelayType``:
  /// ``PublishRelay``, ``BehaviorRelay``, ``ReplayRelay``).
  public func emit<Relay: RelayType>(to relays: Relay...) -> Disposable
  where Relay.Element == Element {
    emit(onNext: { element in relays.acceptInEach(element) })
  }

  /// Accepts every element, as an optional, into each of `relays`.
  public func emit<Relay: RelayType>(to relays: Relay...) -> Disposable
  where Relay.Element == Element? {
    emit(onNext: { element in relays.acceptInEach(element) })
  }

  /// Subscribes closures for elements, completion and disposal, called on
  /// the main thread.
  ///
  /// `onDisposed` runs once, after completion or when the subscription is
  /// disposed.
  public func emit(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that also receive `object`, held weakly: events
  /// arriving after `object` was freed are ignored.
  public func emit<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes without handlers, for the side effects upstream.
  public func emit() -> Disposable {
    emit(onNext: nil)
  }
}
