import Streams
import TestSupport
import XCTest

/// A chain of operators as a whole: the Rx grammar holds through it, and
/// disposing its subscription releases every closure it captured.
final class ObservableTests: XCTestCase {
  func test_operatorChain_disposeReleasesMapFilterFlatMapShareClosures() {
    let subject = PublishSubject<Int>()
    var subscription: Disposable?
    var received: [Int] = []
    let tracked = weaklyHeld { object in
      subscription =
        subject
        .map { element -> Int in
          _ = object
          return element + 1
        }
        .filter { _ in
          _ = object
          return true
        }
        .flatMap { element -> Observable<Int> in
          _ = object
          return .just(element)
        }
        .share()
        .subscribe(onNext: { element in
          _ = object
          received.append(element)
        })
    }
    subject.onNext(1)
    XCTAssertEqual(received, [2])
    XCTAssertNotNil(tracked())
    subscription?.dispose()
    XCTAssertNil(tracked())
    XCTAssertFalse(subject.hasObservers)
  }

  func test_operatorChain_nothingIsDeliveredAfterTerminal() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      return Disposables.create()
    }
    .map { $0 * 10 }
    .filter { _ in true }
    .subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(10), .completed])
  }
}
