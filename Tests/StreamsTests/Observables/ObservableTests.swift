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
    let source = createdSource(sending: [.next(1), .completed, .next(2)])
    XCTAssertEqual(
      eventsOnSubscribing(to: source.map { $0 * 10 }.filter { _ in true }), [.next(10), .completed])
  }
}
