import Platform

extension ObservableType {
  /// Maps an element to an inner sequence only while no inner sequence is
  /// running: elements that arrive meanwhile are dropped (`selector` is not
  /// called for them).
  ///
  /// Completes when the source and the running inner sequence have
  /// completed; an error from either ends the sequence. Inner sequences may
  /// emit from any thread: their events are delivered downstream one at a
  /// time.
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let source = asObservable()
    let madeIn = SubscribingOwner()
    return Producer { sink in
      let owner = madeIn.orCurrent()
      let output = SerialSink(sink)
      let current = SerialDisposable()
      sink.subscription.add(current)
      let lock = Lock()
      // Guarded by `lock`.
      var running = false
      var sourceDone = false
      source.run(
        { event in
          switch event {
          case .next(let element):
            // Claimed before calling `selector`, so that two elements racing
            // from different threads cannot both start an inner sequence.
            let claimed: Bool = lock.withLock {
              if running { return false }
              running = true
              return true
            }
            guard claimed else { return }
            // The selector's streams are the chain's owner's (see `SubscribingOwner`).
            let entered = owner.enter()
            defer { owner.leave(entered) }
            let inner: Observable<Source.Element>
            do { inner = try selector(element).asObservable() } catch {
              output.on(.error(error))
              return
            }
            let subscription = SinkDisposer()
            current.disposable = subscription
            inner.run(
              { innerEvent in
                guard case .completed = innerEvent else {
                  output.on(innerEvent)
                  return
                }
                let done: Bool = lock.withLock {
                  running = false
                  return sourceDone
                }
                if done { output.on(.completed) }
              }, subscription)
          case .error(let error): output.on(.error(error))
          case .completed:
            let done: Bool = lock.withLock {
              sourceDone = true
              return !running
            }
            if done { output.on(.completed) }
          }
        }, sink.upstream())
    }
  }
}
