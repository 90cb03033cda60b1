import Platform

extension ObservableType {
  /// Splits the elements into windows, each an observable that completes
  /// when it holds `count` elements or when `timeSpan` has passed since it
  /// opened, whichever comes first; the next window opens at once.
  ///
  /// The first window is emitted on subscription. An error or completion of
  /// the source is sent to the current window, then to the outer sequence.
  /// As in RxSwift, disposing the outer subscription keeps the source
  /// subscribed while a window is still subscribed to. Timers run on
  /// `scheduler`.
  public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<Observable<Element>>
  {
    let source = asObservable()
    return Producer { sink in
      let output = SerialSink(sink)
      let refCount = RefCountedSubscription()
      sink.subscription.add(refCount.outerHold())
      let timer = SerialDisposable()
      refCount.resources.add(timer)
      let lock = Lock()
      // Guarded by `lock`: the open window, its element count and number
      // (a timer of an older window does nothing).
      var subject = PublishSubject<Element>()
      var elementCount = 0
      var windowID = 0
      var stopped = false

      func makeWindow(_ subject: PublishSubject<Element>) -> Observable<Element> {
        RefCountedObservable(source: subject, refCount: refCount)
      }

      // Closes the open window and opens the next. Requires `lock`.
      func rotate() -> (closed: PublishSubject<Element>, opened: PublishSubject<Element>, id: Int) {
        let closed = subject
        subject = PublishSubject()
        elementCount = 0
        windowID &+= 1
        return (closed, subject, windowID)
      }

      func startTimer(_ id: Int) {
        timer.disposable = scheduler.scheduleRelative(id, dueTime: timeSpan) { id in
          output.perform {
            let rotated = lock.withLock {
              () -> (PublishSubject<Element>, PublishSubject<Element>, Int)? in
              guard !stopped, id == windowID else { return nil }
              return rotate()
            }
            guard let (closed, opened, newID) = rotated else { return }
            closed.on(.completed)
            output.sink.on(.next(makeWindow(opened)))
            startTimer(newID)
          }
          return Disposables.create()
        }
      }

      // Marks the source as ended and returns the open window.
      func stop() -> PublishSubject<Element> {
        lock.withLock {
          stopped = true
          return subject
        }
      }

      output.perform {
        output.sink.on(.next(makeWindow(lock.withLock { subject })))
      }
      startTimer(0)
      let upstream = SinkDisposer()
      refCount.resources.add(upstream)
      source.run(
        { event in
          // Windows are subjects: every send to them and to the outer
          // sequence happens in the output's order, outside the lock.
          output.perform {
            switch event {
            case .next(let element):
              let current = lock.withLock { stopped ? nil : subject }
              guard let current else { return }
              current.on(.next(element))
              let rotated = lock.withLock {
                () -> (PublishSubject<Element>, PublishSubject<Element>, Int)? in
                elementCount += 1
                return elementCount == count ? rotate() : nil
              }
              guard let (closed, opened, newID) = rotated else { return }
              closed.on(.completed)
              output.sink.on(.next(makeWindow(opened)))
              startTimer(newID)
            case .error(let error):
              stop().on(.error(error))
              output.sink.on(.error(error))
            case .completed:
              stop().on(.completed)
              output.sink.on(.completed)
            }
          }
        }, upstream)
    }
  }
}
