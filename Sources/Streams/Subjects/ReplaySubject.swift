/// A subject that replays past elements to each new subscriber (the last
/// `bufferSize` of them, or all), then forwards later events; after the
/// subject ended, a new subscriber receives the buffer and the terminal event.
///
/// Thread-safety: as ``PublishSubject``.
public final class ReplaySubject<Element>: Observable<Element>, ObserverType, Cancelable,
  @unchecked Sendable
{
  private let core: SubjectCore<ReplayBuffer<Element>>

  private init(capacity: Int?) {
    core = SubjectCore(
      buffer: ReplayBuffer(capacity: capacity), kind: "ReplaySubject")
  }

  /// A subject that replays at most `bufferSize` elements (negative sizes
  /// count as 0).
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    ReplaySubject(capacity: max(0, bufferSize))
  }

  /// A subject that replays every element it ever received; memory grows
  /// with the number of elements.
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(capacity: nil)
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Whether the subject was disposed.
  public var isDisposed: Bool { core.isDisposed }

  /// Records `event` and sends it to every current observer.
  public func on(_ event: Event<Element>) { core.on(event) }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    core.subscribe(observer, subscription)
  }

  /// Drops every observer and the buffer's delivery; later subscribers
  /// receive `RxError.disposed`.
  public func dispose() { core.dispose() }

  /// Returns `self`.
  public func asObserver() -> ReplaySubject<Element> { self }
}
