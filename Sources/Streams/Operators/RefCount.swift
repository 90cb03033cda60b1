import Platform

extension ConnectableObservableType {
  /// Connects when the first subscriber arrives and disposes the connection
  /// when the last one leaves; a later subscriber connects again.
  ///
  /// When the source ends, the connection is forgotten, so that the next
  /// subscriber connects anew. Thread-safe.
  public func refCount() -> Observable<Element> {
    let state = RefCountState(source: self)
    return Producer { sink in state.subscribe(sink) }
  }
}

/// The shared state of one `refCount()` sequence.
///
/// Thread-safety: `count`, `connectionID` and `connection` are guarded by
/// `lock`; `connect()` and disposals run outside it (they run user code and
/// may re-enter).
private final class RefCountState<Source: ConnectableObservableType>: @unchecked Sendable {
  private let source: Source
  private let lock = PlatformLock()
  private var count = 0
  // Numbers the connections; a subscriber only acts on its own connection.
  private var connectionID = 0
  private var connection: Disposable?

  init(source: Source) {
    self.source = source
  }

  func subscribe(_ sink: Sink<Source.Element>) {
    // Guarded by `lock`: the connection this subscriber belongs to (`nil`
    // until known, as in RxSwift, which takes it after subscribing).
    var snapshot: Int?
    let upstream = sink.upstream()
    source.asObservable().run(
      { [self] event in
        if case .next = event {
          sink.on(event)
          return
        }
        let ended: Disposable? = lock.withLock {
          guard snapshot == connectionID else { return nil }
          return forgetConnection()
        }
        ended?.dispose()
        sink.on(event)
      }, upstream)

    lock.lock()
    snapshot = connectionID
    if sink.isDisposed {
      lock.unlock()
      return
    }
    count += 1
    let mustConnect = count == 1
    let id = connectionID
    lock.unlock()

    sink.subscription.add(
      Disposables.create { [self] in
        upstream.dispose()
        let ended: Disposable? = lock.withLock {
          guard snapshot == connectionID, count > 0 else { return nil }
          count -= 1
          return count == 0 ? forgetConnection() : nil
        }
        ended?.dispose()
      })

    guard mustConnect else { return }
    // Connecting may emit synchronously and end (or be left by every
    // subscriber) before it returns: the connection is kept only when still
    // current.
    let connection = source.connect()
    let keep = lock.withLock { () -> Bool in
      guard id == connectionID else { return false }
      self.connection = connection
      return true
    }
    if !keep { connection.dispose() }
  }

  /// Forgets the current connection, returning it for disposal after
  /// unlocking. Requires `lock`.
  private func forgetConnection() -> Disposable? {
    defer {
      count = 0
      connectionID &+= 1
      connection = nil
    }
    return connection
  }
}
