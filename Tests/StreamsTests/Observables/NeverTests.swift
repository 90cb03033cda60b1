import ReactorTesting
import Streams
import TestSupport
import XCTest

final class NeverTests: XCTestCase {
  func test_never_emitsNothing() {
    let res = startOnNewScheduler { _ in Observable<Int>.never() }
    XCTAssertEqual(res.events, [])
  }

  func test_never_subscribedObserverReceivesNothing() {
    let recorder = EventRecorder<Int>()
    let subscription = Observable<Int>.never().subscribe(recorder)
    XCTAssertEqual(recorder.events, [])
    subscription.dispose()
  }
}
