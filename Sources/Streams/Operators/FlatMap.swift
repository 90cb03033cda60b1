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
    let madeIn = SubscribingOwner()
    return Producer { sink in
      let owner = madeIn.orCurrent()
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
            // The selector's streams are the chain's owner's (see `SubscribingOwner`).
            let entered = owner.enter()
            defer { owner.leave(entered) }
            let inner: Observable<Source.Element>
            do { inner = try selector(element).asObservable() } catch {
              output.on(.error(error))
              return
            }
            if inner.hasKnownElements {
              // `just`, `of`, `from(array)`: their elements are delivered
              // now and they complete at once, so no inner subscription is
              // made and none stays active (the `flatMap { .just($0) }`
              // shape costs no lock and no object per element).
              _ = inner.visitKnownElements { element in
                if !output.isDisposed { output.on(.next(element)) }
              }
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
}
