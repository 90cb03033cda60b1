import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ReduceTests: XCTestCase {
  // MARK: reduce

  func test_reduce_emitsOnlyFinalAccumulationOnCompletion() {
    let res = runOverHot([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
    ]) { xs, _ in xs.reduce(10) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(300, 19), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_reduce_emptySourceEmitsSeed() {
    let res = runOverHot([.next(150, 1), .completed(250)]) { xs, _ in xs.reduce(42) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
  }

  func test_reduce_mapResultTransformsFinalAccumulation() {
    let res = runOverHot([.next(210, 2), .next(220, 3), .completed(300)]) { xs, _ in
      xs.reduce(0, accumulator: { $0 + $1 }, mapResult: { "sum=\($0)" })
    }
    XCTAssertEqual(res.events, [.next(300, "sum=5"), .completed(300)])
  }

  func test_reduce_forwardsSourceErrorWithoutEmittingAccumulation() {
    let res = runOverHot([.next(210, 2), .error(250, TestError.boom)]) { xs, _ in
      xs.reduce(0) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [.error(250, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
  }

  func test_reduce_errorThrownByAccumulatorEndsSequenceAndUnsubscribes() {
    let res = runOverHot([.next(210, 2), .next(220, 3), .completed(300)]) { xs, _ in
      xs.reduce(0) { _, value in try passOrThrow(value, failingOn: 3) }
    }
    XCTAssertEqual(res.events, [.error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_reduce_errorThrownByMapResultEndsSequence() {
    let res = runOverHot([.next(210, 2), .completed(300)]) { xs, _ in
      xs.reduce(0, accumulator: { $0 + $1 }, mapResult: { _ -> Int in throw TestError.boom })
    }
    XCTAssertEqual(res.events, [.error(300, TestError.boom)])
  }

  func test_reduce_disposalBeforeCompletionEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(hot: [.next(210, 2), .next(260, 3), .completed(400)], disposed: 300) {
      xs in xs.reduce(0) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }
}
