extension ObservableType {
  /// Sends every element to each of `observers`; an error is reported to
  /// ``Hooks/unhandledError`` (bindings are not supposed to fail) and ends
  /// the binding without forwarding it.
  ///
  /// Disposing the binding drops what a ``Binder`` among `observers` still
  /// has queued for the main actor.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    subscribe(scoped: observers.map { $0.scopedForSubscription() }, reportingErrors: true)
  }

  /// Sends every element, as an optional, to each of `observers`.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    subscribe(
      scoped: observers.map { $0.scopedForWrappedSubscription() }, reportingErrors: true)
  }

  /// Accepts every element into each of `relays` (any ``RelayType``:
  /// ``PublishRelay``, ``BehaviorRelay``, ``ReplayRelay``).
  public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable
  where Relay.Element == Element {
    bind(onNext: { element in relays.acceptInEach(element) })
  }

  /// Accepts every element, as an optional, into each of `relays`.
  public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable
  where Relay.Element == Element? {
    bind(onNext: { element in relays.acceptInEach(element) })
  }

  /// Calls `onNext` with every element; an error is reported to
  /// ``Hooks/unhandledError``.
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext, onError: { Hooks.reportUnhandledError($0) })
  }

  /// Calls `onNext` with `object` and every element while `object` lives
  /// (held weakly: elements after it was freed are dropped); an error is
  /// reported to ``Hooks/unhandledError``.
  public func bind<Object: AnyObject>(
    with object: Object, onNext: @escaping (Object, Element) -> Void
  ) -> Disposable {
    bind(onNext: unretained(object, onNext))
  }

  /// Passes the sequence to a binder function and returns its result
  /// (RxCocoa's curried `bind(to:)`).
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Binds with a binder that takes one more argument, passed as a trailing
  /// closure (RxCocoa's `rx.items(cellIdentifier:cellType:)` and
  /// `rx.items`):
  ///
  /// ```swift
  /// items.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: Cell.self)) {
  ///   row, element, cell in cell.textLabel?.text = element
  /// }
  /// ```
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }
}
