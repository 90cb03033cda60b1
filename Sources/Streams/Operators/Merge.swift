import Platform

extension Observable {
  /// Merges the events of `sources`; completes when all complete, fails on
  /// the first error.
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }

  /// Merges the events of every sequence in `sources`.
  public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    Observable<Observable<Element>>.from(sources).flatMap { $0 }
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Merges the inner sequences this sequence emits.
  public func merge() -> Observable<Element.Element> {
    flatMap { $0 }
  }

  /// Merges the inner sequences this sequence emits, running at most
  /// `maxConcurrent` of them at once; the others wait, in order, until a
  /// running one completes.
  ///
  /// Completes when this sequence and every inner sequence have completed;
  /// the first error ends everything. Inner sequences may emit from any
  /// thread: their events are delivered downstream one at a time. A
  /// `maxConcurrent` below one subscribes no inner sequence (as RxSwift).
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    let source = asObservable()
    let madeIn = SubscribingOwner()
    return Producer { sink in
      MergeLimitedState(sink: sink, maxConcurrent: maxConcurrent, owner: madeIn.orCurrent())
        .start(source)
    }
  }
}

extension ObservableType {
  /// Merges this sequence with `others`.
  public func merge(with others: Observable<Element>...) -> Observable<Element> {
    Observable.merge([asObservable()] + others)
  }
}

/// The inner sequences of `merge(maxConcurrent:)`: at most `maxConcurrent`
/// subscribed, the rest queued in arrival order.
///
/// Thread-safe: `queue`, `active`, `sourceDone` and `draining` are guarded by
/// `lock`, which is never held while a sequence is subscribed or an event
/// delivered.
private final class MergeLimitedState<Inner>: @unchecked Sendable {
  private let output: SerialSink<Inner>
  private let inners = CompositeDisposable()
  private let maxConcurrent: Int
  /// The scope inner sequences are subscribed in (see `SubscribingOwner`).
  private let owner: SubscribingOwner
  private let lock = PlatformLock()
  private var queue = FIFO<Observable<Inner>>()
  private var active = 0
  private var sourceDone = false
  private var draining = false

  init(sink: Sink<Inner>, maxConcurrent: Int, owner: SubscribingOwner) {
    output = SerialSink(sink)
    self.maxConcurrent = maxConcurrent
    self.owner = owner
    sink.subscription.add(inners)
  }

  func start<Source: ObservableConvertibleType>(_ source: Observable<Source>)
  where Source.Element == Inner {
    source.run(
      { [self] event in
        switch event {
        case .next(let inner):
          lock.withLock { queue.append(inner.asObservable()) }
          drain()
        case .error(let error): output.on(.error(error))
        case .completed:
          let done = lock.withLock {
            sourceDone = true
            return active == 0 && queue.isEmpty
          }
          if done { output.on(.completed) }
        }
      }, output.sink.upstream())
  }

  /// Subscribes queued inner sequences while there is room; loops instead of
  /// recursing when inner sequences complete synchronously.
  private func drain() {
    lock.lock()
    if draining {
      // The thread that is draining re-checks the room after each subscribe.
      lock.unlock()
      return
    }
    draining = true
    // Consumed by `subscribe`, so that the inner sequence (whose captures'
    // `deinit` is user code) is released before relocking.
    while active < maxConcurrent, !output.isDisposed, let next = queue.popFirst() {
      active += 1
      lock.unlock()
      subscribe(consuming: consume next)
      lock.lock()
    }
    draining = false
    lock.unlock()
  }

  private func subscribe(consuming next: consuming Observable<Inner>) {
    let subscription = SinkDisposer()
    guard let key = inners.insert(subscription) else { return }
    let entered = owner.enter()
    defer { owner.leave(entered) }
    next.run(
      { [self] event in
        if case .completed = event {
          inners.remove(for: key)
          let done = lock.withLock {
            active -= 1
            return sourceDone && active == 0 && queue.isEmpty
          }
          if done { output.on(.completed) } else { drain() }
        } else {
          output.on(event)
        }
      }, subscription)
  }
}
