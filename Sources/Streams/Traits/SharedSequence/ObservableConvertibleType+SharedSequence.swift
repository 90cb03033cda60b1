extension ObservableConvertibleType {
  /// The sequence as a shared sequence of `sharingStrategy` (a ``Driver`` or
  /// a ``Signal``) that emits `onErrorJustReturn` and completes in place of
  /// an error; events are delivered on the strategy's scheduler (the main
  /// thread).
  public func asSharedSequence<Strategy: SharingStrategyProtocol>(
    sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn: Element
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(asObservable().observe(on: Strategy.scheduler).catchAndReturn(onErrorJustReturn))
  }

  /// The sequence as a shared sequence of `sharingStrategy` that continues
  /// with `onErrorDriveWith` in place of an error.
  public func asSharedSequence<Strategy: SharingStrategyProtocol>(
    sharingStrategy: Strategy.Type = Strategy.self,
    onErrorDriveWith: SharedSequence<Strategy, Element>
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(
      asObservable().observe(on: Strategy.scheduler)
        .catch { _ in onErrorDriveWith.asObservable() })
  }

  /// The sequence as a shared sequence of `sharingStrategy` that continues
  /// with the one `onErrorRecover` returns for an error.
  public func asSharedSequence<Strategy: SharingStrategyProtocol>(
    sharingStrategy: Strategy.Type = Strategy.self,
    onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<Strategy, Element>
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(
      asObservable().observe(on: Strategy.scheduler)
        .catch { onErrorRecover($0).asObservable() })
  }

  /// The sequence as a ``Driver`` that emits `onErrorJustReturn` and
  /// completes in place of an error; events are delivered on the main
  /// thread.
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    asSharedSequence(onErrorJustReturn: onErrorJustReturn)
  }

  /// The sequence as a ``Driver`` that continues with `onErrorDriveWith` in
  /// place of an error.
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    asSharedSequence(onErrorDriveWith: onErrorDriveWith)
  }

  /// The sequence as a ``Driver`` that continues with the driver
  /// `onErrorRecover` returns for an error.
  public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>)
    -> Driver<Element>
  {
    asSharedSequence(onErrorRecover: onErrorRecover)
  }

  /// The sequence as a ``Signal`` that emits `onErrorJustReturn` and
  /// completes in place of an error; events are delivered on the main
  /// thread.
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    asSharedSequence(onErrorJustReturn: onErrorJustReturn)
  }

  /// The sequence as a ``Signal`` that continues with `onErrorSignalWith` in
  /// place of an error.
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    asSharedSequence(onErrorDriveWith: onErrorSignalWith)
  }

  /// The sequence as a ``Signal`` that continues with the signal
  /// `onErrorRecover` returns for an error.
  public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>)
    -> Signal<Element>
  {
    asSharedSequence(onErrorRecover: onErrorRecover)
  }
}

extension RelayType {
  /// The relay as a ``Driver``: every accepted element (a
  /// ``BehaviorRelay`` starts with its current value, a ``ReplayRelay`` with
  /// its replay), on the main thread.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }

  /// The relay as a ``Signal``: every accepted element, on the main thread.
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}
