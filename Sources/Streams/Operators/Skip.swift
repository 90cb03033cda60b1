import Platform

extension ObservableType {
  /// Skips the first `count` elements.
  public func skip(_ count: Int) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      var remaining = count
      source.run(
        { event in
          if case .next = event, remaining > 0 {
            remaining -= 1
            return
          }
          sink.on(event)
        }, sink.upstream())
    }
  }

  /// Skips the elements that arrive within `duration` of subscribing (timed
  /// on `scheduler`), then emits everything.
  ///
  /// The terminal event is always forwarded, even before `duration` is up.
  public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      let open = LockedState(false)
      sink.subscription.add(
        scheduler.scheduleRelative((), dueTime: duration) { _ in
          open.withLock { $0 = true }
          return Disposables.create()
        })
      if sink.isDisposed { return }
      source.run(
        { event in
          if case .next = event, !open.withLock({ $0 }) { return }
          sink.on(event)
        }, sink.upstream())
    }
  }

  /// Skips elements while `predicate` holds, then emits everything.
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      var skipping = true
      source.run(
        { event in
          if skipping, case .next(let element) = event {
            do { skipping = try predicate(element) } catch {
              sink.on(.error(error))
              return
            }
            if skipping { return }
          }
          sink.on(event)
        }, sink.upstream())
    }
  }

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
