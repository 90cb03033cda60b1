import Streams
import TestSupport
import XCTest

final class ObserverTypeTests: XCTestCase {
  func test_anyObserver_forwardsEventsToItsClosure() {
    var received: [Event<Int>] = []
    let observer = AnyObserver<Int> { received.append($0) }
    observer.onNext(1)
    observer.onError(TestError.boom)
    observer.onCompleted()
    XCTAssertEqual(received, [.next(1), .error(TestError.boom), .completed])
  }

  func test_mapObserver_transformsElementsAndTurnsThrowsIntoErrors() {
    let recorder = EventRecorder<String>()
    let observer: AnyObserver<Int> = recorder.mapObserver { element in
      if element < 0 { throw TestError.boom }
      return "#\(element)"
    }
    observer.onNext(1)
    observer.onNext(-1)
    XCTAssertEqual(recorder.events, [.next("#1"), .error(TestError.boom)])
  }
}
