import Platform

extension ObservableType {
  /// Resubscribes after every error, for ever.
  public func retry() -> Observable<Element> {
    retry(Int.max)
  }

  /// Subscribes at most `maxAttempts` times in all; the error of the last
  /// attempt ends the sequence.
  ///
  /// With no attempts (`maxAttempts <= 0`) it completes at once without
  /// subscribing, as RxSwift's `retry(0)` does (RxSwift stops the program
  /// for a negative count).
  public func retry(_ maxAttempts: Int) -> Observable<Element> {
    guard maxAttempts > 0 else { return .empty() }
    let source = asObservable()
    return Producer { sink in
      RetryLoop(source: source, sink: sink, maxAttempts: maxAttempts).start()
    }
  }

  /// Resubscribes to the source after an error of type `Error` each time the
  /// sequence `notificationHandler` makes from those errors emits an element.
  ///
  /// `notificationHandler` is called once per subscription, which subscribes
  /// to its result before subscribing to the source. After a source error,
  /// the trigger's next element resubscribes, its completion completes the
  /// sequence and its error ends it; an error of another type ends the
  /// sequence at once.
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      RetryWhenLoop(source: source, sink: sink, notificationHandler: notificationHandler).start()
    }
  }

  /// Resubscribes to the source after an error each time the sequence
  /// `notificationHandler` makes from the errors emits an element.
  ///
  /// `notificationHandler` is called once per subscription, which subscribes
  /// to its result before subscribing to the source. After a source error,
  /// the trigger's next element resubscribes, its completion completes the
  /// sequence and its error ends it.
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      RetryWhenLoop(source: source, sink: sink, notificationHandler: notificationHandler).start()
    }
  }
}

/// One subscription of `retry(when:)`: the source's errors go to the
/// handler's sequence through `errors`; the handler's sequence reaches an
/// attempt that failed through `triggers`.
///
/// Thread-safety: attempts are strictly sequential (a new one starts only
/// when the trigger fires after the previous one failed); `lock` guards the
/// loop's flags; subjects and disposables are thread-safe.
private final class RetryWhenLoop<Element, Failure: Swift.Error, Trigger>: @unchecked Sendable {
  private let source: Observable<Element>
  private let output: SerialSink<Element>
  private let errors = PublishSubject<Failure>()
  private let triggers = PublishSubject<Trigger>()
  private let handler: Observable<Trigger>
  // The running attempt: its source subscription and, after it failed, its
  // subscription to `triggers`.
  private let current = SerialDisposable()
  private let lock = PlatformLock()
  private var looping = false
  private var retryRequested = false

  init<TriggerObservable: ObservableType>(
    source: Observable<Element>,
    sink: Sink<Element>,
    notificationHandler: (Observable<Failure>) -> TriggerObservable
  ) where TriggerObservable.Element == Trigger {
    self.source = source
    output = SerialSink(sink)
    handler = notificationHandler(errors.asObservable()).asObservable()
    sink.subscription.add(current)
  }

  func start() {
    handler.run(triggers.on, output.sink.upstream())
    attempt()
  }

  /// Subscribes to the source again; loops instead of recursing when the
  /// trigger fires synchronously inside a failing attempt.
  private func attempt() {
    lock.lock()
    if looping {
      retryRequested = true
      lock.unlock()
      return
    }
    looping = true
    retryRequested = true
    while retryRequested, !output.isDisposed {
      retryRequested = false
      lock.unlock()
      subscribe()
      lock.lock()
    }
    looping = false
    lock.unlock()
  }

  // A function of its own so that the attempt's subscription, whose
  // release may run user code, is let go before the lock is taken again.
  private func subscribe() {
    let attempt = SinkDisposer()
    current.disposable = attempt
    let subscription = SinkDisposer()
    attempt.add(subscription)
    source.run(
      { [self] event in
        guard case .error(let error) = event else {
          output.on(event)
          return
        }
        guard let failure = error as? Failure else {
          output.on(event)
          return
        }
        let trigger = SinkDisposer()
        attempt.add(trigger)
        triggers.run(
          { [self] triggerEvent in
            switch triggerEvent {
            case .next:
              trigger.dispose()
              self.attempt()
            case .error(let error): output.on(.error(error))
            case .completed: output.on(.completed)
            }
          }, trigger)
        errors.on(.next(failure))
      }, subscription)
  }
}

/// Resubscribes to a source after errors; loops instead of recursing when a
/// source fails synchronously.
///
/// Thread-safety: attempts are strictly sequential (a new one starts only
/// after the previous one failed); `lock` guards the loop's flags.
private final class RetryLoop<Element>: @unchecked Sendable {
  private let source: Observable<Element>
  private let sink: Sink<Element>
  private let current = SerialDisposable()
  private let lock = PlatformLock()
  private var attemptsLeft: Int
  private var looping = false
  private var retryRequested = false

  init(source: Observable<Element>, sink: Sink<Element>, maxAttempts: Int) {
    self.source = source
    self.sink = sink
    attemptsLeft = maxAttempts
    sink.subscription.add(current)
  }

  func start() {
    lock.lock()
    if looping {
      retryRequested = true
      lock.unlock()
      return
    }
    looping = true
    retryRequested = true
    while retryRequested, !sink.isDisposed {
      retryRequested = false
      attemptsLeft -= 1
      let isLast = attemptsLeft <= 0
      lock.unlock()
      subscribe(isLast: isLast)
      lock.lock()
    }
    looping = false
    lock.unlock()
  }

  // A function of its own so that the attempt's subscription, whose
  // release may run user code, is let go before the lock is taken again.
  private func subscribe(isLast: Bool) {
    let subscription = SinkDisposer()
    current.disposable = subscription
    source.run(
      { [self] event in
        if case .error = event, !isLast {
          start()
        } else {
          sink.on(event)
        }
      }, subscription)
  }
}
