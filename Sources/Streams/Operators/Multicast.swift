extension ObservableType {
  /// Shares the source through `subject`: the result subscribes the subject
  /// to the source when connected.
  ///
  /// The same subject serves every connection, so after the source ended it
  /// replays what the subject replays (a `PublishSubject` its terminal
  /// event).
  public func multicast<Subject: SubjectType>(_ subject: Subject)
    -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
  {
    MulticastConnectable(source: asObservable(), makeSubject: { subject })
  }

  /// Shares the source through a subject `makeSubject` makes: a new one for
  /// the first subscription or connection after the previous connection was
  /// disposed or the source ended.
  public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
    -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
  {
    MulticastConnectable(source: asObservable(), makeSubject: makeSubject)
  }

  /// For each subscription, makes a subject with `subjectSelector`, passes
  /// the source shared through it to `selector`, subscribes to the sequence
  /// `selector` returns, then connects.
  ///
  /// An error thrown by either closure is sent to the subscriber. Disposing
  /// the subscription disposes the connection.
  public func multicast<Subject: SubjectType, Result>(
    _ subjectSelector: @escaping () throws -> Subject,
    selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
  ) -> Observable<Result> where Subject.Observer.Element == Element {
    let source = asObservable()
    return Producer { sink in
      let connectable: MulticastConnectable<Subject>
      let result: Observable<Result>
      do {
        let subject = try subjectSelector()
        connectable = MulticastConnectable(source: source, makeSubject: { subject })
        result = try selector(connectable)
      } catch {
        sink.on(.error(error))
        return
      }
      result.run(sink.on, sink.upstream())
      sink.subscription.add(connectable.connect())
    }
  }

  /// Shares the source through a `PublishSubject`: subscribers receive the
  /// elements emitted while connected, after they subscribed.
  public func publish() -> ConnectableObservable<Element> {
    multicast { PublishSubject() }
  }

  /// Shares the source through a `ReplaySubject` that replays the last
  /// `bufferSize` elements to each new subscriber.
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast { ReplaySubject.create(bufferSize: bufferSize) }
  }

  /// Shares the source through a `ReplaySubject` that replays every element
  /// to each new subscriber.
  public func replayAll() -> ConnectableObservable<Element> {
    multicast { ReplaySubject.createUnbounded() }
  }
}
