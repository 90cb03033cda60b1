import Streams
import Synchronization
import TestSupport
import XCTest

final class ObservableValuesTests: XCTestCase {
  // MARK: values

  func test_values_yieldsEveryElementAndEndsOnCompletion() async throws {
    var received: [Int] = []
    for try await element in Observable.of(1, 2, 3).values {
      received.append(element)
    }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_values_throwsTheSequenceError() async {
    let stream = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(TestError.boom)
      return Disposables.create()
    }.values
    let (received, error) = await elementsAndError(of: stream)
    XCTAssertEqual(error as? TestError, .boom)
    XCTAssertEqual(received, [1])
  }

  func test_values_buffersElementsSentBeforeTheConsumerIterates() async throws {
    let subject = PublishSubject<Int>()
    let stream = subject.values
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    var received: [Int] = []
    for try await element in stream { received.append(element) }
    XCTAssertEqual(received, [1, 2])
  }

  func test_values_deliversElementsSentFromAnotherThread() async throws {
    let subject = PublishSubject<Int>()
    let stream = subject.values
    let producer = Thread {
      for element in 0..<100 { subject.onNext(element) }
      subject.onCompleted()
    }
    producer.start()
    var received: [Int] = []
    for try await element in stream { received.append(element) }
    XCTAssertEqual(received, Array(0..<100))
  }

  func test_values_cancellingTheConsumingTaskDisposesTheSubscription() async {
    let subject = PublishSubject<Int>()
    let disposed = expectation(description: "subscription disposed")
    let firstElement = expectation(description: "first element consumed")
    let stream = subject.do(onDispose: { disposed.fulfill() }).values
    let consumer = Task {
      var count = 0
      for try await _ in stream {
        count += 1
        if count == 1 { firstElement.fulfill() }
      }
      return count
    }
    subject.onNext(1)
    await fulfillment(of: [firstElement], timeout: 10)
    consumer.cancel()
    await fulfillment(of: [disposed], timeout: 10)
    XCTAssertFalse(subject.hasObservers)
    _ = await consumer.result
  }

  func test_values_droppingTheStreamDisposesTheSubscription() async {
    let subject = PublishSubject<Int>()
    let disposed = expectation(description: "subscription disposed")
    do {
      let stream = subject.do(onDispose: { disposed.fulfill() }).values
      XCTAssertTrue(subject.hasObservers)
      _ = stream
    }
    await fulfillment(of: [disposed], timeout: 10)
    XCTAssertFalse(subject.hasObservers)
  }

