import Platform
import Streams

/// An observer that records each event with the tick it arrived at.
///
/// Thread-safety: records under a lock; read `events` after the scheduler
/// ran.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
  private let scheduler: TestScheduler
  private let recorded = LockedState<[Recorded<Event<Element>>]>([])

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Every event received so far, with its tick.
  public var events: [Recorded<Event<Element>>] { recorded.withLock { $0 } }

  /// Records `event` at the scheduler's current tick.
  public func on(_ event: Event<Element>) {
    let time = scheduler.clock
    recorded.withLock { $0.append(Recorded(time: time, value: event)) }
  }
}
