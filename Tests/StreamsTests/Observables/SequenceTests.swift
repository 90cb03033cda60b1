import ReactorTesting
import Streams
import TestSupport
import XCTest

final class SequenceTests: XCTestCase {
  func test_of_emitsElementsSynchronouslyInOrder() {
    let res = startOnNewScheduler { _ in Observable.of(1, 2, 3) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
  }

  func test_ofOnScheduler_emitsOneElementPerScheduledAction() {
    let res = startOnNewScheduler { scheduler in Observable.of(1, 2, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
  }

  func test_fromOnScheduler_disposalStopsEmission() {
    let res = startOnNewScheduler(disposed: 203) { scheduler in
      Observable.from(1..., scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2)])
  }

  func test_from_emitsSequenceElements() {
    let res = startOnNewScheduler { _ in Observable.from(["a", "b"]) }
    XCTAssertEqual(res.events, [.next(200, "a"), .next(200, "b"), .completed(200)])
  }

  func test_from_stopsIteratingOnceDisposed() {
    var pulled = 0
    let numbers = (1...100).lazy.map { value -> Int in
      pulled += 1
      return value
    }
    let res = startOnNewScheduler { _ in Observable.from(numbers).take(3) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    // `for element in sequence` pulls the next element before it can see the
    // disposal, so one element more than was emitted may be pulled; never
    // the rest of the sequence.
    XCTAssertLessThanOrEqual(pulled, 4)
  }

  func test_fromAnEndlessSequenceOnTheCurrentThreadSchedulerStopsWhenTakeIsSatisfied() {
    var received: [Int] = []
    let subscription = Observable.from(
      sequence(first: 0) { $0 + 1 }, scheduler: CurrentThreadScheduler.instance
    )
    .take(3)
    .subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [0, 1, 2])
    subscription.dispose()
  }

  func test_fromSequence_emitsEveryElementThenCompletes() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from([3, 2, 1]).subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(3), .next(2), .next(1), .completed])
  }
}
