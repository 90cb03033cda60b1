import Foundation
import Streams
import Synchronization
import TestSupport
import XCTest

/// Records the events it receives, from any thread.
final class EventRecorder<Element>: ObserverType, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var recorded: [Event<Element>] = []

  init() {}

  /// Every event received so far, in order.
  var events: [Event<Element>] { lock.withLock { recorded } }

  /// The elements of the `.next` events received so far.
  var elements: [Element] { events.compactMap(\.element) }

  func on(_ event: Event<Element>) {
    lock.withLock { recorded.append(event) }
  }
}

/// A thread-safe counter.
final class AtomicCounter: Sendable {
  private let count = Atomic<Int>(0)

  var value: Int { count.load(ordering: .acquiring) }

  @discardableResult
  func increment() -> Int {
    count.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
  }
}

/// Whether `error` is the `TestError` given.
func isTestError(_ error: Swift.Error?, _ expected: TestError) -> Bool {
  (error as? TestError) == expected
}

/// Every element of `stream`, once it finished.
func elements<Element>(of stream: AsyncStream<Element>) async -> [Element] {
  var received: [Element] = []
  for await element in stream { received.append(element) }
  return received
}

extension XCTestCase {
  /// The events of `source` once it ended (it is disposed then).
  func events<Element>(of source: Observable<Element>) async -> [Event<Element>] {
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
}

/// The first two elements of `stream`, read only after `meanwhile` ran.
func firstTwoElements<Element>(
  of stream: AsyncStream<Element>, readAfter meanwhile: @Sendable () -> Void
) async -> [Element?] {
  var iterator = stream.makeAsyncIterator()
  meanwhile()
  let first = await iterator.next()
  let second = await iterator.next()
  return [first, second]
}

extension XCTestCase {
  /// Schedules an action on `scheduler` from a background thread, waits
  /// for it and asserts that it ran on the main thread.
  func assertRunsOnTheMainThread(
    whenScheduledFromABackgroundThreadOn scheduler: ImmediateSchedulerType & Sendable,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let ran = expectation(description: "ran on main")
    DispatchQueue.global().async {
      _ = scheduler.schedule(()) { _ in
        XCTAssertTrue(Thread.isMainThread, file: file, line: line)
        ran.fulfill()
        return Disposables.create()
      }
    }
    wait(for: [ran], timeout: 10)
  }
}

/// Every element of `sequence` until it ended, and the error it ended with
/// (`nil` when it finished).
func elementsAndError<Sequence: AsyncSequence>(
  of sequence: Sequence
) async -> (elements: [Sequence.Element], error: Swift.Error?) {
  var received: [Sequence.Element] = []
  do {
    for try await element in sequence { received.append(element) }
    return (received, nil)
  } catch {
    return (received, error)
  }
}

/// The error `task` threw, or `nil` when it returned.
func thrownError<Success>(by task: Task<Success, Swift.Error>) async -> Swift.Error? {
  do {
    _ = try await task.value
    return nil
  } catch {
    return error
  }
}
