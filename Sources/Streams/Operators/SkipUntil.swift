extension ObservableType {
  /// Drops the source's elements until `other` emits an element, then
  /// forwards everything.
  ///
  /// An error from `other` ends the sequence; `other` completing without an
  /// element leaves the sequence silent. If the source completes before
  /// `other` emitted, the subscription ends without a completion event (as
  /// in RxSwift). The source is subscribed before `other`.
  public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
    let source = asObservable()
    let trigger = other.asObservable()
    return Producer { sink in
      let output = SerialSink(sink)
      let lock = Lock()
      // Guarded by `lock`.
      var forwarding = false
      let isForwarding = { lock.withLock { forwarding } }
      source.run(
        { event in
          switch event {
          case .next:
            if isForwarding() { output.on(event) }
          case .error: output.on(event)
          case .completed:
            if isForwarding() {
              output.on(event)
            } else {
              sink.subscription.dispose()
            }
          }
        }, sink.upstream())
      if sink.isDisposed { return }
      let triggerSubscription = sink.upstream()
      trigger.run(
        { event in
          switch event {
          case .next:
            lock.withLock { forwarding = true }
            triggerSubscription.dispose()
          case .error(let error): output.on(.error(error))
          case .completed: triggerSubscription.dispose()
          }
        }, triggerSubscription)
    }
  }
}
