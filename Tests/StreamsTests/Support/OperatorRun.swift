import ReactorTesting
import Streams

/// What an operator did in one virtual-time run over a recorded source: the
/// events its subscriber received, and when the source was subscribed.
struct OperatorRun<Element> {
  /// The events the subscriber recorded, with their ticks.
  let events: [Recorded<Event<Element>>]
  /// The source's subscriptions, with their ticks.
  let subscriptions: [Subscription]
  /// The other source's subscriptions, for an operator of two sources.
  var otherSubscriptions: [Subscription] = []
  /// The subscriptions of the two inner sequences `makeInners` makes, for
  /// a flattening operator.
  var innerSubscriptions: (first: [Subscription], second: [Subscription]) = ([], [])
}

/// The recorded events of a source, emitted at their absolute ticks (hot)
/// or timed from each subscription (cold).
enum RecordedSource<Element> {
  case hot([Recorded<Event<Element>>])
  case cold([Recorded<Event<Element>>])

  /// The testable observable that emits the events on `scheduler`.
  func observable(on scheduler: TestScheduler) -> TestableObservable<Element> {
    switch self {
    case .hot(let events): scheduler.createHotObservable(events)
    case .cold(let events): scheduler.createColdObservable(events)
    }
  }
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

/// Runs the operator `apply` makes of two sources (and the scheduler, for
/// the time operators) the way RxTest's `start` does, on a scheduler of its
/// own: what it emitted, and both sources' subscriptions.
func runOver<First, Second, Output: ObservableConvertibleType>(
  _ first: RecordedSource<First>,
  and second: RecordedSource<Second>,
  disposed: TestTime = TestScheduler.Defaults.disposed,
  _ apply:
    @escaping (TestableObservable<First>, TestableObservable<Second>, TestScheduler) ->
    Output
) -> OperatorRun<Output.Element> {
  let scheduler = TestScheduler(initialClock: 0)
  let xs = first.observable(on: scheduler)
  let ys = second.observable(on: scheduler)
  let observer = scheduler.start(disposed: disposed) { apply(xs, ys, scheduler) }
  return OperatorRun(
    events: observer.events, subscriptions: xs.subscriptions, otherSubscriptions: ys.subscriptions)
}

/// One of the two inner sequences `makeInners` makes (`first`: 11, 12, 13
/// after 10, 20 and 30 ticks, completed after 40; `second`: 21 and 22 after
/// 5 and 15, completed after 25), as an element of a source of sequences.
enum Inner {
  case first, second
}

/// Runs the operator `apply` makes over a hot source of the inner
/// sequences `events` name: what it emitted, the source's and the inner
/// sequences' subscriptions.
func runOverInners<Output: ObservableConvertibleType>(
  _ events: [Recorded<Event<Inner>>],
  disposed: TestTime = TestScheduler.Defaults.disposed,
  _ apply: @escaping (TestableObservable<TestableObservable<Int>>) -> Output
) -> OperatorRun<Output.Element> {
  let scheduler = TestScheduler(initialClock: 0)
  let (ys1, ys2) = makeInners(scheduler)
  let sources = events.map { recorded in
    Recorded(time: recorded.time, value: recorded.value.map { $0 == .first ? ys1 : ys2 })
  }
  var run = scheduler.run(hot: sources, disposed: disposed, apply)
  run.innerSubscriptions = (ys1.subscriptions, ys2.subscriptions)
  return run
}

/// RxTest's `start` (created at 100, subscribed at 200, disposed at
/// `disposed`) on a scheduler of its own, which `make` gets for the
/// sequences that run on it.
func startOnNewScheduler<Output: ObservableConvertibleType>(
  disposed: TestTime = TestScheduler.Defaults.disposed,
  _ make: @escaping (TestScheduler) -> Output
) -> TestableObserver<Output.Element> {
  let scheduler = TestScheduler(initialClock: 0)
  return scheduler.start(disposed: disposed) { make(scheduler) }
}

/// Runs `body` with a scheduler of its own mocked as the sharing scheduler,
/// the one drivers and signals deliver on.
func withMockedSharingScheduler(_ body: (TestScheduler) throws -> Void) rethrows {
  let scheduler = TestScheduler(initialClock: 0)
  try SharingScheduler.mock(scheduler: scheduler) { try body(scheduler) }
}

/// Two hot sources (1 at 210 and 2 at 330; 10 at 220 and 20 at 340)
/// summed by `combine`, disposed at 300: what it emitted and both sources'
/// subscriptions.
func runSummingTwoSourcesDisposedAt300(
  _ combine: @escaping (TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>
) -> OperatorRun<Int> {
  runOver(
    .hot([.next(210, 1), .next(330, 2)]), and: .hot([.next(220, 10), .next(340, 20)]),
    disposed: 300
  ) { xs, ys, _ in combine(xs, ys) }
}
