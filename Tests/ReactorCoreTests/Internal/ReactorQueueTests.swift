import Dispatch
import Foundation
import Platform
import ReactorCore
import Streams
import Synchronization
import XCTest

/// A counter that records on which thread, and in which order, each action
/// is reduced; its first reduction waits until another thread queued its
/// actions, and every reduction runs `work` (time spent on it).
private class GatedCounter: Reactor, @unchecked Sendable {
  enum Action { case increase(Int) }
  let initialState = 0
  let entered = DispatchSemaphore(value: 0)
  let gate = DispatchSemaphore(value: 0)
  private let isFirst = Atomic<Bool>(true)
  private let lock = NSLock()
  private var reducedOn: [UInt: Int] = [:]
  private var numbers: [Int] = []
  private let work: @Sendable () -> Void

  init(work: @escaping @Sendable () -> Void = {}) { self.work = work }

  func reduce(state: Int, mutation: Action) -> Int {
    if isFirst.exchange(false, ordering: .relaxed) {
      entered.signal()
      gate.wait()
    }
    work()
    guard case .increase(let number) = mutation else { return state }
    lock.lock()
    reducedOn[threadID(), default: 0] += 1
    numbers.append(number)
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

  /// The numbers of the actions reduced, in the order they were.
  var reducedNumbers: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return numbers
  }
}

/// The same counter with an overridden `transform(action:)`: its actions
/// go through the transform stage's queue first.
private final class TransformingGatedCounter: GatedCounter, @unchecked Sendable {
  override func transform(action: Observable<Action>) -> Observable<Action> {
    action.map { $0 }
  }
}

/// A clock that only moves when told to, counting how often it is read.
private final class ManualClock: Sendable {
  private let nanoseconds = Atomic<UInt64>(0)

  func advance(by interval: UInt64) {
    nanoseconds.wrappingAdd(interval, ordering: .relaxed)
  }

  func now() -> UInt64 {
    nanoseconds.load(ordering: .relaxed)
  }
}

private func threadID() -> UInt { UInt(pthread_self()) }

/// A clock that never moves.
private let stoppedClock: @Sendable () -> UInt64 = { 0 }

/// Busy work for `nanoseconds` of the system's monotonic clock (not a
/// sleep: the thread keeps running, as a slow `reduce` would).
private func spin(nanoseconds: UInt64) {
  let start = DispatchTime.now().uptimeNanoseconds
  while DispatchTime.now().uptimeNanoseconds - start < nanoseconds {}
}

/// One `onNext` drained other threads' actions for as long
/// as they kept coming (0.25–0.6 s at 16 threads). A sender now processes
/// at most 16,384 of theirs, or spends at most 1 ms on them, then hands the
/// rest to a thread of its own.
final class DrainBoundTests: XCTestCase {
  // MARK: The count

  func test_aSenderProcessesAtMost16384OfOtherThreadsActionsThenHandsTheRestOver() {
    // A clock that never moves: only the count bounds the sender here.
    DrainClock.withClock(stoppedClock) {
      assertSender(of: GatedCounter(), others: 20_000, reduces: 1 + 16_384)
    }
  }

  /// The transform stages drained without a bound.
  func test_aSenderThroughATransformStageIsBoundedToo() {
    DrainClock.withClock(stoppedClock) {
      assertSender(of: TransformingGatedCounter(), others: 20_000, reduces: 1 + 16_384)
    }
  }

  // MARK: The time

  /// Each action takes 200 µs of the test's clock: the sender checks the
  /// time after 1, 2, 4 and 8 of the others' actions, and at 8 (1.6 ms)
  /// it is past its 1 ms.
  func test_aSenderOfSlowActionsHandsOverAfterOneMillisecondNotAfterTheCount() {
    let clock = ManualClock()
    DrainClock.withClock(clock.now) {
      let reactor = GatedCounter { clock.advance(by: 200_000) }
      assertSender(of: reactor, others: 500, reduces: 1 + 8)
    }
  }

  func test_aSenderThroughATransformStageIsBoundedInTimeToo() {
    let clock = ManualClock()
    DrainClock.withClock(clock.now) {
      let reactor = TransformingGatedCounter { clock.advance(by: 200_000) }
      assertSender(of: reactor, others: 500, reduces: 1 + 8)
    }
  }

  /// The same on the system's clock, with a `reduce` that keeps the thread
  /// busy for 200 µs: 8 of them are surely past 1 ms, however loaded the
  /// machine (one may be past it already, if the thread was preempted).
  func test_onTheSystemClockASenderOfSlowActionsReturnsAfterAFewOfThem() {
    let reactor = GatedCounter { spin(nanoseconds: 200_000) }
    assertSender(of: reactor, others: 200, reduces: 2...(1 + 8))
  }

  // MARK: -

  /// Sends one action from a thread of its own, blocked in `reduce` until
  /// this thread queued `others` more; checks how many the sender reduced
  /// before its `onNext` returned, then that the rest were all reduced, in
  /// the order sent, on the thread the drain was handed to.
  private func assertSender(
    of reactor: GatedCounter, others: Int, reduces expected: ClosedRange<Int>,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let action = UncheckedBox(value: reactor.action)
    let sender = Atomic<UInt>(0)
    let senderReturned = DispatchSemaphore(value: 0)

    // The sender's own action blocks in `reduce` until the other thread
    // has queued all of its actions behind it.
    Thread.detachNewThread {
      sender.store(threadID(), ordering: .relaxed)
      action.value.onNext(.increase(0))
      senderReturned.signal()
    }
    reactor.entered.wait()
    for number in 1...others { action.value.onNext(.increase(number)) }
    reactor.gate.signal()
    senderReturned.wait()

    let reduced = reactor.reductions(on: sender.load(ordering: .relaxed))
    XCTAssertTrue(
      expected.contains(reduced), "the sender reduced \(reduced), not \(expected)",
      file: file, line: line)
    // The rest finishes on another thread (through the transform stage's
    // queue first, when there is one).
    waitUntilHandedDrainsFinish()
    XCTAssertEqual(reactor.currentState, 1 + others, file: file, line: line)
    XCTAssertEqual(reactor.reducedNumbers, Array(0...others), file: file, line: line)
  }

  private func assertSender(
    of reactor: GatedCounter, others: Int, reduces expected: Int,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    assertSender(
      of: reactor, others: others, reduces: expected...expected, file: file, line: line)
  }
}
