import Platform

extension ObservableType {
  /// Maps each element to an inner sequence and merges the events of all
  /// inner sequences; completes when the source and every inner sequence
  /// have completed; the first error ends everything.
  ///
  /// Inner sequences may emit from any thread: their events are delivered
  /// downstream one at a time.
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let source = asObservable()
    return Producer { sink in
      let output = SerialSink(sink)
      let inners = CompositeDisposable()
      sink.subscription.add(inners)
      let lock = Lock()
      // Guarded by `lock`: the source plus the inner sequences still running.
      var active = 1
      let finishOne = {
        let done = lock.withLock {
          active -= 1
          return active == 0
        }
        if done { output.on(.completed) }
      }
      source.run(
        { event in
          switch event {
          case .next(let element):
            let inner: Observable<Source.Element>
            do { inner = try selector(element).asObservable() } catch {
              output.on(.error(error))
              return
            }
            lock.withLock { active += 1 }
            let subscription = SinkDisposer()
            guard let key = inners.insert(subscription) else { return }
            inner.run(
              { innerEvent in
                if case .completed = innerEvent {
                  inners.remove(for: key)
                  finishOne()
                } else {
                  output.on(innerEvent)
                }
              }, subscription)
          case .error(let error): output.on(.error(error))
          case .completed: finishOne()
          }
        }, sink.upstream())
    }
  }

  /// Maps each element to an inner sequence and forwards only the latest
  /// one's events: a new element disposes the previous inner sequence.
  /// Completes when the source and the latest inner sequence have completed.
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let source = asObservable()
    return Producer { sink in
      let output = SerialSink(sink)
      let current = SerialDisposable()
      sink.subscription.add(current)
      let lock = Lock()
      // Guarded by `lock`.
      var latestID = 0
      var hasInner = false
      var sourceDone = false
      source.run(
        { event in
          switch event {
          case .next(let element):
            let inner: Observable<Source.Element>
            do { inner = try selector(element).asObservable() } catch {
              output.on(.error(error))
              return
            }
            let id: Int = lock.withLock {
              latestID += 1
              hasInner = true
              return latestID
            }
            let subscription = SinkDisposer()
            current.disposable = subscription
            inner.run(
              { innerEvent in
                // Whether this inner is still the latest is decided in the
                // event's turn, together with sending it: an event of a
                // replaced inner can never overtake the new inner's events,
                // nor end the sequence after the switch.
                output.perform {
                  if case .completed = innerEvent {
                    let done: Bool = lock.withLock {
                      guard id == latestID else { return false }
                      hasInner = false
                      return sourceDone
                    }
                    if done { output.sink.on(.completed) }
                  } else if lock.withLock({ id == latestID }) {
                    output.sink.on(innerEvent)
                  }
                }
              }, subscription)
          case .error(let error): output.on(.error(error))
          case .completed:
            output.perform {
              let done = lock.withLock {
                sourceDone = true
                return !hasInner
              }
              if done { output.sink.on(.completed) }
            }
          }
        }, sink.upstream())
    }
  }

  /// Maps each element to an inner sequence and concatenates them: each
  /// inner sequence is subscribed only after the previous one completed.
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let source = asObservable()
    return Producer { sink in
      ConcatState(sink: sink).start(source, selector)
    }
  }
}

/// The queue of `concatMap`: elements wait until the running inner sequence
/// completes.
///
/// Thread-safe: `queue`, `running` and `sourceDone` are guarded by `lock`.
private final class ConcatState<Outer, Inner>: @unchecked Sendable {
  private let output: SerialSink<Inner>
  private let current = SerialDisposable()
  private let lock = Lock()
  private var queue = FIFO<Observable<Inner>>()
  private var running = false
  private var sourceDone = false
  private var draining = false

  init(sink: Sink<Inner>) {
    output = SerialSink(sink)
    sink.subscription.add(current)
  }

  func start<Source: ObservableConvertibleType>(
    _ source: Observable<Outer>,
    _ selector: @escaping (Outer) throws -> Source
  ) where Source.Element == Inner {
    source.run(
      { [self] event in
        switch event {
        case .next(let element):
          do {
            enqueue(try selector(element).asObservable())
          } catch {
            output.on(.error(error))
          }
        case .error(let error): output.on(.error(error))
        case .completed:
          let done = lock.withLock {
            sourceDone = true
            return !running && queue.isEmpty
          }
          if done { output.on(.completed) }
        }
      }, output.sink.upstream())
  }

  private func enqueue(_ inner: Observable<Inner>) {
    lock.withLock { queue.append(inner) }
    drain()
  }

  /// Subscribes queued inner sequences one after another; loops instead of
  /// recursing when inner sequences complete synchronously.
  private func drain() {
    lock.lock()
    if draining || running {
      lock.unlock()
      return
    }
    draining = true
    // Moved out of the queue and consumed by `subscribe`, so that the inner
    // sequence (whose captures' `deinit` is user code) is released before
    // the lock is taken again.
    while !running, !output.isDisposed, let next = queue.popFirst() {
      running = true
      lock.unlock()
      subscribe(consuming: consume next)
      lock.lock()
    }
    draining = false
    lock.unlock()
  }

  private func subscribe(consuming next: consuming Observable<Inner>) {
    let subscription = SinkDisposer()
    current.disposable = subscription
    next.run(
      { [self] event in
        if case .completed = event {
          let done = lock.withLock {
            running = false
            return sourceDone && queue.isEmpty
          }
          if done { output.on(.completed) } else { drain() }
        } else {
          output.on(event)
        }
      }, subscription)
  }
}
