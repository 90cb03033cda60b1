import Dispatch
import Foundation
import ReactorTesting
import Streams
import XCTest

/// RxBlocking's API: reading a sequence by blocking until it ends, with
/// elements, errors, empty sequences, contract violations and timeouts, on
/// the main thread and from a background scheduler.
final class BlockingTests: XCTestCase {
  private struct Failure: Error, Equatable {}

  func test_toArrayReturnsEveryElementOfASynchronousSequence() throws {
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
  }

  func test_toArrayWaitsForElementsFromABackgroundScheduler() throws {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let elements = try Observable.of(1, 2, 3).observe(on: scheduler).toBlocking(timeout: 10)
      .toArray()
    XCTAssertEqual(elements, [1, 2, 3])
  }

  func test_toArrayWaitsForWorkScheduledOnTheMainQueue() throws {
    let elements = try Observable.of(1, 2).observe(on: MainScheduler.asyncInstance)
      .toBlocking(timeout: 10).toArray()
    XCTAssertEqual(elements, [1, 2])
  }

  func test_firstReturnsTheFirstElementAndDisposesTheRest() throws {
    var disposed = false
    let source = Observable<Int>.create { observer in
      observer.onNext(7)
      return Disposables.create { disposed = true }
    }
    XCTAssertEqual(try source.toBlocking().first(), 7)
    XCTAssertTrue(disposed)
  }

  func test_firstAndLastOfAnEmptySequenceAreNil() throws {
    XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
  }

  func test_lastReturnsTheLastElement() throws {
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
  }

  func test_singleReturnsTheOnlyElement() throws {
    XCTAssertEqual(try Observable.just(5).toBlocking().single(), 5)
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
  }

  func test_singleOfAnEmptySequenceThrowsNoElements() {
    XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
      XCTAssertEqual(error as? RxError, .noElements)
    }
  }

  func test_singleOfTwoElementsThrowsMoreThanOneElementWithoutWaitingForTheEnd() {
    let twoThenNothing = Observable.of(1, 2).concat(Observable<Int>.never())
    XCTAssertThrowsError(try twoThenNothing.toBlocking(timeout: 10).single()) { error in
      XCTAssertEqual(error as? RxError, .moreThanOneElement)
    }
  }

  func test_errorOfTheSequenceIsRethrown() {
    let failing = Observable.of(1).concat(Observable<Int>.error(Failure()))
    XCTAssertThrowsError(try failing.toBlocking().toArray()) { error in
      XCTAssertEqual(error as? Failure, Failure())
    }
  }

  func test_materializeReportsElementsAndTheError() {
    let failing = Observable.of(1, 2).concat(Observable<Int>.error(Failure()))
    guard case .failed(let elements, let error) = failing.toBlocking().materialize() else {
      return XCTFail("expected a failure")
    }
    XCTAssertEqual(elements, [1, 2])
    XCTAssertEqual(error as? Failure, Failure())
  }

  func test_sequenceThatNeverEndsThrowsTimeoutAfterTheTimeout() {
    XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).toArray()) {
      error in
      guard case .timeout = error as? RxError else {
        return XCTFail("expected RxError.timeout, got \(error)")
      }
    }
  }
}
