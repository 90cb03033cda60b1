import Platform

extension ObservableType {
  /// On error, continues with the sequence `handler` returns for it.
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    let source = asObservable()
    let madeIn = SubscribingOwner()
    return Producer { sink in
      let owner = madeIn.orCurrent()
      let fallback = SerialDisposable()
      sink.subscription.add(fallback)
      source.run(
        { event in
          guard case .error(let error) = event else {
            sink.on(event)
            return
          }
          // The handler's streams are the chain's owner's (see `SubscribingOwner`).
          let entered = owner.enter()
          defer { owner.leave(entered) }
          let next: Observable<Element>
          do { next = try handler(error) } catch {
            sink.on(.error(error))
            return
          }
          let subscription = SinkDisposer()
          fallback.disposable = subscription
          next.run(sink.on, subscription)
        }, sink.upstream())
    }
  }

  /// On error, emits `element` and completes.
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    `catch` { _ in .just(element) }
  }

  /// Subscribes to the sequences of `sequence` one after another, moving to
  /// the next when one fails; ends when one completes.
  ///
  /// Once `sequence` is exhausted, the last error ends the result (an empty
  /// `sequence` completes at once). `sequence` is iterated anew for each
  /// subscription, on the thread of the failing sequence.
  public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    let madeIn = SubscribingOwner()
    return Producer { sink in
      CatchSequenceLoop(
        sources: AnyIterator(sequence.makeIterator()), sink: sink, owner: madeIn.orCurrent()
      ).moveNext()
    }
  }
}

/// Subscribes to a sequence's observables in turn while they fail; loops
/// instead of recursing when one fails synchronously.
///
/// Thread-safety: attempts are strictly sequential (the next starts only
/// after the previous one failed), so `sources` and `lastError` are only
/// touched by one attempt at a time, ordered by `lock`, which guards the
/// loop's flags.
private final class CatchSequenceLoop<Element>: @unchecked Sendable {
  private let sources: AnyIterator<Observable<Element>>
  private let sink: Sink<Element>
  /// The scope each attempt is made and subscribed in (see `SubscribingOwner`).
  private let owner: SubscribingOwner
  private let current = SerialDisposable()
  private let lock = PlatformLock()
  private var lastError: Swift.Error?
  private var looping = false
  private var moveRequested = false

  init(sources: AnyIterator<Observable<Element>>, sink: Sink<Element>, owner: SubscribingOwner) {
    self.sources = sources
    self.sink = sink
    self.owner = owner
    sink.subscription.add(current)
  }

  func moveNext() {
    lock.lock()
    if looping {
      moveRequested = true
      lock.unlock()
      return
    }
    looping = true
    moveRequested = true
    while moveRequested, !sink.isDisposed {
      moveRequested = false
      lock.unlock()
      subscribeNext()
      lock.lock()
    }
    looping = false
    lock.unlock()
  }

  // A function of its own so that the attempt's sequence and subscription,
  // whose release may run user code, are let go before the lock is taken
  // again.
  private func subscribeNext() {
    let entered = owner.enter()
    defer { owner.leave(entered) }
    guard let next = sources.next() else {
      sink.on(lastError.map { .error($0) } ?? .completed)
      return
    }
    let subscription = SinkDisposer()
    current.disposable = subscription
    next.run(
      { [self] event in
        if case .error(let error) = event {
          lastError = error
          moveNext()
        } else {
          sink.on(event)
        }
      }, subscription)
  }
}
