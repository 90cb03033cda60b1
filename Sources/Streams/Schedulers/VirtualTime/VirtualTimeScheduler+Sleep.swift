import Platform

extension VirtualTimeScheduler {
  /// Suspends the calling task until the clock reaches `due`: what the
  /// virtual-time clocks (`TestClock`, the samples' replay clock) do in
  /// `sleep(until:)`. A time not after the clock only yields; a cancelled
  /// task throws `CancellationError` at once, and its wake-up is dropped
  /// from the queue.
  package func suspendTask(until due: VirtualTime) async throws {
    try Task.checkCancellation()
    guard converter.compareVirtualTime(due, clock) == .greaterThan else {
      await Task.yield()
      try Task.checkCancellation()
      return
    }
    let waiter = SleepWaiter()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        waiter.start(continuation)
        let wake = scheduleAbsoluteVirtual((), time: due) { _ in
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
final class SleepWaiter: @unchecked Sendable {
  private let lock = PlatformLock()
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
