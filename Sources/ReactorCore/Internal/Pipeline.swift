import Platform
import Streams

/// One overridden `transform` stage: an input subject, the user's
/// transformed stream, and its subscription, re-established on the next
/// input after an error or completion so that the reactor keeps working.
///
/// Thread-safety: the connection state is guarded by a lock (replaced
/// subscriptions and callbacks are released after unlocking); sends go
/// through `sends` one at a time, so that an element sent while another
/// thread reconnects waits for the new subscription instead of reaching a
/// subject nobody observes.
///
/// The user's stream is subscribed, and sent its elements, with the
/// reactor's storage as the owner of the streams made meanwhile (see
/// `ReactorStorage+Cancellation.swift`): a `cancellable` stream made in an
/// operator's closure is the reactor's.
///
/// ``disconnect()`` is final: it drops the callbacks (which hold the
/// reactor's storage) as well as the subscription, ending every reference
/// cycle through the stage.
@usableFromInline
final class Pipeline<Element>: DrainOwner, @unchecked Sendable {
  private let sends = ReactorQueue()
  private let input: (Event<Element>) -> Void
  private let output: Observable<Element>
  /// Whether `input` replays its latest element to a new subscriber (the
  /// state stage's `BehaviorSubject`).
  private let replaysLatest: Bool
  private let connection: LockedState<Connection>

  private struct Connection {
    /// `nil` once disconnected.
    var callbacks: Callbacks?
    var subscription: Disposable?
    var needsReconnect = false
  }

  private struct Callbacks {
    let onNext: (Element) -> Void
    let onError: (Error) -> Void
    /// The owner of the streams the stage makes (the reactor's storage).
    let owner: AnyObject
  }

  @usableFromInline
  init<Input: ObserverType & ObservableType>(
    input: Input,
    output: Observable<Element>,
    owner: AnyObject,
    onNext: @escaping (Element) -> Void,
    onError: @escaping (Error) -> Void,
    replaysLatest: Bool = false
  ) where Input.Element == Element {
    self.input = input.on
    self.replaysLatest = replaysLatest
    self.output = output
    connection = LockedState(
      Connection(callbacks: Callbacks(onNext: onNext, onError: onError, owner: owner)))
  }

  func connect() {
    guard let callbacks = connection.withLock({ $0.callbacks }) else { return }
    let disposable = CancellationScope.owner.with(callbacks.owner) { subscribe(callbacks) }
    let (previous, isConnected): (Disposable?, Bool) = connection.withLock { connection in
      guard connection.callbacks != nil else { return (nil, false) }
      defer { connection.subscription = disposable }
      return (connection.subscription, true)
    }
    previous?.dispose()
    // Disconnected meanwhile: this subscription must not outlive it.
    if !isConnected { disposable.dispose() }
  }

  private func subscribe(_ callbacks: Callbacks) -> Disposable {
    output.subscribe(
      onNext: callbacks.onNext,
      onError: { [weak self] error in
        guard let self else { return }
        connection.withLock { $0.needsReconnect = true }
        callbacks.onError(error)
      },
      onCompleted: { [weak self] in
        guard let self else { return }
        connection.withLock { $0.needsReconnect = true }
      })
  }

  /// Sends `element` in turn, drained as a reactor's queue is (see
  /// ``ReactorQueue``).
  @usableFromInline
  func send(_ element: Element) {
    func sendInTurn() { sendNow(element) }
    sends.run(sendInTurn, owner: self, queued: { sendInTurn })
  }

  /// ``DrainOwner``: finishes a drain handed to another thread.
  @usableFromInline
  func finishDrain(_ handed: HandedDrain) {
    sends.finish(handed)
  }

  private func sendNow(_ element: Element) {
    let (reconnect, owner) = connection.withLock { connection in
      defer { connection.needsReconnect = false }
      return (connection.needsReconnect, connection.callbacks?.owner)
    }
    CancellationScope.owner.with(owner) { deliver(element, reconnect: reconnect) }
  }

  private func deliver(_ element: Element, reconnect: Bool) {
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
    let (subscription, callbacks): (Disposable?, Callbacks?) = connection.withLock {
      connection in
      defer {
        connection.subscription = nil
        connection.callbacks = nil
      }
      return (connection.subscription, connection.callbacks)
    }
    subscription?.dispose()
    withExtendedLifetime(callbacks) {}
  }
}
