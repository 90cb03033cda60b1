import Platform

extension ObservableType {
  /// Collects elements into arrays, each emitted when it holds `count`
  /// elements or when `timeSpan` has passed since the previous array,
  /// whichever comes first; an array emitted for the time span may be empty.
  ///
  /// On completion the current array (possibly empty) is emitted before
  /// `completed`; on error it is dropped. Timers run on `scheduler`; a full
  /// array restarts the time span.
  public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<[Element]>
  {
    let source = asObservable()
    return Producer { sink in
      let output = SerialSink(sink)
      let timer = SerialDisposable()
      sink.subscription.add(timer)
      let lock = Lock()
      // Guarded by `lock`: the array being filled and the number of the
      // time span it belongs to (a timer of an older span does nothing).
      var buffer: [Element] = []
      var spanID = 0

      // Takes the current array and starts a new span. Requires `lock`.
      func takeBuffer() -> (elements: [Element], spanID: Int) {
        spanID += 1
        defer { buffer = [] }
        return (buffer, spanID)
      }

      func startTimer(_ id: Int) {
        timer.disposable = scheduler.scheduleRelative(id, dueTime: timeSpan) { id in
          // Deciding and sending are one step in the output's order, so a
          // full array and the time span cannot both send the same elements.
          output.perform {
            let taken: (elements: [Element], spanID: Int)? = lock.withLock {
              guard id == spanID else { return nil }
              return takeBuffer()
            }
            guard let taken else { return }
            output.sink.on(.next(taken.elements))
            startTimer(taken.spanID)
          }
          return Disposables.create()
        }
      }

      startTimer(0)
      source.run(
        { event in
          output.perform {
            switch event {
            case .next(let element):
              let taken: (elements: [Element], spanID: Int)? = lock.withLock {
                buffer.append(element)
                return buffer.count == count ? takeBuffer() : nil
              }
              guard let taken else { return }
              output.sink.on(.next(taken.elements))
              startTimer(taken.spanID)
            case .error(let error):
              // Released after unlocking: element `deinit`s are user code.
              let dropped: [Element] = lock.withLock { takeBuffer().elements }
              withExtendedLifetime(dropped) {}
              output.sink.on(.error(error))
            case .completed:
              let last: [Element] = lock.withLock { takeBuffer().elements }
              output.sink.on(.next(last))
              output.sink.on(.completed)
            }
          }
        }, sink.upstream())
    }
  }
}
