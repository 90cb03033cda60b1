/// A ``ReplaySubject`` that can never end: it only accepts elements, and
/// replays the last of them to each new subscriber (RxRelay's
/// `ReplayRelay`).
///
/// Thread-safety: `accept(_:)` may be called from any thread; see
/// ``ReplaySubject``.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
  private let subject: ReplaySubject<Element>

  private init(subject: ReplaySubject<Element>) {
    self.subject = subject
  }

  /// A relay that replays at most `bufferSize` elements (negative sizes
  /// count as 0).
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(subject: .create(bufferSize: bufferSize))
  }

  /// A relay that replays every element it ever received; memory grows with
  /// the number of elements.
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(subject: .createUnbounded())
  }

  /// Records `event` and sends it to every current observer.
  public func accept(_ event: Element) { subject.on(.next(event)) }

  /// Subscribes `observer`: it first receives the replayed elements, and
  /// never a terminal event.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable.
  public func asObservable() -> Observable<Element> { subject }
}
