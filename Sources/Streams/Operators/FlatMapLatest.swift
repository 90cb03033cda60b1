import Platform

extension ObservableType {
  /// Maps each element to an inner sequence and forwards only the latest
  /// one's events: a new element disposes the previous inner sequence.
  /// Completes when the source and the latest inner sequence have completed.
  public func flatMapLatest<Source: ObservableConvertibleType>(
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
      var latestID = 0
      var hasInner = false
      var sourceDone = false
      source.run(
        { event in
          switch event {
          case .next(let element):
            // The selector's streams are the chain's owner's (see `SubscribingOwner`).
            let entered = owner.enter()
            defer { owner.leave(entered) }
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
}
