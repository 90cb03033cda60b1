import Platform

extension ObservableType {
  /// Delivers every event on `scheduler`, in order, one at a time.
  ///
  /// Events are queued and drained by one scheduled action at a time, so
  /// order holds even on a concurrent scheduler. On this module's real-time
  /// schedulers one action drains every queued event; on any other
  /// scheduler (a virtual-time `TestScheduler`, a user's scheduler) each
  /// event gets its own scheduled action, as in RxSwift, so on a
  /// `TestScheduler` queued events arrive one tick apart.
  ///
  /// On ``MainScheduler/instance`` an event arriving on the main actor (the
  /// main thread or the main queue) while nothing of this subscription is
  /// queued is delivered at once; otherwise it is queued on the main queue
  /// behind this subscription's earlier events. The order kept is per
  /// subscription, so main-scheduler work queued by other subscriptions
  /// (another test running in parallel under Swift Testing, say) does not
  /// defer this one, unlike ``MainScheduler``'s own `schedule`.
  ///
  /// Cost: O(1) per event whatever the backlog; inlinable, so that a
  /// burst's per-event path is specialized for `Element`.
  @inlinable
  public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    let drainsInBatches = drainsQueuedEventsInOneAction(scheduler)
    let drainsInlineOnMain = scheduler is MainScheduler
    return Producer { sink in
      let lock = Lock()
      // Guarded by `lock`: events waiting for the drain action, and whether
      // one is scheduled.
      var queue = FIFO<Event<Element>>()
      var scheduled = false
      let drainActions = CompositeDisposable()
      sink.subscription.add(drainActions)

      // The drain's batch: swapped with `queue` under the lock, delivered
      // without it. Touched only by the one scheduled drain action.
      var batch = FIFO<Event<Element>>()

      // Takes what is queued (everything on a batching scheduler, else the
      // next event), or marks the drain as finished.
      func take() -> Bool {
        lock.withLock {
          if queue.isEmpty {
            scheduled = false
            return false
          }
          if drainsInBatches {
            swap(&batch, &queue)
          } else if let event = queue.popFirst() {
            batch.append(event)
          }
          return true
        }
      }

      func drain() {
        while take() {
          while let event = batch.popFirst() {
            guard !sink.isDisposed else { return }
            sink.on(event)
          }
          if !drainsInBatches {
            // One event per action: the rest waits for the next one.
            let more: Bool = lock.withLock {
              if queue.isEmpty { scheduled = false }
              return !queue.isEmpty
            }
            if more { scheduler.schedule(in: drainActions, action: drain) }
            return
          }
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
          guard mustSchedule else { return }
          if drainsInlineOnMain && MainContext.isCurrent {
            drain()
          } else {
            scheduler.schedule(in: drainActions, action: drain)
          }
        }, sink.upstream())
    }
  }
}

/// Whether `observe(on:)` may drain every queued event in one action on
/// `scheduler`: true for this module's real-time schedulers, where an action
/// per event would only add dispatch overhead.
@usableFromInline
func drainsQueuedEventsInOneAction(_ scheduler: ImmediateSchedulerType) -> Bool {
  scheduler is SerialDispatchQueueScheduler || scheduler is ConcurrentDispatchQueueScheduler
    || scheduler is MainScheduler || scheduler is CurrentThreadScheduler
}
