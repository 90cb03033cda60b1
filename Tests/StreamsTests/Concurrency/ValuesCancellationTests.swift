import Streams
import TestSupport
import XCTest

/// `values` of an observable (`AsyncThrowingObservable`): its elements, its
/// end or error, and `CancellationError` when the consuming task is
/// cancelled before the observable ended.
final class ValuesCancellationTests: XCTestCase {
  func test_values_yieldsTheElementsThenEndsOnCompletion() async throws {
    let values: AsyncThrowingObservable<Int> = Observable.of(1, 2, 3).values
    var received: [Int] = []
    for try await element in values { received.append(element) }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_values_iteratorReturnsNilAgainAfterTheEnd() async throws {
    var iterator = Observable.of(1).values.makeAsyncIterator()
    let first = try await iterator.next()
    let end = try await iterator.next()
    let afterEnd = try await iterator.next()
    XCTAssertEqual(first, 1)
    XCTAssertNil(end)
    XCTAssertNil(afterEnd)
  }

  func test_values_throwsTheObservablesError() async {
    let values = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(TestError.other(3))
      return Disposables.create()
    }.values
    var received: [Int] = []
    do {
      for try await element in values { received.append(element) }
      XCTFail("expected the loop to throw")
    } catch {
      XCTAssertEqual(error as? TestError, .other(3))
    }
    XCTAssertEqual(received, [1])
  }

  func test_values_cancelledWhileWaitingOnANeverEndingObservable_throwsCancellationError() async {
    let task = Task {
      for try await _ in Observable<Void>.never().values {}
    }
    task.cancel()
    do {
      try await task.value
      XCTFail("expected CancellationError")
    } catch is CancellationError {
    } catch {
      XCTFail("expected CancellationError, got \(error)")
    }
  }

  func test_values_cancelledAfterAnElement_throwsCancellationErrorAndDisposes() async {
    let subject = PublishSubject<Int>()
    let (firstElement, firstContinuation) = AsyncStream<Int>.makeStream()
    let disposed = expectation(description: "subscription disposed")
    let values = subject.do(onDispose: { disposed.fulfill() }).values
    let task = Task {
      for try await element in values { firstContinuation.yield(element) }
    }
    subject.onNext(7)
    var waiting = firstElement.makeAsyncIterator()
    let received = await waiting.next()
    XCTAssertEqual(received, 7)
    task.cancel()
    do {
      try await task.value
      XCTFail("expected CancellationError")
    } catch is CancellationError {
    } catch {
      XCTFail("expected CancellationError, got \(error)")
    }
    await fulfillment(of: [disposed], timeout: 10)
    XCTAssertFalse(subject.hasObservers)
  }

  func test_values_ofAnObservableThatCompletedBeforeTheCancellation_endsNormally() async throws {
    let task = Task { () -> (wasCancelled: Bool, received: [Int]) in
      // Completes at once: every element is buffered and the end recorded.
      let values = Observable.of(1, 2).values
      withUnsafeCurrentTask { $0?.cancel() }
      var received: [Int] = []
      for try await element in values { received.append(element) }
      return (Task.isCancelled, received)
    }
    let result = try await task.value
    XCTAssertTrue(result.wasCancelled)
    XCTAssertEqual(result.received, [1, 2])
  }

  func test_values_ofAnObservableThatFailedBeforeTheCancellation_throwsItsError() async {
    let task = Task {
      let values = Observable<Int>.error(TestError.boom).values
      withUnsafeCurrentTask { $0?.cancel() }
      for try await _ in values {}
    }
    do {
      try await task.value
      XCTFail("expected the observable's error")
    } catch {
      XCTAssertEqual(error as? TestError, .boom)
    }
  }

  func test_values_inAnAlreadyCancelledTask_throwsCancellationErrorForAnUnendedObservable()
    async
  {
    let subject = PublishSubject<Int>()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      for try await _ in subject.values {}
    }
    do {
      try await task.value
      XCTFail("expected CancellationError")
    } catch {
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
    XCTAssertFalse(subject.hasObservers)
  }
}
