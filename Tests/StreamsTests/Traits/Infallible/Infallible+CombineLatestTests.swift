import ReactorTesting
import Streams
import TestSupport
import XCTest

final class InfallibleCombineLatestTests: InfallibleCombiningTestCase {
  // MARK: combineLatest with a result selector

  func test_combineLatestOfTwo_combinesTheLatestElementsAndCompletesWhenAllComplete() {
    let (a, b) = twoSources()
    let res = scheduler.start { Infallible.combineLatest(a, b) { $0 + $1 } }
    XCTAssertEqual(
      res.events, [.next(220, 11), .next(230, 13), .next(240, 23), .completed(260)])
  }

  func test_combineLatestOfThree_withATypedResultSelector() {
    let (a, b) = twoSources()
    let (_, c) = source([.next(215, 100), .completed(270)])
    let res = scheduler.start {
      Infallible.combineLatest(a, b, c) { (x: Int, y: Int, z: Int) -> String in "\(x + y + z)" }
    }
    XCTAssertEqual(
      res.events, [.next(220, "111"), .next(230, "113"), .next(240, "123"), .completed(270)])
  }

  func test_combineLatestOfFive_startsOnceEachHasEmitted() {
    let sources = fiveSources()
    let res = scheduler.start {
      Infallible.combineLatest(sources[0], sources[1], sources[2], sources[3], sources[4]) {
        $0 + $1 + $2 + $3 + $4
      }
    }
    XCTAssertEqual(res.events, [.next(215, 11111), .next(260, 11112), .completed(300)])
  }

  func test_combineLatest_mixesElementTypes() {
    let (_, numbers) = source([.next(210, 1), .next(230, 2)])
    let words = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
      .asInfallible(onErrorJustReturn: "")
    let res = scheduler.start { Infallible.combineLatest(numbers, words) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .next(240, "2b")])
  }

  // MARK: Tuple forms

  func test_combineLatestOfTwoAndThree_emitTuples() {
    let (a, b) = twoSources()
    let pairs = scheduler.start {
      Infallible.combineLatest(a, b).map { "\($0.0)-\($0.1)" }
    }
    let triples = TestScheduler(initialClock: 0)
    let xs = triples.createHotObservable([.next(210, 1), .next(220, 2)])
      .asInfallible(onErrorJustReturn: 0)
    let ys = triples.createHotObservable([.next(215, "a")]).asInfallible(onErrorJustReturn: "")
    let zs = triples.createHotObservable([.next(216, true)]).asInfallible(onErrorJustReturn: false)
    let tuples = triples.start {
      Infallible.combineLatest(xs, ys, zs).map { "\($0.0)\($0.1)\($0.2)" }
    }
    XCTAssertEqual(
      pairs.events, [.next(220, "1-10"), .next(230, "3-10"), .next(240, "3-20"), .completed(260)])
    XCTAssertEqual(tuples.events, [.next(216, "1atrue"), .next(220, "2atrue")])
  }

  // MARK: Collection forms

  func test_combineLatestOfACollection_emitsArraysOrTheSelectorsResult() {
    let (a, b) = twoSources()
    let arrays = scheduler.start { Infallible.combineLatest([a, b]).map { $0.description } }
    let other = TestScheduler(initialClock: 0)
    let xs = other.createHotObservable([.next(210, 1), .next(230, 3)])
      .asInfallible(onErrorJustReturn: 0)
    let ys = other.createHotObservable([.next(220, 10), .completed(250)])
      .asInfallible(onErrorJustReturn: 0)
    let sums = other.start {
      Infallible.combineLatest([xs, ys]) { $0.reduce(0, +) }
    }
    XCTAssertEqual(
      arrays.events,
      [.next(220, "[1, 10]"), .next(230, "[3, 10]"), .next(240, "[3, 20]"), .completed(260)])
    XCTAssertEqual(sums.events, [.next(220, 11), .next(230, 13)])
  }

  // MARK: A throwing result selector

  func test_combineLatest_throwingSelectorCompletesAndReportsTheError() {
    let (xs, a) = source([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
    let (ys, b) = source([.next(220, 10), .completed(300)])
    let (events, errors) = startCollectingUnhandledErrors {
      Infallible.combineLatest(a, b) { x, y in
        if x == 2 { throw TestError.boom }
        return x + y
      }
    }
    XCTAssertEqual(events, [.next(220, 11), .completed(230)])
    XCTAssertEqual(errors.map { $0 as? TestError }, [.boom])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func test_combineLatestOfACollection_throwingSelectorCompletesAndReportsTheError() {
    let (_, a) = source([.next(210, 1), .next(230, 2), .completed(300)])
    let (_, b) = source([.next(220, 10), .completed(300)])
    let (events, errors) = startCollectingUnhandledErrors {
      Infallible.combineLatest([a, b]) { try sumFailingOnTwo($0) }
    }
    XCTAssertEqual(events, [.next(220, 11), .completed(230)])
    XCTAssertEqual(errors.map { $0 as? TestError }, [.boom])
  }

  func test_aSelectorThatNeverThrowsReportsNothing() {
    let (a, b) = twoSources()
    let errors = collectingUnhandledErrors {
      _ = scheduler.start { Infallible.combineLatest(a, b) { $0 * $1 } }
    }
    XCTAssertTrue(errors.isEmpty)
  }
}
