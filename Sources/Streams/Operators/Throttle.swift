import Platform

extension ObservableType {
  /// Emits the first element, then at most one element per `dueTime`: with
  /// `latest` (the default) the last element received during the interval is
  /// emitted when the interval ends.
  public func throttle(
    _ dueTime: RxTimeInterval,
    latest: Bool = true,
    scheduler: SchedulerType
  ) -> Observable<Element> {
    let source = asObservable()
    let interval = dueTime.timeInterval
    return Producer { sink in
      let output = SerialSink(sink)
      let timer = SerialDisposable()
      sink.subscription.add(timer)
      let lock = Lock()
      // Guarded by `lock`.
      var lastSent: RxTime?
      var waiting: Element?
      var timerScheduled = false
      var completed = false

      // Every step (an element arriving, an interval ending, the end of the
      // source) runs in the output's order, so that deciding and sending are
      // one step and a waiting element is never lost to a concurrent end.
      func intervalEnded() {
        // Read before locking: `now` of a scheduler is user code.
        let now = scheduler.now
        let action: ThrottleIntervalEnd<Element> = lock.withLock {
          timerScheduled = false
          if let element = waiting {
            waiting = nil
            lastSent = now
            return .send(element, thenComplete: completed)
          }
          return completed ? .complete : .none
        }
        switch action {
        case .none: break
        case .send(let element, let thenComplete):
          output.sink.on(.next(element))
          if thenComplete { output.sink.on(.completed) }
        case .complete: output.sink.on(.completed)
        }
      }

      source.run(
        { event in
          output.perform {
            switch event {
            case .next(let element):
              let now = scheduler.now
              // The element it replaces is released after unlocking (its
              // `deinit` is user code).
              var replaced: Element?
              let action: ThrottleArrival = lock.withLock {
                let elapsed = lastSent.map { now.timeIntervalSince($0) } ?? interval
                if elapsed >= interval, !timerScheduled {
                  lastSent = now
                  return .send
                }
                guard latest else { return .none }
                replaced = element
                swap(&replaced, &waiting)
                if timerScheduled { return .none }
                timerScheduled = true
                let remaining = max(0, interval - elapsed)
                return .schedule(RxTimeInterval(seconds: remaining))
              }
              replaced = nil
              switch action {
              case .send: output.sink.on(event)
              case .schedule(let delay):
                timer.disposable = scheduler.scheduleRelative((), dueTime: delay) { _ in
                  output.perform { intervalEnded() }
                  return Disposables.create()
                }
              case .none: break
              }
            case .error(let error): output.sink.on(.error(error))
            case .completed:
              let hasWaiting = lock.withLock {
                completed = true
                return waiting != nil
              }
              if !hasWaiting { output.sink.on(.completed) }
            }
          }
        }, sink.upstream())
    }
  }
}

/// What `throttle` does when an element arrives.
private enum ThrottleArrival {
  case send
  case schedule(RxTimeInterval)
  case none
}

/// What `throttle` does when its interval ends.
private enum ThrottleIntervalEnd<Element> {
  case none
  case send(Element, thenComplete: Bool)
  case complete
}
