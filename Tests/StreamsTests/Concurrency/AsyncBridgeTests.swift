import Streams
import Synchronization
import TestSupport
import XCTest

/// `values`, `Observable.from(_: AsyncSequence)` and `Observable.task`.
final class AsyncBridgeTests: XCTestCase {
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
    var received: [Int] = []
    do {
      for try await element in stream { received.append(element) }
      XCTFail("expected the loop to throw")
    } catch {
      XCTAssertEqual(error as? TestError, .boom)
    }
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

  // MARK: from(AsyncSequence)

  func test_fromAsyncSequence_emitsEveryElementThenCompletes() async {
    let (source, continuation) = AsyncStream<Int>.makeStream()
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
    let recorder = EventRecorder<Int>()
    let ended = expectation(description: "ended")
    let subscription = Observable.from(source).subscribe { event in
      recorder.on(event)
      if event.isStopEvent { ended.fulfill() }
    }
    await fulfillment(of: [ended], timeout: 10)
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
    subscription.dispose()
  }

  func test_fromAsyncSequence_iterationErrorBecomesTheSequenceError() async {
    let (source, continuation) = AsyncThrowingStream<Int, Swift.Error>.makeStream()
    continuation.yield(1)
    continuation.finish(throwing: TestError.boom)
    let recorder = EventRecorder<Int>()
    let ended = expectation(description: "ended")
    let subscription = Observable.from(source).subscribe { event in
      recorder.on(event)
      if event.isStopEvent { ended.fulfill() }
    }
    await fulfillment(of: [ended], timeout: 10)
    XCTAssertEqual(recorder.events, [.next(1), .error(TestError.boom)])
    subscription.dispose()
  }

  func test_fromAsyncSequence_deliversElementsYieldedLater() async {
    let (source, continuation) = AsyncStream<Int>.makeStream()
    let recorder = EventRecorder<Int>()
    let first = expectation(description: "first element")
    let ended = expectation(description: "ended")
    let subscription = Observable.from(source).subscribe { event in
      recorder.on(event)
      if event.element == 1 { first.fulfill() }
      if event.isStopEvent { ended.fulfill() }
    }
    continuation.yield(1)
    await fulfillment(of: [first], timeout: 10)
    continuation.yield(2)
    continuation.finish()
    await fulfillment(of: [ended], timeout: 10)
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
    subscription.dispose()
  }

  func test_fromAsyncSequence_disposingCancelsTheIteration() async {
    let (source, continuation) = AsyncStream<Int>.makeStream()
    let terminated = expectation(description: "iteration cancelled")
    let first = expectation(description: "first element")
    continuation.onTermination = { termination in
      if case .cancelled = termination { terminated.fulfill() }
    }
    let recorder = EventRecorder<Int>()
    let subscription = Observable.from(source).subscribe { event in
      recorder.on(event)
      if event.element == 1 { first.fulfill() }
    }
    continuation.yield(1)
    await fulfillment(of: [first], timeout: 10)
    subscription.dispose()
    await fulfillment(of: [terminated], timeout: 10)
    continuation.yield(2)
    XCTAssertEqual(recorder.events, [.next(1)])
  }

  // MARK: task

  func test_task_emitsTheResultThenCompletes() async {
    let recorder = EventRecorder<Int>()
    let ended = expectation(description: "ended")
    let subscription = Observable<Int>.task { 6 * 7 }.subscribe { event in
      recorder.on(event)
      if event.isStopEvent { ended.fulfill() }
    }
    await fulfillment(of: [ended], timeout: 10)
    XCTAssertEqual(recorder.events, [.next(42), .completed])
    subscription.dispose()
  }

  func test_task_thrownErrorBecomesTheSequenceError() async {
    let recorder = EventRecorder<Int>()
    let ended = expectation(description: "ended")
    let subscription = Observable<Int>.task { throw TestError.other(5) }.subscribe { event in
      recorder.on(event)
      if event.isStopEvent { ended.fulfill() }
    }
    await fulfillment(of: [ended], timeout: 10)
    XCTAssertEqual(recorder.events, [.error(TestError.other(5))])
    subscription.dispose()
  }

  func test_task_worksWithValuesEndToEnd() async throws {
    var received: [String] = []
    for try await element in Observable<String>.task({ "done" }).values {
      received.append(element)
    }
    XCTAssertEqual(received, ["done"])
  }

  func test_task_disposingCancelsTheTaskAndEmitsNothingMore() async {
    let started = expectation(description: "work started")
    let cancelled = expectation(description: "cancellation handler ran")
    let returned = expectation(description: "work returned")
    let sawCancellation = Atomic<Bool>(false)
    let (gate, gateContinuation) = AsyncStream<Void>.makeStream()
    let recorder = EventRecorder<Int>()
    let subscription = Observable<Int>.task {
      let result = await withTaskCancellationHandler {
        started.fulfill()
        // Ends only when the task is cancelled: nothing is ever yielded.
        for await _ in gate {}
        return Task.isCancelled ? -1 : 1
      } onCancel: {
        cancelled.fulfill()
      }
      sawCancellation.store(result == -1, ordering: .releasing)
      returned.fulfill()
      return result
    }.subscribe(recorder)
    await fulfillment(of: [started], timeout: 10)
    subscription.dispose()
    await fulfillment(of: [cancelled, returned], timeout: 10)
    XCTAssertTrue(sawCancellation.load(ordering: .acquiring))
    XCTAssertEqual(recorder.events, [])
    gateContinuation.finish()
  }
}

/// RxSwift's spellings of the bridges and hooks.
final class RxSwiftSpellingTests: XCTestCase {
  func test_asyncSequenceAsObservableEmitsEveryElementThenCompletes() async {
    let stream = AsyncStream<Int> { continuation in
      for value in 1...3 { continuation.yield(value) }
      continuation.finish()
    }
    let completed = expectation(description: "completed")
    let received = LockedValues()
    let subscription = stream.asObservable().subscribe(
      onNext: { received.append($0) }, onCompleted: { completed.fulfill() })
    await fulfillment(of: [completed], timeout: 10)
    XCTAssertEqual(received.values, [1, 2, 3])
    subscription.dispose()
  }

  func test_defaultErrorHandlerIsTheUnhandledErrorHook() {
    let previous = Hooks.unhandledError
    defer { Hooks.unhandledError = previous }
    let received = LockedValues()
    Hooks.defaultErrorHandler = { callStack, _ in received.append(callStack.count) }
    _ = Observable<Int>.error(RxError.unknown).subscribe(onNext: { _ in })
    XCTAssertEqual(received.values, [0])
  }
}

/// Integers appended from any thread.
private final class LockedValues: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Int] = []
  var values: [Int] { lock.withLock { stored } }
  func append(_ value: Int) { lock.withLock { stored.append(value) } }
}
