import Streams

/// The events a subscriber receives while it subscribes to `source` now
/// (what a late subscriber is replayed).
func eventsOnSubscribing<Source: ObservableType>(to source: Source) -> [Event<Source.Element>] {
  let recorder = EventRecorder<Source.Element>()
  _ = source.subscribe(recorder)
  return recorder.events
}

/// Subscribes a recorder to `subject`, then sends it `events`: what the
/// recorder received.
func eventsReceived<Subject: ObservableType & ObserverType>(
  from subject: Subject, sending events: [Event<Subject.Element>]
) -> [Event<Subject.Element>] {
  let recorder = EventRecorder<Subject.Element>()
  _ = subject.subscribe(recorder)
  for event in events { subject.on(event) }
  return recorder.events
}

/// Two observers of `source`, "a" and "b"; "a" sends `resend(element)`
/// from inside its `onNext` whenever that is not `nil`; then `send(1)`:
/// each element as each observer saw it, in order ("a1", "b1", …).
func reentrantDeliveryLog<Source: ObservableType>(
  of source: Source,
  resend: @escaping (Int) -> Int? = { $0 == 1 ? 2 : nil },
  send: @escaping (Int) -> Void
) -> [String] where Source.Element == Int {
  var log: [String] = []
  _ = source.subscribe(onNext: { element in
    log.append("a\(element)")
    if let next = resend(element) { send(next) }
  })
  _ = source.subscribe(onNext: { log.append("b\($0)") })
  send(1)
  return log
}

/// A source made with `Observable.create` that sends `events` to each
/// subscriber as it subscribes, whatever the grammar says.
func createdSource(sending events: [Event<Int>]) -> Observable<Int> {
  Observable.create { observer in
    for event in events { observer.on(event) }
    return Disposables.create()
  }
}

/// A recorder subscribed to `source` after `before` ran, while `during`
/// runs, then disposed before `after` runs: what it had received when
/// disposed, and what it has in the end.
func eventsOfALateSubscriber<Source: ObservableType>(
  to source: Source, before: () -> Void, during: () -> Void, after: () -> Void = {}
) -> (whenDisposed: [Event<Source.Element>], inTheEnd: [Event<Source.Element>]) {
  before()
  let recorder = EventRecorder<Source.Element>()
  let subscription = source.subscribe(recorder)
  during()
  let whenDisposed = recorder.events
  subscription.dispose()
  after()
  return (whenDisposed, recorder.events)
}