  func test_values_endingTheSourceSubscriptionEndsTheLoop() async throws {
    let subject = PublishSubject<Int>()
    let stop = PublishSubject<Void>()
    let disposed = expectation(description: "source disposed")
    let stream = subject.do(onDispose: { disposed.fulfill() }).take(until: stop).values
    let consumer = Task {
      var received: [Int] = []
      for try await element in stream { received.append(element) }
      return received
    }
    subject.onNext(1)
    stop.onNext(())
    subject.onNext(2)
    let received = try await consumer.value
    XCTAssertEqual(received, [1])
    await fulfillment(of: [disposed], timeout: 10)
    XCTAssertFalse(subject.hasObservers)
  }

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
    let (received, error) = await elementsAndError(of: values)
    XCTAssertEqual(error as? TestError, .other(3))
    XCTAssertEqual(received, [1])
  }

  func test_values_cancelledWhileWaitingOnANeverEndingObservable_throwsCancellationError() async {
    let task = Task {
      for try await _ in Observable<Void>.never().values {}
    }
    task.cancel()
    let error = await thrownError(by: task)
    XCTAssertTrue(
      error is CancellationError, "expected CancellationError, got \(String(describing: error))")
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
    let error = await thrownError(by: task)
    XCTAssertTrue(
      error is CancellationError, "expected CancellationError, got \(String(describing: error))")
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
    let error = await thrownError(by: task)
    XCTAssertTrue(
      error is CancellationError, "expected CancellationError, got \(String(describing: error))")
    XCTAssertFalse(subject.hasObservers)
  }

  func test_infallibleValues_yieldsTheElementsThenEndsOnCompletion() async {
    let values: AsyncStream<Int> = Infallible.of(1, 2, 3).values
    let received = await elements(of: values)
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_infallibleValues_ofAFailingSourceEndsWithTheReplacement() async {
    let received = await elements(
      of: Observable<Int>.error(TestError.boom).asInfallible(onErrorJustReturn: -1).values)
    XCTAssertEqual(received, [-1])
  }

  func test_infallibleValues_cancellingTheTaskEndsTheLoopAndDisposesTheSubscription() async {
    let subject = PublishSubject<Int>()
    let disposed = expectation(description: "subscription disposed")
    let (consumed, consumedContinuation) = AsyncStream<Int>.makeStream()
    let values = subject.do(onDispose: { disposed.fulfill() })
      .asInfallible(onErrorJustReturn: 0).values
    let task = Task { () -> [Int] in
      var received: [Int] = []
      for await element in values {
        received.append(element)
        consumedContinuation.yield(element)
      }
      return received
    }
    subject.onNext(4)
    var waiting = consumed.makeAsyncIterator()
    _ = await waiting.next()
    task.cancel()
    // No `try`: the loop just ends.
    let received = await task.value
    XCTAssertEqual(received, [4])
    await fulfillment(of: [disposed], timeout: 10)
    XCTAssertFalse(subject.hasObservers)
  }
}

/// `values` of a `Driver` or a `Signal`, read on the main actor. Every
/// method is `async`: on Linux a synchronous test method of a `@MainActor`
/// test case stops the test binary.
@MainActor
final class SharedSequenceValuesTests: XCTestCase {
  func test_driverValues_yieldsTheElementsThenEndsOnCompletion() async {
    let values: AsyncStream<Int> = Driver.of(1, 2, 3).values
    let received = await elements(of: values)
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_signalValues_yieldsTheElementsThenEndsOnCompletion() async {
    let received = await elements(of: Signal.of("a", "b").values)
    XCTAssertEqual(received, ["a", "b"])
  }

  func test_driverValues_ofAFailingSourceYieldsTheReplacementThenEnds() async {
    let driver = Observable<Int>.error(TestError.boom).asDriver(onErrorJustReturn: 9)
    let received = await elements(of: driver.values)
    XCTAssertEqual(received, [9])
  }

  func test_driverValues_startsWithTheReplayedElement() async {
    let relay = BehaviorRelay(value: 1)
    let firstTwo = await firstTwoElements(of: relay.asDriver().values) { relay.accept(2) }
    XCTAssertEqual(firstTwo, [1, 2])
  }

  func test_signalValues_buffersElementsAcceptedBeforeTheLoopReadsThem() async {
    let relay = PublishRelay<Int>()
    let firstTwo = await firstTwoElements(of: relay.asSignal().values) {
      relay.accept(1)
      relay.accept(2)
    }
    XCTAssertEqual(firstTwo, [1, 2])
  }

  func test_driverValues_cancellingTheTaskEndsTheLoopAndDisposesTheSubscription() async {
    let disposed = expectation(description: "subscription disposed")
    let (consumed, consumedContinuation) = AsyncStream<Int>.makeStream()
    let task = Task { () -> [Int] in
      let driver = Observable<Int>.never().startWith(5)
        .do(onDispose: { disposed.fulfill() })
        .asDriver(onErrorJustReturn: 0)
      var received: [Int] = []
      for await element in driver.values {
        received.append(element)
        consumedContinuation.yield(element)
      }
      return received
    }
    var waiting = consumed.makeAsyncIterator()
    _ = await waiting.next()
    task.cancel()
    let received = await task.value
    XCTAssertEqual(received, [5])
    await fulfillment(of: [disposed], timeout: 10)
  }
}
