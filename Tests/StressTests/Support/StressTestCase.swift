import Streams
import XCTest

/// A stress test of an operator on a real, concurrent scheduler.
class StressTestCase: XCTestCase {
  /// The concurrent scheduler the operators under test run on.
  let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

  /// Subscribes `count` times to `apply` of -1 and the subscription's index
  /// at once, then a completion `index % 100` µs later on `scheduler` (a
  /// completion that races the operator's timer), and returns the
  /// recordings once every subscription terminated.
  func recordRacingCompletion(
    _ count: Int, _ apply: (Observable<Int>) -> Observable<Int>
  ) -> [Recording<Int>] {
    recordSubscriptions(count) { index, observer in
      apply(
        Observable.merge(
          Observable.of(-1, index),
          Observable<Int>.timer(.microseconds(index % 100), scheduler: scheduler)
            .filter { _ in false }
        )
      )
      .subscribe(observer)
    }
  }
}
