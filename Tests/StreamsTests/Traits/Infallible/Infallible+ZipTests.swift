import ReactorTesting
import Streams
import TestSupport
import XCTest

final class InfallibleZipTests: InfallibleCombiningTestCase {
  // MARK: zip with a result selector

  func test_zipOfTwo_pairsElementsInOrderAndCompletesWhenEverySourceCompleted() {
    let (a, b) = twoSources()
    let res = scheduler.start { Infallible.zip(a, b) { $0 + $1 } }
    // As RxSwift's zip: the completion waits for the last source's.
    XCTAssertEqual(res.events, [.next(220, 11), .next(240, 23), .completed(260)])
  }

  func test_zipOfThree_waitsForTheNthElementOfEach() {
    let (a, b) = twoSources()
    let (_, c) = source([.next(215, 100), .completed(270)])
    let res = scheduler.start { Infallible.zip(a, b, c) { $0 + $1 + $2 } }
    XCTAssertEqual(res.events, [.next(220, 111), .completed(270)])
  }

  func test_zipOfFive_combinesTheFirstElementOfEach() {
    let sources = fiveSources()
    let res = scheduler.start {
      Infallible.zip(sources[0], sources[1], sources[2], sources[3], sources[4]) {
        $0 + $1 + $2 + $3 + $4
      }
    }
    XCTAssertEqual(res.events, [.next(215, 11111), .completed(300)])
  }

  func test_zipOfTwo_emitsTuplesOfTheNthElements() {
    let (a, b) = twoSources()
    let res = scheduler.start { Infallible.zip(a, b).map { "\($0.0)-\($0.1)" } }
    XCTAssertEqual(res.events, [.next(220, "1-10"), .next(240, "3-20"), .completed(260)])
  }

  func test_zipOfEight_emitsEightTuples() {
    let sources = (1...8).map { index in
      scheduler.createHotObservable([.next(210 + index, index), .completed(300)])
        .asInfallible(onErrorJustReturn: 0)
    }
    let res = scheduler.start {
      Infallible.zip(
        sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6],
        sources[7]
      ).map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 + $0.6 + $0.7 }
    }
    XCTAssertEqual(res.events, [.next(218, 36), .completed(300)])
  }

  func test_zipOfACollection_emitsArraysOrTheSelectorsResult() {
    let (a, b) = twoSources()
    let arrays = scheduler.start { Infallible.zip([a, b]).map { $0.description } }
    let other = TestScheduler(initialClock: 0)
    let xs = other.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)])
      .asInfallible(onErrorJustReturn: 0)
    let ys = other.createHotObservable([.next(220, 10), .next(240, 20), .completed(250)])
      .asInfallible(onErrorJustReturn: 0)
    let sums = other.start { Infallible.zip([xs, ys]) { $0.reduce(0, +) } }
    XCTAssertEqual(
      arrays.events, [.next(220, "[1, 10]"), .next(240, "[3, 20]"), .completed(260)])
    XCTAssertEqual(sums.events, [.next(220, 11), .next(240, 23), .completed(260)])
  }

  func test_zip_throwingSelectorCompletesAndReportsTheError() {
    let (xs, a) = source([.next(210, 1), .next(230, 2), .completed(300)])
    let (_, b) = source([.next(220, 10), .next(240, 20), .completed(300)])
    let (_, c) = source([.next(205, 100), .next(206, 200), .completed(300)])
    let (events, errors) = startCollectingUnhandledErrors {
      Infallible.zip(a, b, c) { x, y, z in
        if x == 2 { throw TestError.other(y) }
        return x + y + z
      }
    }
    XCTAssertEqual(events, [.next(220, 111), .completed(240)])
    XCTAssertEqual(errors.map { $0 as? TestError }, [.other(20)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
  }

  func test_zipOfACollection_throwingSelectorCompletesAndReportsTheError() {
    let (_, a) = source([.next(210, 1), .next(230, 2), .completed(300)])
    let (_, b) = source([.next(220, 10), .next(240, 20), .completed(300)])
    let (events, errors) = startCollectingUnhandledErrors {
      Infallible.zip([a, b]) { try sumFailingOnTwo($0) }
    }
    XCTAssertEqual(events, [.next(220, 11), .completed(240)])
    XCTAssertEqual(errors.map { $0 as? TestError }, [.boom])
  }
}
