import Platform

extension ObservableType {
  /// Emits, at each element or completion of `sampler`, the latest element
  /// the source emitted since the previous sampling tick; when there was
  /// none, emits `defaultValue` if given, else nothing.
  ///
  /// The result completes at the first tick after the source completed (the
  /// source's completion alone does not complete it); an error of either
  /// sequence is forwarded at once.
  public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
    -> Observable<Element>
  {
    let source = asObservable()
    let sampler = sampler.asObservable()
    return Producer { sink in
      let output = SerialSink(sink)
      let lock = Lock()
      // Guarded by `lock`: the element waiting for the next tick, and
      // whether the source has completed.
      var latest: Element?
      var atEnd = false

      let sourceSubscription = sink.upstream()
      source.run(
        { event in
          output.perform {
            switch event {
            case .next(let element):
              // The element it replaces is released after unlocking: its
              // `deinit` is user code.
              var replaced: Element? = element
              lock.withLock { swap(&replaced, &latest) }
              replaced = nil
            case .error(let error):
              output.sink.on(.error(error))
            case .completed:
              lock.withLock { atEnd = true }
              sourceSubscription.dispose()
            }
          }
        }, sourceSubscription)

      sampler.run(
        { event in
          output.perform {
            switch event {
            case .next, .completed:
              let (element, ended) = lock.withLock { () -> (Element?, Bool) in
                defer { latest = nil }
                return (latest, atEnd)
              }
              if let element = element ?? defaultValue {
                output.sink.on(.next(element))
              }
              if ended { output.sink.on(.completed) }
            case .error(let error):
              output.sink.on(.error(error))
            }
          }
        }, sink.upstream())
    }
  }
}
