import Dispatch
import Platform

/// Where the tasks of ``Streams/Observable/run(priority:operation:catch:)``
/// effects run: the global executor, unless a virtual-time scheduler is
/// running work or a test store is sending on this thread, in which case
/// the effect's task prefers that scheduler's ``VirtualTaskExecutor`` and
/// runs only when the test drives it.
package enum EffectExecutor {
  /// The executor effects subscribed on this thread prefer, for the length
  /// of a call (a scheduler running work, a test store sending).
  package static let preferred = ThreadSlot<VirtualTaskExecutor>()
  /// The executor of the test scheduler last created or advanced on this
  /// thread (one that called `captureEffects()`), while it lives: effects a
  /// screen test's view starts (outside any store or scheduler call) run
  /// there too, deterministically. An app's `HistoricalScheduler` never
  /// sets it.
  package static let threadDefault = WeakThreadSlot<VirtualTaskExecutor>()

  /// The executor an effect subscribed here prefers; `nil`: the global one.
  package static var forNewEffect: VirtualTaskExecutor? {
    preferred.current ?? threadDefault.current
  }

  /// Starts the task of a subscription: on ``forNewEffect`` for an effect
  /// (`Observable.run`), and, for the async bridges (`Observable.task`,
  /// `Observable.from(_:)` of an `AsyncSequence`, `Single.create(work:)`),
  /// on ``preferred`` only: a virtual-time scheduler's executor when they
  /// are subscribed from its work or from a test store's send, where a
  /// reactor's streams are, so that one test scheduler drives all of them
  /// in a reactor test. A bridge subscribed elsewhere runs on the global
  /// executor, as RxSwift's do, even while a test scheduler lives on the
  /// thread (an XCTest class that keeps one in a property).
  ///
  /// Generic over the result as `Task.init` is, so that a closure written
  /// at the call site is made in the form the task takes: no reabstraction
  /// thunk (an allocation per task) between the two.
  @discardableResult
  package static func startTask<Success: Sendable>(
    priority: TaskPriority?, isEffect: Bool = false,
    _ operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    let executor = isEffect ? forNewEffect : preferred.current
    // Without a preference, a plain task: a preference record is looked up
    // each time the task runs a job.
    guard let executor else { return Task(priority: priority, operation: operation) }
    return Task(executorPreference: executor, priority: priority, operation: operation)
  }
}

/// A task executor that runs nothing by itself: jobs wait in a queue until
/// ``runUntilIdle()`` runs them on the calling thread, one at a time, in
/// the order they were enqueued. A virtual-time scheduler owns one, so that
/// async effects advance only when the test advances it: deterministic
/// without real time or threads.
///
/// Once its scheduler is gone (``release()``), nothing could drain it: the
/// jobs waiting and every later one run on a global dispatch queue
/// instead, so that a disposed effect's task sees its cancellation, ends
/// and frees what it holds.
///
/// Thread-safe: jobs may be enqueued from any thread (a continuation
/// resumed elsewhere); they run on the thread that drains.
package final class VirtualTaskExecutor: TaskExecutor, @unchecked Sendable {
  private struct Queue {
    var jobs = FIFO<UnownedJob>()
    /// Whether ``release()`` was called: jobs go to a global queue.
    var isReleased = false
  }

  private let queue = LockedState(Queue())
  /// Whether a drain is running (a job that drains again would run jobs
  /// out of order).
  private let isDraining = LockedState(false)

  package init() {}

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let isReleased = queue.withLock { queue in
      if !queue.isReleased { queue.jobs.append(job) }
      return queue.isReleased
    }
    if isReleased { runElsewhere(job) }
  }

  /// Whether jobs wait to run (tests read it to know an effect was
  /// started).
  package var hasWork: Bool { queue.withLock { !$0.jobs.isEmpty } }

  /// Runs every queued job, and the jobs they enqueue, until none is left.
  /// A nested call (from inside a job) returns at once.
  package func runUntilIdle() {
    let entered = isDraining.withLock { draining -> Bool in
      if draining { return false }
      draining = true
      return true
    }
    guard entered else { return }
    defer { isDraining.withLock { $0 = false } }
    while let job = queue.withLock({ $0.jobs.popFirst() }) {
      // Jobs that start more effects prefer this executor too.
      EffectExecutor.preferred.with(self) {
        job.runSynchronously(on: asUnownedTaskExecutor())
      }
    }
  }

  /// Hands the waiting jobs, and every later one, to a global queue: the
  /// scheduler that drained this executor is gone.
  package func release() {
    var waiting: [UnownedJob] = []
    queue.withLock { queue in
      queue.isReleased = true
      while let job = queue.jobs.popFirst() { waiting.append(job) }
    }
    for job in waiting { runElsewhere(job) }
  }

  private func runElsewhere(_ job: UnownedJob) {
    let job = UncheckedSendable(job)
    DispatchQueue.global().async {
      job.value.runSynchronously(on: self.asUnownedTaskExecutor())
    }
  }
}
