import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ZipCollectionTests: XCTestCase {
  func test_zipCollection_elementThatCanNeverBePaired_endsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = asymmetricSources(scheduler)
    let (e0, e1, e2) = (sources[0], sources[1], sources[2])
    let res = scheduler.start { Observable<Int>.zip([e0, e1, e2]) }
    XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 270)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 310)])
    XCTAssertEqual(e2.subscriptions, [Subscription(200, 300)])
  }

  func test_zipCollection_emptyCollectionCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.zip([Observable<Int>]()) { $0.reduce(0, +) } }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func test_zipCollection_selectorErrorEndsSequence() {
    let res = runOver(
      .hot([.next(210, 1), .next(230, 2)]), and: .hot([.next(220, 10), .next(240, 20)])
    ) { e0, e1, _ in
      Observable.zip([e0, e1]) { try sumFailingOnTwo($0) }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .error(240, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 240)])
  }

  func test_zipArray_pairsElementsAsArrays() {
    let res = runOver(
      .hot([.next(210, 1), .next(240, 2), .completed(250)]),
      and: .hot([.next(220, 10), .next(230, 20), .completed(300)])
    ) { xs, ys, _ in Observable.zip([xs, ys]) }
    XCTAssertEqual(res.events, [.next(220, [1, 10]), .next(240, [2, 20]), .completed(300)])
  }
}
