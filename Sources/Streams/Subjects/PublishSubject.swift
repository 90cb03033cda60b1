/// A subject that forwards each event to the observers subscribed at the
/// time; a late subscriber receives only later events (or, once the subject
/// has ended, just its terminal event).
///
/// Thread-safety: `on(_:)` may be called from any thread. Events are
/// delivered one at a time, in the order they were sent: an event sent while
/// another is being delivered (from another thread, or re-entrantly from an
/// observer) is queued and delivered right after, by the thread already
/// delivering. Events after a terminal event are ignored, as in Rx.
/// Subscribing or disposing while an event is being delivered takes effect
/// after that event; a disposed observer receives nothing more.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, Cancelable,
  @unchecked Sendable
{
  @usableFromInline
  let core: SubjectCore<NoReplay<Element>>

  /// Creates a subject with no observers.
  @inlinable
  public override init() {
    core = SubjectCore(buffer: NoReplay<Element>(), kind: "PublishSubject")
  }

  /// Whether any observer is subscribed.
  @inlinable
  public var hasObservers: Bool { core.hasObservers }

  /// Whether the subject was disposed.
  public var isDisposed: Bool { core.isDisposed }

  /// Sends `event` to every current observer.
  ///
  /// An element sent while no observer is subscribed or being added goes
  /// nowhere at the cost of two atomic loads: nothing is queued, even when
  /// another thread is delivering.
  @inlinable
  public func on(_ event: Event<Element>) {
    if case .next = event, !core.mayHaveObservers { return }
    core.on(event)
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    core.subscribe(observer, subscription)
  }

  /// Drops every observer; later events are ignored and later subscribers
  /// receive `RxError.disposed`.
  public func dispose() { core.dispose() }

  /// Returns `self`.
  public func asObserver() -> PublishSubject<Element> { self }
}
