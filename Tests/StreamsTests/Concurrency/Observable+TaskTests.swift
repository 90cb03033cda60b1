import Streams
import Synchronization
import TestSupport
import XCTest

final class ObservableTaskTests: XCTestCase {
  // MARK: from(AsyncSequence)

  func test_fromAsyncSequence_emitsEveryElementThenCompletes() async {
    let (source, continuation) = AsyncStream<Int>.makeStream()
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
    let events = await events(of: Observable.from(source))
    XCTAssertEqual(events, [.next(1), .next(2), .completed])
  }

  func test_fromAsyncSequence_iterationErrorBecomesTheSequenceError() async {
    let (source, continuation) = AsyncThrowingStream<Int, Swift.Error>.makeStream()
    continuation.yield(1)
    continuation.finish(throwing: TestError.boom)
    let events = await events(of: Observable.from(source))
    XCTAssertEqual(events, [.next(1), .error(TestError.boom)])
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
}

/// `asObservable(priority:)` of an `AsyncSequence` (and
/// `Observable.from(_:priority:)`): the iterating task runs at `priority`.
final class AsyncSequenceAsObservablePriorityTests: XCTestCase {
  func test_asObservablePriority_iteratesAtThatPriority() async {
    let high = await events(of: PriorityProbe(count: 2).asObservable(priority: .high))
    let low = await events(of: PriorityProbe(count: 1).asObservable(priority: .low))
    XCTAssertEqual(high, [.next(.high), .next(.high), .completed])
    XCTAssertEqual(low, [.next(.low), .completed])
  }

  func test_fromPriority_iteratesAtThatPriority() async {
    let received = await events(of: Observable.from(PriorityProbe(count: 1), priority: .utility))
    XCTAssertEqual(received, [.next(.utility), .completed])
  }

  func test_asObservablePriority_emitsEveryElementThenCompletes() async {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    for element in 1...3 { continuation.yield(element) }
    continuation.finish()
    let received = await events(of: stream.asObservable(priority: .background))
    XCTAssertEqual(received, [.next(1), .next(2), .next(3), .completed])
  }

  func test_asObservablePriority_forwardsTheSequencesError() async {
    let (stream, continuation) = AsyncThrowingStream<Int, Error>.makeStream()
    continuation.yield(1)
    continuation.finish(throwing: TestError.boom)
    let received = await events(of: stream.asObservable(priority: .high))
    XCTAssertEqual(received, [.next(1), .error(TestError.boom)])
  }

  func test_asObservableWithoutPriority_stillIterates() async {
    let received = await events(of: PriorityProbe(count: 1).asObservable())
    XCTAssertEqual(received.count, 2)
    XCTAssertEqual(received.last, .completed)
  }
}

/// Integers appended from any thread.
private final class LockedValues: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Int] = []
  var values: [Int] { lock.withLock { stored } }
  func append(_ value: Int) { lock.withLock { stored.append(value) } }
}

/// An async sequence of `count` elements, each the priority of the task
/// that asked for it.
private struct PriorityProbe: AsyncSequence {
  typealias Element = TaskPriority
  let count: Int

  struct AsyncIterator: AsyncIteratorProtocol {
    var remaining: Int

    mutating func next() async -> TaskPriority? {
      guard remaining > 0 else { return nil }
      remaining -= 1
      return Task.currentPriority
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: count) }
}
