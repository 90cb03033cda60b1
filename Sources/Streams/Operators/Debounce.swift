import Platform

extension ObservableType {
  /// Emits an element only after `dueTime` passed without another element;
  /// on completion, a pending element is emitted first.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { sink in
      let output = SerialSink(sink)
      let timer = SerialDisposable()
      sink.subscription.add(timer)
      let lock = Lock()
      // Guarded by `lock`: the element waiting for quiet, and its number.
      var pending: Element?
      var pendingID = 0
      source.run(
        { event in
          switch event {
          case .next(let element):
            // The element it replaces is released after unlocking: its
            // `deinit` is user code, which may send here again.
            var replaced: Element? = element
            let id: Int = lock.withLock {
              pendingID += 1
              swap(&replaced, &pending)
              return pendingID
            }
            replaced = nil
            timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
              // Taking the pending element and sending it is one step in the
              // output's order, so completion cannot slip in between.
              output.perform {
                let element: Element? = lock.withLock {
                  guard id == pendingID, let element = pending else { return nil }
                  pending = nil
                  return element
                }
                if let element { output.sink.on(.next(element)) }
              }
              return Disposables.create()
            }
          case .error(let error):
            output.perform {
              let dropped: Element? = lock.withLock {
                defer { pending = nil }
                return pending
              }
              withExtendedLifetime(dropped) {}
              output.sink.on(.error(error))
            }
          case .completed:
            output.perform {
              let element: Element? = lock.withLock {
                defer { pending = nil }
                return pending
              }
              if let element { output.sink.on(.next(element)) }
              output.sink.on(.completed)
            }
          }
        }, sink.upstream())
    }
  }
}
