import Dispatch
import Foundation
import ReactorCore
import Streams
import XCTest

@testable import ReactorTesting

/// A counter whose mutations arrive on a background queue, not on the
/// store's scheduler (a reactor that uses another scheduler).
private final class BackgroundCounter: Reactor {
  enum Action { case increase }
  struct State: Equatable { var count = 0 }
  let initialState = State()
  let queue = DispatchQueue(label: "BackgroundCounter")

  func mutate(action: Action) -> Observable<Action> {
    let queue = queue
    return Observable.create { observer in
      queue.async {
        observer.onNext(.increase)
        observer.onCompleted()
      }
      return Disposables.create()
    }
  }

  func reduce(state: State, mutation: Action) -> State {
    State(count: state.count + 1)
  }
}

/// A reactor whose `mutate` stream for `.fail(n)` fails with `Failure(n)`
/// on a thread of the global concurrent queue, then calls `reported(n)`.
private final class BackgroundFailer: Reactor {
  struct Failure: Error, Equatable { let number: Int }
  enum Action { case fail(Int) }
  struct State: Equatable {}
  let initialState = State()
  let reported: @Sendable (Int) -> Void

  init(reported: @escaping @Sendable (Int) -> Void) { self.reported = reported }

  func mutate(action: Action) -> Observable<Action> {
    guard case .fail(let number) = action else { return .empty() }
    let reported = reported
    return Observable.create { observer in
      DispatchQueue.global().async {
        observer.onError(Failure(number: number))
        // The store has taken the error by now: the reactor reports it
        // synchronously, on this thread.
        reported(number)
      }
      return Disposables.create()
    }
  }

  func reduce(state: State, mutation: Action) -> State { state }
}

/// The store appended received states from whatever
/// thread published them while the test's thread read them (a data race
/// the thread sanitizer reports).
final class TestStoreThreadingTests: XCTestCase {
  func test_statesPublishedOnAnotherThreadAreReceivedInOrderWithoutARace() {
    let store = TestStore(reactor: BackgroundCounter(), scheduler: TestScheduler(initialClock: 0))
    let log = FailureLog()
    log.capture(store)
    let total = 200
    // Sent past the store, so that every state is left for `receive`.
    for _ in 0..<total { store.reactor.action.onNext(.increase) }

    // Receives while the background queue is still publishing; a receive
    // that finds nothing yet is retried.
    let deadline = Date().addingTimeInterval(60)
    var received = 0
    while received < total, Date() < deadline {
      let before = store.state.count
      store.receive { $0.count += 1 }
      if store.state.count == before + 1 { received += 1 }
    }

    XCTAssertEqual(received, total)
    XCTAssertEqual(store.state.count, total)
    XCTAssertTrue(
      log.messages.allSatisfy { $0.hasPrefix("Expected to receive a state, but none arrived.") },
      "\(log.messages.filter { !$0.hasPrefix("Expected to receive") })")
  }

  func test_errorsReportedOnOtherThreadsAreReceivedWhileTheNextOneArrives() {
    let total = 100
    let reported = (0..<total).map { XCTestExpectation(description: "failure \($0) reported") }
    let expectations = UncheckedSendableBox(reported)
    let store = TestStore(
      reactor: BackgroundFailer { expectations.value[$0].fulfill() },
      scheduler: TestScheduler(initialClock: 0))
    let log = FailureLog()
    log.capture(store)
    var received: [Int] = []
    func receiveError() {
      store.receiveError { received.append(($0 as? BackgroundFailer.Failure)?.number ?? -1) }
    }

    // Each error is received on this thread while the next one is being
    // reported on another: both threads use the store's inbox at once.
    store.reactor.action.onNext(.fail(0))
    wait(for: [reported[0]], timeout: 60)
    for number in 1..<total {
      store.reactor.action.onNext(.fail(number))
      receiveError()
      wait(for: [reported[number]], timeout: 60)
    }
    receiveError()
    store.finish()

    XCTAssertEqual(received, Array(0..<total))
    XCTAssertEqual(log.messages, [])
  }
}

/// Hands values that are not `Sendable` (expectations, on this toolchain)
/// to the threads that fulfil them.
private struct UncheckedSendableBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
