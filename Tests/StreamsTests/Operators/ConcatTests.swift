import ReactorTesting
import Streams
import TestSupport
import XCTest

/// `concat` of sources known up front (`just`, `of`) takes a fast path that
/// subscribes to nothing; these tests pin that it behaves exactly like the
/// general path.
final class ConcatTests: XCTestCase {
  private func elements<Element>(of observable: Observable<Element>) -> ([Element], Bool) {
    var elements: [Element] = []
    var completed = false
    _ = observable.subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })
    return (elements, completed)
  }

  func test_concatOfTwoJusts_emitsBothThenCompletes() {
    let (elements, completed) = elements(of: .concat(.just(1), .just(2)))
    XCTAssertEqual(elements, [1, 2])
    XCTAssertTrue(completed)
  }

  func test_concatOfTheSameJustTwice_emitsItTwice() {
    let just = Observable.just(7)
    XCTAssertEqual(elements(of: .concat(just, just)).0, [7, 7])
  }

  func test_justUsedInConcat_isNotChangedForItsOtherUsers() {
    let just = Observable.just(1)
    _ = elements(of: .concat(just, .just(2)))
    XCTAssertEqual(elements(of: just).0, [1])
  }

  func test_concatOfJustsResubscribes_emitsTheSameEachTime() {
    let both = Observable.concat(.just("a"), .just("b"))
    XCTAssertEqual(elements(of: both).0, ["a", "b"])
    XCTAssertEqual(elements(of: both).0, ["a", "b"])
  }

  func test_nestedConcatOfKnownSources_keepsOrder() {
    let nested = Observable.concat(.concat(.just(1), .just(2)), .of(3, 4))
    XCTAssertEqual(elements(of: nested).0, [1, 2, 3, 4])
  }

  func test_concatOfJustsTakeOne_stopsAfterTheFirstElement() {
    let (elements, completed) = elements(of: Observable.concat(.just(1), .just(2)).take(1))
    XCTAssertEqual(elements, [1])
    XCTAssertTrue(completed)
  }

  // MARK: concat

  func test_concat_staticSubscribesSecondOnlyAfterFirstCompleted() {
    let res = runOver(
      .cold([.next(10, 1), .next(20, 2), .completed(30)]),
      and: .cold([.next(10, 3), .completed(20)])
    ) { xs, ys, _ in Observable.concat(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(230, 250)])
  }

  func test_concat_ofSynchronousSequencesEmitsThemInOrder() {
    let res = startOnNewScheduler { _ in
      Observable<Int>.concat([.of(1, 2), .just(3), .empty(), .of(4)])
    }
    XCTAssertEqual(
      res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .next(200, 4), .completed(200)])
  }

  func test_concat_errorOfFirstSequenceEndsBeforeSecondIsSubscribed() {
    let res = runOver(
      .cold([.next(10, 1), .error(20, TestError.boom)]), and: .cold([.next(10, 3), .completed(20)])
    ) { xs, ys, _ in Observable.concat(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(res.otherSubscriptions, [])
  }

  func test_concat_errorOfSecondSequenceIsForwarded() {
    let res = runOver(
      .cold([.next(10, 1), .completed(20)]), and: .cold([.next(10, 2), .error(20, TestError.boom)])
    ) { xs, ys, _ in Observable.concat(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .error(240, TestError.boom)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(220, 240)])
  }

  func test_concat_disposalDisposesRunningSequenceAndNeverSubscribesTheRest() {
    let res = runOver(
      .cold([.next(10, 1), .next(100, 2), .completed(200)]),
      and: .cold([.next(10, 3), .completed(20)]), disposed: 250
    ) { xs, ys, _ in
      Observable.concat(xs.asObservable(), ys.asObservable())
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(res.otherSubscriptions, [])
  }

  func test_concat_instanceAppendsSecondSequence() {
    let res = runOver(
      .cold([.next(10, 1), .completed(20)]), and: .cold([.next(10, 2), .completed(20)])
    ) { xs, ys, _ in xs.concat(ys) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(220, 240)])
  }

  func test_concat_instanceOnSequenceOfSequencesConcatenatesInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let res = scheduler.run(hot: [.next(210, ys1), .next(215, ys2), .completed(300)]) { xs in
      xs.concat()
    }
    XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .completed(300)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(230, 250)])
  }
}
