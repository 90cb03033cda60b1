import Platform

extension ObservableType {
  /// Fails with ``RxError/timeout(dueTime:)`` when no element arrives within
  /// `dueTime` of the subscription or of the previous element.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    timeout(
      dueTime, other: Observable<Element>.error(RxError.timeout(dueTime: dueTime)),
      scheduler: scheduler)
  }

  /// Switches to `other` when no element arrives within `dueTime` of the
  /// subscription or of the previous element.
  public func timeout<Other: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval,
    other: Other,
    scheduler: SchedulerType
  ) -> Observable<Element> where Other.Element == Element {
    let source = asObservable()
    let fallback = other.asObservable()
    let madeIn = SubscribingOwner()
    return Producer { sink in
      let owner = madeIn.orCurrent()
      let output = SerialSink(sink)
      let timer = SerialDisposable()
      let sourceSubscription = sink.upstream()
      sink.subscription.add(timer)
      let lock = Lock()
      // Guarded by `lock`: which element the running timer waits after, and
      // whether the timeout already switched to `other`.
      var id = 0
      var switched = false

      func startTimer(_ timerID: Int) {
        timer.disposable = scheduler.scheduleRelative(timerID, dueTime: dueTime) { timerID in
          let fire = lock.withLock {
            guard timerID == id, !switched else { return false }
            switched = true
            return true
          }
          if fire {
            sourceSubscription.dispose()
            // Subscribed on the timer's thread, in the chain's scope (see `SubscribingOwner`).
            let entered = owner.enter()
            defer { owner.leave(entered) }
            fallback.run(output.on, output.sink.upstream())
          }
          return Disposables.create()
        }
      }

      startTimer(0)
      source.run(
        { event in
          let next: Int? = lock.withLock {
            guard !switched else { return nil }
            id += 1
            return id
          }
          guard let next else { return }
          output.on(event)
          if case .next = event { startTimer(next) }
        }, sourceSubscription)
    }
  }
}
