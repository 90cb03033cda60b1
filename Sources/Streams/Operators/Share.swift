import Platform

/// How long `share(replay:scope:)` keeps its connection and replay buffer.
public enum SubjectLifetimeScope: Sendable {
  /// While at least one subscriber is connected: when the last one leaves
  /// (or the source ends), the source subscription and buffer are dropped,
  /// and the next subscriber starts afresh.
  case whileConnected
  /// For ever: one subject keeps the buffer (and terminal event) and replays
  /// it to every later subscriber. As in RxSwift, the source subscription
  /// still ends when the last subscriber leaves, and the next subscriber
  /// reconnects it (into the same buffer) unless the source already ended.
  case forever
}

extension ObservableType {
  /// Shares one subscription to this sequence among all subscribers,
  /// replaying the last `replay` elements to each new one.
  ///
  /// Thread-safe: subscribers may come and go on any thread.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Observable<Element>
  {
    let connection = ShareConnection(source: asObservable(), replay: replay, scope: scope)
    return Producer { sink in connection.subscribe(sink) }
  }
}

/// The shared connection of `share`: a subject fed by one source
/// subscription, connected by the first subscriber.
///
/// Thread-safety: `subject`, `sourceSubscription` and `subscriberCount` are
/// guarded by `lock`.
private final class ShareConnection<Element>: @unchecked Sendable {
  private let source: Observable<Element>
  private let replay: Int
  private let scope: SubjectLifetimeScope
  private let lock = PlatformLock()
  private var subject: Observable<Element>?
  private var observer: AnyObserver<Element>?
  private var sourceSubscription: SinkDisposer?
  private var subscriberCount = 0
  private var generation = 0
  // `.forever` only: the source sent its terminal event, so the subject
  // replays it and the source is never subscribed again.
  private var terminated = false

  init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
    self.source = source
    self.replay = replay
    self.scope = scope
  }

  private func makeSubject() -> (Observable<Element>, AnyObserver<Element>) {
    if replay == 0 {
      let subject = PublishSubject<Element>()
      return (subject, AnyObserver(subject))
    }
    let subject = ReplaySubject<Element>.create(bufferSize: replay)
    return (subject, AnyObserver(subject))
  }

  func subscribe(_ sink: Sink<Element>) {
    lock.lock()
    let subject: Observable<Element>
    let observer: AnyObserver<Element>
    let mustConnect: Bool
    if let existing = self.subject, let existingObserver = self.observer {
      subject = existing
      observer = existingObserver
      // `.forever` keeps the subject after the last subscriber left (which
      // disconnected the source): reconnect, unless the source has ended.
      mustConnect = sourceSubscription == nil && !terminated
    } else {
      (subject, observer) = makeSubject()
      self.subject = subject
      self.observer = observer
      mustConnect = true
    }
    subscriberCount += 1
    let generation = self.generation
    let connection = mustConnect ? SinkDisposer() : nil
    if let connection { sourceSubscription = connection }
    lock.unlock()

    subject.run(sink.on, sink.upstream())
    sink.subscription.add(Disposables.create { self.unsubscribe(generation) })

    if let connection {
      source.run(
        { [self] event in
          if event.isStopEvent {
            let forgotten: ForgottenConnection? = lock.withLock {
              switch scope {
              case .whileConnected:
                return self.generation == generation ? reset() : nil
              case .forever:
                terminated = true
                return nil
              }
            }
            withExtendedLifetime(forgotten) {}
          }
          observer.on(event)
        }, connection)
    }
  }

  private func unsubscribe(_ generation: Int) {
    lock.lock()
    guard generation == self.generation else {
      lock.unlock()
      return
    }
    subscriberCount -= 1
    var toDispose: SinkDisposer?
    var forgotten: ForgottenConnection?
    if subscriberCount == 0 {
      // The last subscriber left: disconnect the source in both scopes, as
      // RxSwift does (`.forever` keeps only its subject and buffer).
      switch scope {
      case .whileConnected:
        forgotten = reset()
        toDispose = forgotten?.sourceSubscription
      case .forever:
        swap(&toDispose, &sourceSubscription)
      }
    }
    lock.unlock()
    toDispose?.dispose()
    // Released only now: the subject may hold the last reference to an
    // observer whose captures' `deinit` subscribes here again.
    withExtendedLifetime(forgotten) {}
  }

  /// Forgets the current connection and returns it, for the caller to
  /// release after unlocking. Requires `lock`.
  private func reset() -> ForgottenConnection {
    let forgotten = ForgottenConnection(
      subject: subject, observer: observer, sourceSubscription: sourceSubscription)
    subject = nil
    observer = nil
    sourceSubscription = nil
    subscriberCount = 0
    generation += 1
    return forgotten
  }

  /// What ``reset()`` took out of the connection.
  private struct ForgottenConnection {
    let subject: Observable<Element>?
    let observer: AnyObserver<Element>?
    let sourceSubscription: SinkDisposer?
  }
}
