import Streams

/// One overridden `transform` stage: an input subject, the user's
/// transformed stream, and its subscription, re-established on the next
/// input after an error or completion so that the reactor keeps working.
///
/// Thread-safety: `subscription` and `needsReconnect` are guarded by `lock`
/// (replaced subscriptions are disposed after unlocking); sends go through
/// `sends` one at a time, so that an element sent while another thread
/// reconnects waits for the new subscription instead of reaching a subject
/// nobody observes.
@usableFromInline
final class Pipeline<Element>: @unchecked Sendable {
  private let sends = Serializer()
  private let input: (Event<Element>) -> Void
  private let output: Observable<Element>
  private let onNext: (Element) -> Void
  private let onError: (Error) -> Void
  /// Whether `input` replays its latest element to a new subscriber (the
  /// state stage's `BehaviorSubject`).
  private let replaysLatest: Bool
  private let connection = LockedState(Connection())

  private struct Connection {
    var subscription: Disposable?
    var needsReconnect = false
  }

  init<Input: ObserverType & ObservableType>(
    input: Input,
    output: Observable<Element>,
    onNext: @escaping (Element) -> Void,
    onError: @escaping (Error) -> Void,
    replaysLatest: Bool = false
  ) where Input.Element == Element {
    self.input = input.on
    self.replaysLatest = replaysLatest
    self.output = output
    self.onNext = onNext
    self.onError = onError
  }

  func connect() {
    let disposable = output.subscribe(
      onNext: onNext,
      onError: { [weak self] error in
        guard let self else { return }
        connection.withLock { $0.needsReconnect = true }
        onError(error)
      },
      onCompleted: { [weak self] in
        guard let self else { return }
        connection.withLock { $0.needsReconnect = true }
      })
    let previous = connection.withLock { connection in
      defer { connection.subscription = disposable }
      return connection.subscription
    }
    previous?.dispose()
  }

  @usableFromInline
  func send(_ element: Element) {
    sends.perform { [self] in sendNow(element) }
  }

  private func sendNow(_ element: Element) {
    let reconnect = connection.withLock { connection in
      defer { connection.needsReconnect = false }
      return connection.needsReconnect
    }
    if reconnect, replaysLatest {
      // Store `element` first so that the new subscription receives it as
      // the replayed latest value: reconnecting first would replay the
      // element that failed (failing again) and then miss `element`.
      input(.next(element))
      connect()
      return
    }
    if reconnect { connect() }
    input(.next(element))
  }

  func disconnect() {
    let current = connection.withLock { connection in
      defer { connection.subscription = nil }
      return connection.subscription
    }
    current?.dispose()
  }
}
