extension ObservableType {
  /// Subscribes a closure that receives every event.
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    subscribe(AnyObserver(eventHandler: on))
  }

  /// Subscribes closures for elements, the error, completion and disposal.
  ///
  /// `onDisposed` runs once, after the terminal event or when the
  /// subscription is disposed. An error with no `onError` goes to
  /// ``Hooks/unhandledError``.
  ///
  /// - Returns: a disposable that ends the subscription and releases every
  ///   closure passed here.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let source = asObservable()
    if let onNext, onError == nil, onCompleted == nil, onDisposed == nil,
      let subscription = source.subscribeOnNextOnly(onNext)
    {
      return subscription
    }
    let subscription = SinkDisposer()
    if let onDisposed {
      subscription.add(Disposables.create(with: onDisposed))
    }
    // The source runs on `subscription` itself (no second disposer): every
    // source enforces the grammar on it (a producer's sink, a subject, `just`
    // mark it stopped before forwarding a terminal event, and drop events
    // once it is disposed), so a terminal event arriving here is the one and
    // only, and is handled without a `stop()` guard of its own.
    let observer: (Event<Element>) -> Void
    if onError == nil, onCompleted == nil {
      // The common `subscribe(onNext:)`: a smaller closure context.
      observer = { event in
        switch event {
        case .next(let element):
          if subscription.isDisposed { return }
          onNext?(element)
        case .error(let error):
          Hooks.reportUnhandledError(error)
          subscription.dispose()
        case .completed:
          subscription.dispose()
        }
      }
    } else {
      observer = { event in
        switch event {
        case .next(let element):
          if subscription.isDisposed { return }
          onNext?(element)
        case .error(let error):
          if let onError { onError(error) } else { Hooks.reportUnhandledError(error) }
          subscription.dispose()
        case .completed:
          onCompleted?()
          subscription.dispose()
        }
      }
    }
    source.run(observer, subscription)
    return subscription
  }

  /// Subscribes closures that also receive `object`, held weakly: events
  /// arriving after `object` was freed are ignored.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: unretained(object, onNext),
      onError: unretained(object, onError),
      onCompleted: unretained(object, onCompleted),
      onDisposed: unretained(object, onDisposed))
  }
}
