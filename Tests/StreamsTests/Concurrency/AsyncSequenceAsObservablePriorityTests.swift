import Streams
import TestSupport
import XCTest

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

/// `asObservable(priority:)` of an `AsyncSequence` (and
/// `Observable.from(_:priority:)`): the iterating task runs at `priority`.
final class AsyncSequenceAsObservablePriorityTests: XCTestCase {
  /// The events of `source` once it ended.
  private func events<Element>(of source: Observable<Element>) async -> [Event<Element>] {
    let recorder = EventRecorder<Element>()
    let ended = expectation(description: "ended")
    let subscription = source.subscribe { event in
      recorder.on(event)
      if event.isStopEvent { ended.fulfill() }
    }
    await fulfillment(of: [ended], timeout: 30)
    subscription.dispose()
    return recorder.events
  }

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
