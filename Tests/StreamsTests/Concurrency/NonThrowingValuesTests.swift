import Streams
import TestSupport
import XCTest

/// `values` of an `Infallible`: an `AsyncStream`, iterated with `for await`
/// (no `try`).
final class InfallibleValuesTests: XCTestCase {
  func test_infallibleValues_yieldsTheElementsThenEndsOnCompletion() async {
    let values: AsyncStream<Int> = Infallible.of(1, 2, 3).values
    var received: [Int] = []
    for await element in values { received.append(element) }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_infallibleValues_ofAFailingSourceEndsWithTheReplacement() async {
    var received: [Int] = []
    for await element in Observable<Int>.error(TestError.boom)
      .asInfallible(onErrorJustReturn: -1).values
    {
      received.append(element)
    }
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
    var received: [Int] = []
    for await element in values { received.append(element) }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_signalValues_yieldsTheElementsThenEndsOnCompletion() async {
    var received: [String] = []
    for await element in Signal.of("a", "b").values { received.append(element) }
    XCTAssertEqual(received, ["a", "b"])
  }

  func test_driverValues_ofAFailingSourceYieldsTheReplacementThenEnds() async {
    var received: [Int] = []
    let driver = Observable<Int>.error(TestError.boom).asDriver(onErrorJustReturn: 9)
    for await element in driver.values { received.append(element) }
    XCTAssertEqual(received, [9])
  }

  func test_driverValues_startsWithTheReplayedElement() async {
    let relay = BehaviorRelay(value: 1)
    var iterator = relay.asDriver().values.makeAsyncIterator()
    relay.accept(2)
    let first = await iterator.next()
    let second = await iterator.next()
    XCTAssertEqual(first, 1)
    XCTAssertEqual(second, 2)
  }

  func test_signalValues_buffersElementsAcceptedBeforeTheLoopReadsThem() async {
    let relay = PublishRelay<Int>()
    var iterator = relay.asSignal().values.makeAsyncIterator()
    relay.accept(1)
    relay.accept(2)
    let first = await iterator.next()
    let second = await iterator.next()
    XCTAssertEqual(first, 1)
    XCTAssertEqual(second, 2)
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
