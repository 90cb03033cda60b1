import Foundation
import HeadlessReactor

/// Where a sample's delays, debounces and async sleeps run: real time (the
/// main scheduler and the continuous clock), or virtual time that moves
/// only when a replay moves it (`--replay`).
///
/// A sample that waits for anything takes it in
/// ``Sample/init(arguments:time:)`` and hands ``scheduler`` and ``clock``
/// to its reactors and services.
public struct SampleTime {
  /// Runs delays and timers (`delay`, `debounce`, `timer`).
  public let scheduler: any SchedulerType
  /// Runs async sleeps (`try await clock.sleep(for:)` in `Observable.run`).
  public let clock: any Clock<Duration>

  /// Creates a time from its scheduler and clock.
  public init(scheduler: any SchedulerType, clock: any Clock<Duration>) {
    self.scheduler = scheduler
    self.clock = clock
  }

  /// Real time: `MainScheduler.instance` and `ContinuousClock()`.
  @MainActor
  public static var real: SampleTime {
    SampleTime(scheduler: MainScheduler.instance, clock: ContinuousClock())
  }

  /// Virtual time starting at 0 on `scheduler`, whose clock is its own:
  /// nothing waits until the scheduler is moved.
  static func virtual(_ scheduler: HistoricalScheduler) -> SampleTime {
    SampleTime(scheduler: scheduler, clock: VirtualTimeClock(scheduler: scheduler))
  }
}
