import Platform
import Synchronization

/// A sequence shared through a subject, whose source is subscribed only when
/// ``connect()`` is called (RxSwift's `ConnectableObservableType`).
public protocol ConnectableObservableType: ObservableType {
  /// Subscribes the subject to the source, if not connected already.
  ///
  /// - Returns: the connection: disposing it unsubscribes the source. While
  ///   connected, calling `connect()` again returns the same connection.
  func connect() -> Disposable
}

/// A sequence shared through a subject, whose source is subscribed only when
/// ``connect()`` is called; made by `publish()`, `replay(_:)`, `replayAll()`
/// and `multicast`.
///
/// Subscribing subscribes to the subject only. The subject is kept until the
/// connection is disposed or the source ends; the next subscription or
/// connection after that uses a new subject (the same one for
/// `multicast(_ subject:)`). Thread-safe.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
  override init() {}

  /// Subscribes the subject to the source, if not connected already; see
  /// ``ConnectableObservableType/connect()``.
  public func connect() -> Disposable {
    fatalError("ConnectableObservable.connect must be overridden by \(type(of: self))")
  }
}

/// The ``ConnectableObservable`` of `multicast`: one subject, made on demand,
/// fed by at most one connection at a time.
///
/// Thread-safety: `subject`, `subjectGeneration` and `connection` are
/// guarded by `lock`; `makeSubject` and the source run outside it.
final class MulticastConnectable<Subject: SubjectType>: ConnectableObservable<Subject.Element>,
  @unchecked Sendable
{
  private let source: Observable<Subject.Observer.Element>
  private let makeSubject: () -> Subject
  fileprivate let lock = Lock()
  fileprivate var subject: Subject?
  // Counts the subjects forgotten, so that a subject made outside the lock
  // is not installed over a newer one.
  fileprivate var subjectGeneration = 0
  fileprivate var connection: MulticastConnection<Subject>?

  init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
    self.source = source
    self.makeSubject = makeSubject
  }

  /// The current subject, made first if there is none, and its generation.
  private func currentSubject() -> (Subject, generation: Int) {
    if let existing = lock.withLock({ subject.map { ($0, subjectGeneration) } }) {
      return existing
    }
    // User code: made outside the lock; a subject made concurrently by
    // another caller wins and this one is dropped.
    let made = makeSubject()
    return lock.withLock {
      if let subject { return (subject, subjectGeneration) }
      subject = made
      return (made, subjectGeneration)
    }
  }

  override func connect() -> Disposable {
    while true {
      let (subject, generation) = currentSubject()
      // User code (a custom subject's): asked for before the lock, so an
      // `asObserver()` that connects or subscribes does not re-enter it.
      let observer = subject.asObserver()
      lock.lock()
      if let connection {
        lock.unlock()
        return connection
      }
      guard generation == subjectGeneration else {
        // The subject was forgotten meanwhile: connect its successor.
        lock.unlock()
        continue
      }
      let connection = MulticastConnection(parent: self, observer: observer)
      self.connection = connection
      lock.unlock()
      source.run(connection.on, connection.subscription)
      return connection
    }
  }

  override func run(
    _ observer: @escaping (Event<Subject.Element>) -> Void, _ subscription: SinkDisposer
  ) {
    currentSubject().0.asObservable().run(observer, subscription)
  }
}

/// One connection of a ``MulticastConnectable``: forwards the source's
/// events into the subject; a terminal event or disposal ends it and makes
/// the connectable forget its subject.
///
/// Thread-safety: `parent` is guarded by the parent's lock; `disposed` is
/// atomic; `subscription` and `observer` are immutable references to
/// thread-safe objects.
final class MulticastConnection<Subject: SubjectType>: Disposable, @unchecked Sendable {
  let subscription = SinkDisposer()
  // Not `subscription.isDisposed`: that is also set by the source's own
  // terminal event, which must still reach the subject.
  private let disposed = Atomic<Bool>(false)
  private let observer: Subject.Observer
  private var parent: MulticastConnectable<Subject>?
  private let lock: Lock

  init(parent: MulticastConnectable<Subject>, observer: Subject.Observer) {
    self.parent = parent
    self.lock = parent.lock
    self.observer = observer
  }

  func on(_ event: Event<Subject.Observer.Element>) {
    if disposed.load(ordering: .acquiring) { return }
    if event.isStopEvent { dispose() }
    observer.on(event)
  }

  func dispose() {
    disposed.store(true, ordering: .releasing)
    lock.lock()
    var forgotten: Subject?
    if let parent, parent.connection === self {
      parent.connection = nil
      swap(&forgotten, &parent.subject)
      parent.subjectGeneration += 1
    }
    // Taken out, not released here: this may be the last reference to the
    // connectable (the user kept only the connection), whose source and
    // subject factory are user code.
    var connectable: MulticastConnectable<Subject>? = nil
    swap(&connectable, &parent)
    lock.unlock()
    subscription.dispose()
    // Released after unlocking: the subject may hold the last reference to
    // user observers, and the connectable to the user's source.
    withExtendedLifetime((forgotten, connectable)) {}
  }
}
