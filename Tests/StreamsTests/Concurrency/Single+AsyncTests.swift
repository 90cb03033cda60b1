import Streams
import Synchronization
import TestSupport
import XCTest

/// `Single.create { async work }`: each subscription runs the work in a task
/// whose result or error is the single's; disposing cancels the task.
final class SingleAsyncTests: XCTestCase {
  func test_createAsync_succeedsWithTheWorksResult() async throws {
    let single = Single<Int>.create { 6 * 7 }
    let value = try await single.value
    XCTAssertEqual(value, 42)
  }

  func test_createAsync_failsWithTheWorksError() async {
    let single = Single<Int>.create { throw TestError.other(4) }
    do {
      _ = try await single.value
      XCTFail("expected the work's error")
    } catch {
      XCTAssertEqual(error as? TestError, .other(4))
    }
  }

  func test_createAsync_deliversOneSingleEventToASubscriber() async {
    let (events, continuation) = AsyncStream<String>.makeStream()
    let subscription = Single<String>.create { "done" }.subscribe { event in
      switch event {
      case .success(let value): continuation.yield("success \(value)")
      case .failure(let error): continuation.yield("failure \(error)")
      }
      continuation.finish()
    }
    var received: [String] = []
    for await event in events { received.append(event) }
    XCTAssertEqual(received, ["success done"])
    subscription.dispose()
  }

  func test_createAsync_runsTheWorkOncePerSubscription() async throws {
    let runs = Atomic<Int>(0)
    let single = Single<Int>.create {
      runs.wrappingAdd(1, ordering: .relaxed).newValue
    }
    let first = try await single.value
    let second = try await single.value
    XCTAssertEqual(Set([first, second]), [1, 2])
    XCTAssertEqual(runs.load(ordering: .relaxed), 2)
  }

  func test_createAsyncDetached_runsTheWorkToo() async throws {
    let value = try await Single<String>.create(detached: true, priority: .utility) {
      "detached"
    }.value
    XCTAssertEqual(value, "detached")
  }

  func test_createAsync_disposingTheSubscriptionCancelsTheTask() async {
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let (finished, finishedContinuation) = AsyncStream<Bool>.makeStream()
    // Never yields: a loop over it ends only when its task is cancelled.
    let (gate, gateContinuation) = AsyncStream<Void>.makeStream()
    let recorder = EventRecorder<Int>()
    let subscription = Single<Int>.create {
      startedContinuation.yield()
      for await _ in gate {}
      finishedContinuation.yield(Task.isCancelled)
      finishedContinuation.finish()
      return 1
    }.asObservable().subscribe(recorder)
    var startedIterator = started.makeAsyncIterator()
    await startedIterator.next()
    subscription.dispose()
    var finishedIterator = finished.makeAsyncIterator()
    let wasCancelled = await finishedIterator.next()
    XCTAssertEqual(wasCancelled, true)
    // The result after disposal reaches no one.
    XCTAssertEqual(recorder.events, [])
    gateContinuation.finish()
  }

  func test_createAsync_cancellingTheAwaitingTaskCancelsTheWork() async {
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let (finished, finishedContinuation) = AsyncStream<Bool>.makeStream()
    let (gate, gateContinuation) = AsyncStream<Void>.makeStream()
    let single = Single<Int>.create {
      startedContinuation.yield()
      for await _ in gate {}
      finishedContinuation.yield(Task.isCancelled)
      throw CancellationError()
    }
    let awaiting = Task { try await single.value }
    var startedIterator = started.makeAsyncIterator()
    await startedIterator.next()
    awaiting.cancel()
    let error = await thrownError(by: awaiting)
    XCTAssertTrue(
      error is CancellationError, "expected CancellationError, got \(String(describing: error))")
    var finishedIterator = finished.makeAsyncIterator()
    let wasCancelled = await finishedIterator.next()
    XCTAssertEqual(wasCancelled, true)
    gateContinuation.finish()
  }
}
