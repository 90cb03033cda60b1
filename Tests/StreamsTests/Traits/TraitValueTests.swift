import Streams
import TestSupport
import XCTest

/// RxSwift 6's `value` of a Single, Maybe and Completable, awaited.
final class TraitValueTests: XCTestCase {
  func test_singleValueIsItsElement() async throws {
    let value = try await Single.just(7).value
    XCTAssertEqual(value, 7)
  }

  func test_singleValueThrowsItsError() async {
    do {
      _ = try await Single<Int>.error(TestError.boom).value
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, .boom)
    }
  }

  func test_maybeValueIsItsElementOrNil() async throws {
    let some = try await Maybe.just(3).value
    let none = try await Maybe<Int>.empty().value
    XCTAssertEqual(some, 3)
    XCTAssertNil(none)
  }

  func test_completableValueReturnsOnCompletion() async throws {
    try await Completable.empty().value
  }

  func test_valueOfASingleThatArrivesLaterOnAnotherThread() async throws {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let value = try await Single.just(5).delay(.milliseconds(5), scheduler: scheduler).value
    XCTAssertEqual(value, 5)
  }

  func test_cancellingTheAwaitingTaskDisposesTheSubscriptionAndThrows() async {
    let subscribed = expectation(description: "subscribed")
    let disposed = expectation(description: "subscription disposed")
    let never = Single<Int>.create { _ in
      subscribed.fulfill()
      return Disposables.create { disposed.fulfill() }
    }
    let task = Task { try await never.value }
    await fulfillment(of: [subscribed], timeout: 10)
    task.cancel()
    do {
      _ = try await task.value
      XCTFail("expected cancellation")
    } catch {
      XCTAssertTrue(error is CancellationError)
    }
    await fulfillment(of: [disposed], timeout: 10)
  }
}

/// A synchronous result wins over a cancellation that came first, as in
/// RxSwift.
final class TraitValueCancellationTests: XCTestCase {
  func test_valueOfASynchronousMaybeInACancelledTaskIsItsResult() async throws {
    let task = Task { try await Maybe<Int>.empty().value }
    task.cancel()
    let value = try await task.value
    XCTAssertNil(value)
  }

  func test_valueOfASynchronousCompletableInACancelledTaskCompletes() async throws {
    let task = Task { try await Completable.empty().value }
    task.cancel()
    try await task.value
  }
}
