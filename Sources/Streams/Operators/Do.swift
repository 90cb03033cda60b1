extension ObservableType {
  /// Runs side effects for each event and for the subscription's lifetime,
  /// without changing the sequence; an error thrown by a side effect ends the
  /// sequence with that error.
  ///
  /// Order, as in RxSwift: `onSubscribe`, the subscription to the source
  /// (with whatever it emits synchronously), `onSubscribed`. When the
  /// subscription ends (terminal event or disposal) the source's
  /// subscription is disposed, then `onDispose` runs; `onDispose` never runs
  /// before `onSubscribed`, even for a source that ends while subscribing.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      onSubscribe?()
      // Not `sink.upstream()`: a source that ends while subscribing must not
      // trigger `onDispose` before `onSubscribed`, so the disposal that runs
      // `onDispose` joins this subscription only after `onSubscribed`.
      let upstream = SinkDisposer()
      // Set when the source sends its terminal event; until then a disposal
      // of this subscription (from downstream, or by an error a side effect
      // threw) reaches the source at once, even during the subscription.
      let sourceEnded = BooleanDisposable()
      sink.subscription.add(
        Disposables.create {
          if !sourceEnded.isDisposed { upstream.dispose() }
        })
      source.run(
        { event in
          if event.isStopEvent { sourceEnded.dispose() }
          do {
            switch event {
            case .next(let element):
              try onNext?(element)
              sink.on(event)
              try afterNext?(element)
            case .error(let error):
              try onError?(error)
              sink.on(event)
              try afterError?(error)
            case .completed:
              try onCompleted?()
              sink.on(event)
              try afterCompleted?()
            }
          } catch {
            sink.on(.error(error))
          }
        }, upstream)
      onSubscribed?()
      sink.subscription.add(
        Disposables.create {
          upstream.dispose()
          onDispose?()
        })
    }
  }
}
