import Dispatch
import Foundation
import ReactorCore
import Streams
import Synchronization
import XCTest

/// A counter that records on which thread each action is reduced, and
/// whose first reduction waits until another thread queued its actions.
private class GatedCounter: Reactor, @unchecked Sendable {
  enum Action { case increase }
  let initialState = 0
  let entered = DispatchSemaphore(value: 0)
  let gate = DispatchSemaphore(value: 0)
  private let isFirst = Atomic<Bool>(true)
  private let lock = NSLock()
  private var reducedOn: [UInt: Int] = [:]

  func reduce(state: Int, mutation: Action) -> Int {
    if isFirst.exchange(false, ordering: .relaxed) {
      entered.signal()
      gate.wait()
    }
    lock.lock()
    reducedOn[threadID(), default: 0] += 1
    lock.unlock()
    return state + 1
  }

  /// Overridden below (a protocol requirement is dispatched through the
  /// class that conforms).
  func transform(action: Observable<Action>) -> Observable<Action> { action }

  func reductions(on thread: UInt) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return reducedOn[thread] ?? 0
  }
}

/// The same counter with an overridden `transform(action:)`: its actions
/// go through the transform stage's queue first.
private final class TransformingGatedCounter: GatedCounter, @unchecked Sendable {
  override func transform(action: Observable<Action>) -> Observable<Action> {
    action.map { $0 }
  }
}

private func threadID() -> UInt { UInt(pthread_self()) }

/// Issue 18 point 9: one `onNext` drained other threads' actions for as long
/// as they kept coming (0.25–0.6 s at 16 threads). A sender now processes
/// at most 16,384 of theirs, then hands the rest to a thread of its own.
final class DrainBoundTests: XCTestCase {
  func test_aSenderProcessesAtMost16384OfOtherThreadsActionsThenHandsTheRestOver() {
    assertSenderIsBounded(GatedCounter())
  }

  /// Review of issue 18: the transform stages drained without a bound.
  func test_aSenderThroughATransformStageIsBoundedToo() {
    assertSenderIsBounded(TransformingGatedCounter())
  }

  private func assertSenderIsBounded(
    _ reactor: GatedCounter, file: StaticString = #filePath, line: UInt = #line
  ) {
    let others = 20_000
    let action = UncheckedBox(value: reactor.action)
    let sender = Atomic<UInt>(0)
    let senderReturned = DispatchSemaphore(value: 0)

    // The sender's own action blocks in `reduce` until the other thread
    // has queued all of its actions behind it.
    Thread.detachNewThread {
      sender.store(threadID(), ordering: .relaxed)
      action.value.onNext(.increase)
      senderReturned.signal()
    }
    reactor.entered.wait()
    for _ in 0..<others { action.value.onNext(.increase) }
    reactor.gate.signal()
    senderReturned.wait()

    XCTAssertEqual(
      reactor.reductions(on: sender.load(ordering: .relaxed)), 1 + 16_384, file: file, line: line)
    // The rest finishes on another thread (through the transform stage's
    // queue first, when there is one): wait for the last state.
    let all = DispatchSemaphore(value: 0)
    let subscription = reactor.state.filter { $0 == 1 + others }.take(1)
      .subscribe(onNext: { _ in all.signal() })
    all.wait()
    subscription.dispose()
    XCTAssertEqual(reactor.currentState, 1 + others, file: file, line: line)
  }
}
