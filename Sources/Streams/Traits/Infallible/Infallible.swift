/// A sequence that never fails: only elements and, possibly, completion.
///
/// Made from an observable with `asInfallible(onErrorJustReturn:)` and its
/// siblings, which decide what replaces an error, or with
/// ``Infallible/create(subscribe:)``. Like any observable it does nothing
/// until subscribed, and each subscription is independent.
public struct Infallible<Element>: InfallibleType {
  let source: Observable<Element>

  @usableFromInline
  init(_ source: Observable<Element>) {
    self.source = source
  }

  /// The sequence as an ordinary observable, which never errors.
  public func asObservable() -> Observable<Element> { source }
}

/// A type that is, or can be viewed as, an ``Infallible``.
public protocol InfallibleType: ObservableConvertibleType {}

/// The events an ``Infallible`` created with `create(subscribe:)` reports.
public enum InfallibleEvent<Element> {
  /// An element.
  case next(Element)
  /// Completion.
  case completed
}

extension ObservableConvertibleType {
  /// The sequence as an ``Infallible`` that emits `element` and completes in
  /// place of an error.
  public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
    Infallible(asObservable().catchAndReturn(element))
  }

  /// The sequence as an ``Infallible`` that continues with `infallible` in
  /// place of an error.
  public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(asObservable().catch { _ in infallible.source })
  }

  /// The sequence as an ``Infallible`` that continues with the infallible
  /// `onErrorRecover` returns for an error.
  public func asInfallible(
    onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>
  ) -> Infallible<Element> {
    Infallible(asObservable().catch { onErrorRecover($0).source })
  }
}

extension InfallibleType {
  /// Returns `self` as an ``Infallible``.
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }

  /// Subscribes closures for elements, completion and disposal.
  ///
  /// `onDisposed` runs once, after completion or when the subscription is
  /// disposed.
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that also receive `object`, held weakly: events
  /// arriving after `object` was freed are ignored.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes a closure that receives every event (never an error).
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    asObservable().subscribe(on)
  }

  /// Sends every element and the completion to each of `observers`.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sends every element, as an optional, and the completion to each of
  /// `observers`.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().map { $0 as Element? }.subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Accepts every element into each of `relays` (any ``RelayType``:
  /// ``PublishRelay``, ``BehaviorRelay``, ``ReplayRelay``).
  public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable
  where Relay.Element == Element {
    subscribe(onNext: { element in relays.acceptInEach(element) })
  }

  /// Accepts every element, as an optional, into each of `relays`.
  public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable
  where Relay.Element == Element? {
    subscribe(onNext: { element in relays.acceptInEach(element) })
  }

  /// Calls `onNext` with every element.
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext)
  }

  /// Passes the infallible to a binder function and returns its result
  /// (RxCocoa's curried `bind(to:)`).
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Binds with a binder that takes one more argument, passed as a trailing
  /// closure (RxCocoa's form for `rx.items(cellIdentifier:cellType:)`).
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// The infallible as a ``Driver``: its elements on the main thread (it
  /// cannot fail, so no `onErrorJustReturn` is needed).
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }

  /// The infallible as a ``Signal``: its elements on the main thread.
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}

extension Infallible {
  /// An infallible over `source`, whose only possible error (a throwing
  /// selector's) is reported to ``Hooks/unhandledError`` and ends it.
  @usableFromInline
  init(reportingErrors source: Observable<Element>) {
    self.init(
      source.catch { error in
        Hooks.reportUnhandledError(error)
        return .empty()
      })
  }
}
