import ReactorTesting
import Streams
import TestSupport
import XCTest

final class JustTests: XCTestCase {
  // MARK: just / of / from / empty / never / error

  func test_just_emitsElementAndCompletesAtSubscription() {
    let res = startOnNewScheduler { _ in Observable.just(42) }
    XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
  }

  func test_justOnScheduler_emitsOnScheduler() {
    let res = startOnNewScheduler { scheduler in Observable.just(42, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
  }

  // MARK: Sources

  func test_just_emitsTheElementThenCompletes() {
    let recorder = EventRecorder<Int>()
    _ = Observable.just(5).subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(5), .completed])
  }
}
