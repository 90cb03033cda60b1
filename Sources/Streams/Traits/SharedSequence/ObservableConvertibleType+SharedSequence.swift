extension ObservableConvertibleType {
  /// The sequence as a ``Driver`` that emits `onErrorJustReturn` and
  /// completes in place of an error; events are delivered on the main
  /// thread.
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    Driver(
      asObservable().observe(on: DriverSharingStrategy.scheduler)
        .catchAndReturn(onErrorJustReturn))
  }

  /// The sequence as a ``Driver`` that continues with `onErrorDriveWith` in
  /// place of an error.
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    Driver(
      asObservable().observe(on: DriverSharingStrategy.scheduler)
        .catch { _ in onErrorDriveWith.asObservable() })
  }

  /// The sequence as a ``Driver`` that continues with the driver
  /// `onErrorRecover` returns for an error.
  public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>)
    -> Driver<Element>
  {
    Driver(
      asObservable().observe(on: DriverSharingStrategy.scheduler)
        .catch { onErrorRecover($0).asObservable() })
  }

  /// The sequence as a ``Signal`` that emits `onErrorJustReturn` and
  /// completes in place of an error; events are delivered on the main
  /// thread.
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    Signal(
      asObservable().observe(on: SignalSharingStrategy.scheduler)
        .catchAndReturn(onErrorJustReturn))
  }

  /// The sequence as a ``Signal`` that continues with `onErrorSignalWith` in
  /// place of an error.
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    Signal(
      asObservable().observe(on: SignalSharingStrategy.scheduler)
        .catch { _ in onErrorSignalWith.asObservable() })
  }

  /// The sequence as a ``Signal`` that continues with the signal
  /// `onErrorRecover` returns for an error.
  public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>)
    -> Signal<Element>
  {
    Signal(
      asObservable().observe(on: SignalSharingStrategy.scheduler)
        .catch { onErrorRecover($0).asObservable() })
  }
}

extension BehaviorRelay {
  /// The relay as a ``Driver``: the current value, then every accepted one,
  /// on the main thread.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }

  /// The relay as a ``Signal``: the current value, then every accepted one,
  /// on the main thread.
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}

extension PublishRelay {
  /// The relay as a ``Driver``: every accepted element, on the main thread.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }

  /// The relay as a ``Signal``: every accepted element, on the main thread.
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}
