import Platform

/// A subject made on first use: the input a reactor hands to each of its
/// `transform` functions, which most reactors return unchanged (then it is
/// dropped, never made). Used, it is exactly the subject `make` returns.
///
/// Thread-safety: the subject is made once, under a lock (`make` must run no
/// user code); events and subscriptions go to it from any thread.
@usableFromInline
package final class LazySubject<Subject: ObserverType & ObservableConvertibleType & AnyObject>:
  Observable<Subject.Element>, ObserverType, @unchecked Sendable
{
  private let make: () -> Subject
  private let lock = PlatformLock()
  // Guarded by `lock`.
  private var subject: Subject?

  /// A stand-in for the subject `make` returns, made on first use.
  @usableFromInline
  package init(_ make: @escaping () -> Subject) {
    self.make = make
  }

  /// The subject, made now if it was not yet.
  package var made: Subject {
    lock.withLock {
      if let subject { return subject }
      let made = make()
      subject = made
      return made
    }
  }

  /// Sends `event` to the subject.
  @usableFromInline
  package func on(_ event: Event<Subject.Element>) {
    made.on(event)
  }

  override func run(
    _ observer: @escaping (Event<Subject.Element>) -> Void, _ subscription: SinkDisposer
  ) {
    made.asObservable().run(observer, subscription)
  }
}
