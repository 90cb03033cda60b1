import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class MaterializeTests: XCTestCase {
  // MARK: materialize

  func test_materialize_turnsEventsIntoElementsThenCompletes() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.materialize()
    }
    XCTAssertEqual(
      res.events,
      [
        .next(210, Event.next(1)), .next(220, Event.next(2)), .next(300, Event.completed),
        .completed(300),
      ])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_materialize_turnsErrorIntoElementAndCompletes() {
    let res = runOverHot([.next(210, 1), .error(250, TestError.boom)]) { xs, _ in
      xs.materialize()
    }
    XCTAssertEqual(
      res.events,
      [.next(210, Event.next(1)), .next(250, Event.error(TestError.boom)), .completed(250)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
  }

  func test_materialize_disposalUnsubscribesFromSource() {
    let res = runOverHot([.next(210, 1), .next(320, 2)], disposed: 300) { xs, _ in
      xs.materialize()
    }
    XCTAssertEqual(res.events, [.next(210, Event.next(1))])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }
}
