import Foundation
import HeadlessReactor
import Platform

/// A `Clock` on a ``HistoricalScheduler``'s virtual time, for the async
/// sleeps of a sample replayed on virtual time: a sleep wakes when the
/// scheduler's clock reaches its deadline, as the scheduler's own delays do.
///
/// `now` is the scheduler's date as an offset from 1970. A deadline already
/// reached returns after a yield; a cancelled sleep throws
/// `CancellationError` at once and drops its wake-up.
///
/// Thread-safe (a value; the scheduler is thread-safe).
struct VirtualClock: Clock, Sendable {
  /// A point on the scheduler's time line: the time since 1970.
  struct Instant: InstantProtocol, Sendable {
    let offset: Duration

    func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  let scheduler: HistoricalScheduler

  var now: Instant { Instant(offset: .seconds(scheduler.clock.timeIntervalSince1970)) }

  var minimumResolution: Duration { .microseconds(1) }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let (seconds, attoseconds) = deadline.offset.components
    let due = Date(timeIntervalSince1970: Double(seconds) + Double(attoseconds) * 1e-18)
    guard due > scheduler.clock else {
      await Task.yield()
      try Task.checkCancellation()
      return
    }
    let waiter = SleepWaiter()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        waiter.start(continuation)
        let wake = scheduler.scheduleAbsoluteVirtual((), time: due) { _ in
          waiter.finish(nil)
          return Disposables.create()
        }
        waiter.setWake(wake)
      }
    } onCancel: {
      waiter.finish(CancellationError())
    }
  }
}

/// One sleep: resumed exactly once, by the scheduler's wake-up or by a
/// cancellation, whichever comes first (a cancellation also drops the
/// wake-up from the scheduler).
///
/// Thread-safe: guarded by `lock`; the continuation is resumed after it.
private final class SleepWaiter: @unchecked Sendable {
  private let lock = Lock()
  private var continuation: CheckedContinuation<Void, any Error>?
  private var wake: Disposable?
  private var outcome: Result<Void, any Error>?

  func start(_ continuation: CheckedContinuation<Void, any Error>) {
    lock.lock()
    if let outcome {
      lock.unlock()
      continuation.resume(with: outcome)
      return
    }
    self.continuation = continuation
    lock.unlock()
  }

  func setWake(_ wake: Disposable) {
    lock.lock()
    if outcome != nil {
      lock.unlock()
      wake.dispose()
      return
    }
    self.wake = wake
    lock.unlock()
  }

  func finish(_ error: (any Error)?) {
    lock.lock()
    guard outcome == nil else {
      lock.unlock()
      return
    }
    let outcome: Result<Void, any Error> = error.map { .failure($0) } ?? .success(())
    self.outcome = outcome
    let continuation = self.continuation
    let wake = self.wake
    self.continuation = nil
    self.wake = nil
    lock.unlock()
    if error != nil { wake?.dispose() }
    continuation?.resume(with: outcome)
  }
}
