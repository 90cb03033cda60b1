import Dispatch
import Foundation
import Platform
import ReactorCore
import Streams
import Synchronization
import XCTest

/// D7: a thread writing a `Shared` delivered other threads' changes with no
/// bound (one `withLock` took 5.8 s while two threads kept writing). A
/// writer now delivers at most 16,384 of theirs, or spends at most 1 ms on
/// them, as a reactor's sender does, then hands the rest on, in order.
final class SharedWriterBoundTests: XCTestCase {
  /// An observer whose first change waits until another thread queued its
  /// own, then counts on which thread each change is delivered, in order.
  private final class GatedObserver: @unchecked Sendable {
    let entered = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    private let isFirst = Atomic<Bool>(true)
    private let log = LockedState((values: [Int](), threads: [UInt: Int]()))
    private let work: @Sendable () -> Void

    init(work: @escaping @Sendable () -> Void = {}) { self.work = work }

    func receive(_ value: Int) {
      if value == 1, isFirst.exchange(false, ordering: .relaxed) {
        entered.signal()
        gate.wait()
      }
      work()
      let thread = UInt(bitPattern: Int(bitPattern: pthread_self()))
      log.withLock {
        $0.values.append(value)
        $0.threads[thread, default: 0] += 1
      }
    }

    var values: [Int] { log.withLock { $0.values } }
    func deliveries(on thread: UInt) -> Int { log.withLock { $0.threads[thread] ?? 0 } }
  }

  private final class ManualClock: Sendable {
    private let nanoseconds = Atomic<UInt64>(0)
    func advance(by interval: UInt64) { nanoseconds.wrappingAdd(interval, ordering: .relaxed) }
    func now() -> UInt64 { nanoseconds.load(ordering: .relaxed) }
  }

  func test_aWriterDeliversAtMost16384OfOtherThreadsChangesThenHandsTheRestOn() {
    // A clock that never moves: only the count bounds the writer here.
    let stopped: @Sendable () -> UInt64 = { 0 }
    DrainClock.withClock(stopped) {
      assertWriter(of: GatedObserver(), others: 20_000, delivers: 1 + 16_384)
    }
  }

  /// Each change takes 200 µs of the test's clock: the writer checks the
  /// time after 1, 2, 4 and 8 of the others' changes, and at 8 (1.6 ms) it
  /// is past its 1 ms.
  func test_aWriterOfSlowChangesHandsOnAfterOneMillisecond() {
    let clock = ManualClock()
    DrainClock.withClock(clock.now) {
      assertWriter(
        of: GatedObserver { clock.advance(by: 200_000) }, others: 500, delivers: 1 + 8)
    }
  }

  /// Writes change 1 from a thread of its own, whose delivery waits until
  /// this thread wrote `others` more; checks how many the writer delivered
  /// before its `set` returned, then that every change arrived, in order.
  private func assertWriter(
    of observer: GatedObserver, others: Int, delivers expected: Int,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let shared = Shared(0)
    let subscription = shared.changes.subscribe(onNext: observer.receive)
    let box = UncheckedSendable(shared)
    let writer = Atomic<UInt>(0)
    let returned = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      writer.store(UInt(bitPattern: Int(bitPattern: pthread_self())), ordering: .relaxed)
      box.value.set(1)
      returned.signal()
    }
    observer.entered.wait()
    for value in 2...(others + 1) { shared.set(value) }
    observer.gate.signal()
    returned.wait()

    XCTAssertEqual(
      observer.deliveries(on: writer.load(ordering: .relaxed)), expected,
      "the writer's own change and the others' it delivered", file: file, line: line)
    waitUntilHandedDrainsFinish()
    XCTAssertEqual(observer.values, [0] + Array(1...(others + 1)), file: file, line: line)
    subscription.dispose()
  }
}
