import Platform

/// A subject that holds a current value: a new subscriber first receives the
/// latest element (or, once the subject has ended, only the terminal event),
/// then every later event.
///
/// Thread-safety: as ``PublishSubject``; `value()` may be read from any
/// thread and already reflects an element sent from that thread even when
/// its delivery is still queued behind another event.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType, Cancelable,
  @unchecked Sendable
{
  @usableFromInline let core: SubjectCore<LatestValue<Element>>
  @usableFromInline let lock = PlatformLock()
  // Guarded by `lock`: what `value()` returns.
  @usableFromInline var latest: Element
  @usableFromInline var failure: Swift.Error?
  // Guarded by `lock`: whether a terminal event was sent. Elements sent
  // after it are ignored, so they must not overwrite `latest` either.
  @usableFromInline var isStopped = false

  /// Creates a subject whose current value is `value`.
  @inlinable
  public init(value: Element) {
    latest = value
    core = SubjectCore(
      buffer: LatestValue(value), kind: "BehaviorSubject")
  }

  /// The current value.
  ///
  /// - Throws: the subject's error once it has failed, or
  ///   `RxError.disposed` once it was disposed.
  public func value() throws -> Element {
    if core.isDisposed {
      throw RxError.disposed(object: "BehaviorSubject<\(Element.self)>")
    }
    lock.lock()
    defer { lock.unlock() }
    if let failure { throw failure }
    return latest
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Whether the subject was disposed.
  public var isDisposed: Bool { core.isDisposed }

  /// Updates the current value (for `.next`) and sends `event` to every
  /// current observer.
  @inlinable
  public func on(_ event: Event<Element>) {
    lock.lock()
    // The replaced element is released after unlocking: its `deinit` is user
    // code and may send to this subject again.
    var replaced: Element?
    if !isStopped {
      switch event {
      case .next(let element):
        // Not `swap(&replaced!, &latest)`: the optimizer (Swift 6.3) crashed
        // specializing that for some element types (arrays of section
        // models) in release builds.
        replaced = latest
        latest = element
      case .error(let error):
        failure = error
        isStopped = true
      case .completed: isStopped = true
      }
    }
    // Take the event's place in the delivery order while still holding
    // `lock`, so that `latest` is set in delivery order: with concurrent
    // senders, `value()` is then the element observers received last (and
    // new subscribers are replayed). Observers never run under `lock`, since
    // they may read `value()`.
    if core.serializer.tryEnter() {
      lock.unlock()
      withExtendedLifetime(replaced) {}
      core.deliver(event)
      core.serializer.leave()
    } else {
      let core = self.core
      let mustDrain = core.serializer.enqueueDeferringDrain { core.deliver(event) }
      lock.unlock()
      withExtendedLifetime(replaced) {}
      if mustDrain { core.serializer.drain(missed: 1) }
    }
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    core.subscribe(observer, subscription)
  }

  /// Drops every observer; `value()` throws and later subscribers receive
  /// `RxError.disposed`.
  public func dispose() { core.dispose() }

  /// Returns `self`.
  public func asObserver() -> BehaviorSubject<Element> { self }
}

/// Replays the latest delivered element.
@usableFromInline
package struct LatestValue<Element>: SubjectReplayBuffer {
  @usableFromInline var value: Element
  @inlinable package init(_ value: Element) { self.value = value }
  /// After the subject ended, a new subscriber gets only the terminal event.
  @usableFromInline package static var replaysAfterTermination: Bool { false }
  @inlinable @inline(__always) package mutating func record(_ element: Element) {
    value = element
  }
  @usableFromInline package func replay(to observer: (Event<Element>) -> Void) {
    observer(.next(value))
  }
}
