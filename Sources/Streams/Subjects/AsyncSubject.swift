/// A subject that emits only the last element it received, followed by
/// `completed`, when it completes (RxSwift's `AsyncSubject`).
///
/// Completing without an element emits just `completed`; an error is
/// forwarded as is, and the last element is dropped. A subscriber arriving
/// after the end receives the same: the last element and `completed`, or the
/// terminal event alone.
///
/// Thread-safety: as ``PublishSubject``: `on(_:)` may be called from any
/// thread; events are delivered one at a time, in the order sent.
public final class AsyncSubject<Element>: Observable<Element>, ObserverType, Cancelable,
  @unchecked Sendable
{
  private let core = SubjectCore(
    buffer: LastElement<Element>(), kind: "AsyncSubject")

  /// Creates a subject with no observers and no element.
  public override init() {}

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Remembers an element, or ends the subject: `completed` first sends the
  /// last element (if any) to every observer, then `completed`.
  public func on(_ event: Event<Element>) {
    core.serializer.perform { [core] in
      guard !core.state.pointee.isStopped, !core.isDisposed else { return }
      switch event {
      case .next(let element):
        core.state.pointee.buffer.pending = element
      case .error:
        core.state.pointee.buffer.pending = nil
        core.deliverStop(event)
      case .completed:
        // Delivering records the element as the one replayed after the end.
        if let last = core.state.pointee.buffer.pending { core.deliver(.next(last)) }
        core.deliverStop(.completed)
      }
    }
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    core.subscribe(observer, subscription)
  }

  /// Whether the subject was disposed.
  public var isDisposed: Bool { core.isDisposed }

  /// Drops every observer; later events are ignored and later subscribers
  /// receive `RxError.disposed`.
  public func dispose() { core.dispose() }

  /// Returns `self`.
  public func asObserver() -> AsyncSubject<Element> { self }
}

/// What an ``AsyncSubject`` holds: the latest element received, and the one
/// it completed with, which late subscribers receive.
struct LastElement<Element>: SubjectReplayBuffer {
  /// The latest element, not yet emitted.
  var pending: Element?
  /// The element emitted on completion; replayed to late subscribers.
  private var emitted: Element?

  mutating func record(_ element: Element) { emitted = element }

  func replay(to observer: (Event<Element>) -> Void) {
    if let emitted { observer(.next(emitted)) }
  }
}
