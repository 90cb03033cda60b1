import ReactorTesting
import Streams
import TestSupport
import XCTest

/// What the tests of `Infallible`'s `combineLatest` and `zip` share: hot
/// sources turned infallible.
class InfallibleCombiningTestCase: VirtualTimeTestCase {
  /// A hot source of `events` and the infallible made of it.
  func source(_ events: [Recorded<Event<Int>>])
    -> (TestableObservable<Int>, Infallible<Int>)
  {
    let observable = scheduler.createHotObservable(events)
    return (observable, observable.asInfallible(onErrorJustReturn: -1))
  }

  /// Two sources: 1 at 210, 3 at 230, completed at 260; 10 at 220, 20 at
  /// 240, completed at 250.
  func twoSources() -> (Infallible<Int>, Infallible<Int>) {
    let (_, a) = source([.next(210, 1), .next(230, 3), .completed(260)])
    let (_, b) = source([.next(220, 10), .next(240, 20), .completed(250)])
    return (a, b)
  }

  /// Five sources emitting 1, 10, 100, 1000 and 10000 at 211 to 215; the
  /// first emits 2 at 260; all complete at 300.
  func fiveSources() -> [Infallible<Int>] {
    [1, 10, 100, 1000, 10000].enumerated().map { index, value in
      var events: [Recorded<Event<Int>>] = [.next(211 + index, value)]
      if index == 0 { events.append(.next(260, 2)) }
      events.append(.completed(300))
      return source(events).1
    }
  }

  /// Starts the infallible `make` makes while collecting the unhandled
  /// errors: what its subscriber received, and the errors.
  func startCollectingUnhandledErrors(
    _ make: @escaping () -> Infallible<Int>
  ) -> (events: [Recorded<Event<Int>>], errors: [Swift.Error]) {
    var events: [Recorded<Event<Int>>] = []
    let errors = collectingUnhandledErrors { events = scheduler.start(make).events }
    return (events, errors)
  }
}
