import ReactorTesting
import Streams
import TestSupport
import XCTest

final class EmptyTests: XCTestCase {
  func test_empty_completesAtSubscription() {
    let res = startOnNewScheduler { _ in Observable<Int>.empty() }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func test_empty_completesWithoutElements() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.empty().subscribe(recorder)
    XCTAssertEqual(recorder.events, [.completed])
  }
}
