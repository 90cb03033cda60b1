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
  /// The executor of the virtual-time scheduler last created or advanced on
  /// this thread, while it lives: effects a screen test's view starts
  /// (outside any store or scheduler call) run there too, deterministically.
  package static let threadDefault = WeakThreadSlot<VirtualTaskExecutor>()

  /// The executor an effect subscribed here prefers; `nil`: the global one.
  package static var forNewEffect: VirtualTaskExecutor? {
    preferred.current ?? threadDefault.current
  }
}

/// A task executor that runs nothing by itself: jobs wait in a queue until
/// ``runUntilIdle()`` runs them on the calling thread, one at a time, in
/// the order they were enqueued. A virtual-time scheduler owns one, so that
/// async effects advance only when the test advances it: deterministic
/// without real time or threads.
///
/// Thread-safe: jobs may be enqueued from any thread (a continuation
/// resumed elsewhere); they run on the thread that drains.
package final class VirtualTaskExecutor: TaskExecutor, @unchecked Sendable {
  private let jobs = LockedState(FIFO<UnownedJob>())
  /// Whether a drain is running (a job that drains again would run jobs
  /// out of order).
  private let isDraining = LockedState(false)

  package init() {}

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
  }

  /// Whether jobs wait to run (tests read it to know an effect was
  /// started).
  package var hasWork: Bool { jobs.withLock { !$0.isEmpty } }

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
    while let job = jobs.withLock({ $0.popFirst() }) {
      // Jobs that start more effects prefer this executor too.
      EffectExecutor.preferred.with(self) {
        job.runSynchronously(on: asUnownedTaskExecutor())
      }
    }
  }
}
