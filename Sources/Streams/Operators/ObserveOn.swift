extension ObservableType {
  /// Delivers every event on `scheduler`, in order, one at a time.
  ///
  /// Events are queued and drained by one scheduled action at a time, so
  /// order holds even on a concurrent scheduler.
  public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      let lock = Lock()
      // Guarded by `lock`: events waiting for the drain action, and whether
      // one is scheduled.
      var queue: [Event<Element>] = []
      var scheduled = false
      let drainActions = CompositeDisposable()
      sink.subscription.add(drainActions)

      func drain() {
        while true {
          let event: Event<Element>? = lock.withLock {
            if queue.isEmpty {
              scheduled = false
              return nil
            }
            return queue.removeFirst()
          }
          guard let event, !sink.isDisposed else { return }
          sink.on(event)
        }
      }

      source.run(
        { event in
          let mustSchedule: Bool = lock.withLock {
            queue.append(event)
            if scheduled { return false }
            scheduled = true
            return true
          }
          if mustSchedule { scheduler.schedule(in: drainActions, action: drain) }
        }, sink.upstream())
    }
  }

  /// Subscribes to (and disposes) the source on `scheduler`.
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      // Not `sink.upstream()`: that would dispose the source synchronously on
      // the disposing thread, but the source must be disposed on `scheduler`
      // too (as documented, and as RxSwift's `subscribe(on:)` does).
      let upstream = SinkDisposer()
      sink.subscription.add(
        Disposables.create {
          _ = scheduler.schedule(()) { _ in
            upstream.dispose()
            return Disposables.create()
          }
        })
      sink.subscription.add(
        scheduler.schedule(()) { _ in
          source.run(sink.on, upstream)
          return Disposables.create()
        })
    }
  }
}
