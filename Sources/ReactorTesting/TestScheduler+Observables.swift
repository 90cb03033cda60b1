import Streams

// RxTest's helpers on the scheduler: hot and cold observables, observers,
// and `start`, which creates, subscribes and disposes at the `Defaults` ticks.
extension TestScheduler {
  /// An observable that emits `events` at their absolute ticks, whether
  /// anyone is subscribed or not, and records its subscriptions.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    HotObservable(scheduler: self, events: events)
  }

  /// An observable that emits `events` at their ticks counted from each
  /// subscription, and records its subscriptions.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    ColdObservable(scheduler: self, events: events)
  }

  /// An observer that records every event with the tick it arrived at.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Creates the sequence at `created`, subscribes at `subscribed`, disposes
  /// at `disposed`, runs the scheduler, and returns what was observed.
  public func start<Element>(
    created: TestTime = Defaults.created,
    subscribed: TestTime = Defaults.subscribed,
    disposed: TestTime = Defaults.disposed,
    create: @escaping () -> Observable<Element>
  ) -> TestableObserver<Element> {
    var source: Observable<Element>?
    var subscription: Disposable?
    let observer = createObserver(Element.self)
    scheduleAt(created) { source = create() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }
    start()
    return observer
  }

  /// RxTest 5's spelling: `start(100, subscribed: 200, disposed: 1000) { ... }`.
  public func start<Element>(
    _ created: TestTime,
    subscribed: TestTime,
    disposed: TestTime,
    create: @escaping () -> Observable<Element>
  ) -> TestableObserver<Element> {
    start(created: created, subscribed: subscribed, disposed: disposed, create: create)
  }

  /// RxTest 5's spelling: `start(400) { ... }` disposes at 400.
  public func start<Element>(
    _ disposed: TestTime,
    create: @escaping () -> Observable<Element>
  ) -> TestableObserver<Element> {
    start(disposed: disposed, create: create)
  }

  /// ``start(created:subscribed:disposed:create:)`` for any sequence
  /// convertible to an observable (a trait, a relay, a testable
  /// observable): it is converted with `asObservable()` when created.
  public func start<OutputSequence: ObservableConvertibleType>(
    created: TestTime = Defaults.created,
    subscribed: TestTime = Defaults.subscribed,
    disposed: TestTime = Defaults.disposed,
    create: @escaping () -> OutputSequence
  ) -> TestableObserver<OutputSequence.Element> {
    start(created: created, subscribed: subscribed, disposed: disposed) {
      create().asObservable()
    }
  }

  /// RxTest 5's spelling, for any sequence convertible to an observable.
  public func start<OutputSequence: ObservableConvertibleType>(
    _ created: TestTime,
    subscribed: TestTime,
    disposed: TestTime,
    create: @escaping () -> OutputSequence
  ) -> TestableObserver<OutputSequence.Element> {
    start(created: created, subscribed: subscribed, disposed: disposed, create: create)
  }

  /// RxTest 5's spelling `start(400) { ... }`, for any sequence convertible
  /// to an observable.
  public func start<OutputSequence: ObservableConvertibleType>(
    _ disposed: TestTime,
    create: @escaping () -> OutputSequence
  ) -> TestableObserver<OutputSequence.Element> {
    start(disposed: disposed, create: create)
  }

  /// RxTest's unlabelled spelling, for a factory passed by name:
  /// `scheduler.start(factory)`; the default ticks.
  @_disfavoredOverload
  public func start<OutputSequence: ObservableConvertibleType>(
    _ create: @escaping () -> OutputSequence
  ) -> TestableObserver<OutputSequence.Element> {
    start(created: Defaults.created, create: create)
  }
}
