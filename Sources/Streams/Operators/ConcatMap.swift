import Platform

extension ObservableType {
  /// Maps each element to an inner sequence and concatenates them: each
  /// inner sequence is subscribed only after the previous one completed.
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let source = asObservable()
    let madeIn = SubscribingOwner()
    return Producer { sink in
      ConcatState(sink: sink, owner: madeIn.orCurrent()).start(source, selector)
    }
  }
}

/// The queue of `concatMap`: elements wait until the running inner sequence
/// completes.
///
/// Thread-safe: `queue`, `running` and `sourceDone` are guarded by `lock`.
private final class ConcatState<Outer, Inner>: @unchecked Sendable {
  private let output: SerialSink<Inner>
  /// The owner the selector runs and inner sequences are subscribed under.
  private let owner: SubscribingOwner
  private let current = SerialDisposable()
  private let lock = PlatformLock()
  private var queue = FIFO<Observable<Inner>>()
  private var running = false
  private var sourceDone = false
  private var draining = false

  init(sink: Sink<Inner>, owner: SubscribingOwner) {
    output = SerialSink(sink)
    self.owner = owner
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
          let entered = owner.enter()
          defer { owner.leave(entered) }
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
    let entered = owner.enter()
    defer { owner.leave(entered) }
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
