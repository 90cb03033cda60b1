import Platform

extension ObservableType {
  /// Shifts every element and the completion by `dueTime`, in order, on any
  /// scheduler (serial or concurrent); an error is forwarded at once and
  /// drops the elements still waiting (as in RxSwift).
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      let output = SerialSink(sink)
      let timers = CompositeDisposable()
      sink.subscription.add(timers)
      let lock = Lock()
      // Guarded by `lock`: the events waiting for their time, oldest first,
      // and whether a drain is scheduled or running. There is one drain at a
      // time rather than one timer per event because a concurrent scheduler
      // runs timers that fall due together in any order.
      var waiting = DueEvents<Element>()
      var draining = false

      func drain() {
        // Taking the due events and sending them is one step in the output's
        // order, so that neither the next drain nor an error overtakes them.
        output.perform {
          // Read before locking: `now` of a scheduler is user code.
          let now = scheduler.now
          lock.lock()
          let due = waiting.takeDue(at: now)
          let nextDue = waiting.firstDue
          if nextDue == nil { draining = false }
          lock.unlock()
          for event in due { output.sink.on(event) }
          if let nextDue {
            scheduler.scheduleRelative(
              in: timers, dueTime: RxTimeInterval(seconds: nextDue.timeIntervalSince(now)),
              action: drain)
          }
        }
      }

      source.run(
        { event in
          if case .error = event {
            output.perform {
              // Taken out of the lock so that the dropped elements (whose
              // deinitializers are user code) are released after unlocking.
              let dropped = lock.withLock { waiting.removeAll() }
              output.sink.on(event)
              _ = dropped
            }
            return
          }
          let due = scheduler.now.addingTimeInterval(dueTime.timeInterval)
          let startDrain: Bool = lock.withLock {
            waiting.append(event, due: due)
            defer { draining = true }
            return !draining
          }
          if startDrain { scheduler.scheduleRelative(in: timers, dueTime: dueTime, action: drain) }
        }, sink.upstream())
    }
  }
}

/// The events `delay` holds back, oldest first, each with the time it is due.
///
/// Taken events are moved out (their slot set to `nil`), not copied: the
/// storage never holds the last reference to an element, so compacting it
/// under the operator's lock never runs an element's `deinit`.
private struct DueEvents<Element> {
  private var events: [(due: RxTime, event: Event<Element>?)] = []
  private var head = 0

  /// When the oldest event is due.
  var firstDue: RxTime? {
    head < events.count ? events[head].due : nil
  }

  mutating func append(_ event: Event<Element>, due: RxTime) {
    events.append((due, event))
  }

  /// Removes and returns the oldest event (whose timer is the one that
  /// fired, even if the clock reads a hair earlier) and every later one due
  /// by `now`.
  mutating func takeDue(at now: RxTime) -> [Event<Element>] {
    guard head < events.count else { return [] }
    var taken = [take(at: head)]
    head += 1
    while head < events.count, events[head].due <= now {
      taken.append(take(at: head))
      head += 1
    }
    if head == events.count {
      events.removeAll(keepingCapacity: events.count <= 64)
      head = 0
    } else if head >= 64, head * 2 >= events.count {
      events.removeFirst(head)
      head = 0
    }
    return taken
  }

  private mutating func take(at index: Int) -> Event<Element> {
    var event: Event<Element>?
    swap(&event, &events[index].event)
    return event!
  }

  /// Empties the queue, returning the storage so that the caller releases
  /// it outside its lock.
  mutating func removeAll() -> [(due: RxTime, event: Event<Element>?)] {
    defer {
      events = []
      head = 0
    }
    return events
  }
}
