import ReactorTesting
import Streams

/// What an operator did in one virtual-time run over a recorded source: the
/// events its subscriber received, and when the source was subscribed.
struct OperatorRun<Element> {
  /// The events the subscriber recorded, with their ticks.
  let events: [Recorded<Event<Element>>]
  /// The source's subscriptions, with their ticks.
  let subscriptions: [Subscription]
}

extension TestScheduler {
  /// Runs the operator `apply` makes over a hot source of `events` the way
  /// RxTest's `start` does (created at 100, subscribed at 200, disposed at
  /// `disposed`), and returns what it emitted and the source's
  /// subscriptions.
  func run<Source, Output: ObservableConvertibleType>(
    hot events: [Recorded<Event<Source>>],
    disposed: TestTime = Defaults.disposed,
    _ apply: @escaping (TestableObservable<Source>) -> Output
  ) -> OperatorRun<Output.Element> {
    run(createHotObservable(events), disposed: disposed, apply)
  }

  /// ``run(hot:disposed:_:)`` over a cold source: its `events` are timed
  /// from each subscription.
  func run<Source, Output: ObservableConvertibleType>(
    cold events: [Recorded<Event<Source>>],
    disposed: TestTime = Defaults.disposed,
    _ apply: @escaping (TestableObservable<Source>) -> Output
  ) -> OperatorRun<Output.Element> {
    run(createColdObservable(events), disposed: disposed, apply)
  }

  private func run<Source, Output: ObservableConvertibleType>(
    _ source: TestableObservable<Source>,
    disposed: TestTime,
    _ apply: @escaping (TestableObservable<Source>) -> Output
  ) -> OperatorRun<Output.Element> {
    let observer = start(disposed: disposed) { apply(source) }
    return OperatorRun(events: observer.events, subscriptions: source.subscriptions)
  }
}

/// ``TestScheduler/run(hot:disposed:_:)`` on a scheduler of its own, which
/// `apply` gets for the time operators.
func runOverHot<Source, Output: ObservableConvertibleType>(
  _ events: [Recorded<Event<Source>>],
  disposed: TestTime = TestScheduler.Defaults.disposed,
  _ apply: @escaping (TestableObservable<Source>, TestScheduler) -> Output
) -> OperatorRun<Output.Element> {
  let scheduler = TestScheduler(initialClock: 0)
  return scheduler.run(hot: events, disposed: disposed) { apply($0, scheduler) }
}

extension TestScheduler {
  /// Subscribes two observers to `source`, each at its own (subscribe,
  /// dispose) ticks, runs the scheduler, and returns the two observers:
  /// what a shared or replayed sequence delivers to an early and a late
  /// subscriber.
  func startTwoObservers<Source: ObservableConvertibleType>(
    of source: Source,
    first: (subscribed: TestTime, disposed: TestTime),
    second: (subscribed: TestTime, disposed: TestTime)
  ) -> (TestableObserver<Source.Element>, TestableObserver<Source.Element>) {
    let observers = [first, second].map { ticks in
      let observer = createObserver(Source.Element.self)
      subscribe(source.asObservable(), observer, at: ticks.subscribed, disposeAt: ticks.disposed)
      return observer
    }
    start()
    return (observers[0], observers[1])
  }
}
