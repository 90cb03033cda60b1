import Foundation
import Platform

/// Where ``Driver`` and ``Signal`` deliver and time their operators:
/// ``MainScheduler/instance`` unless a test swaps it with `mock`.
public enum SharingScheduler {
  // Guarded by its lock; read whenever a shared sequence is built.
  private static let factory = LockedState(SchedulerFactory(make: { MainScheduler.instance }))

  /// Makes the scheduler that shared sequences built now use.
  public static var make: () -> SchedulerType {
    factory.withLock { $0 }.make
  }

  /// Runs `action` with `scheduler` as the scheduler of the shared sequences
  /// it builds (for virtual-time tests with a `TestScheduler`), then
  /// restores the previous one.
  ///
  /// Not reentrant across threads: sequences built concurrently elsewhere
  /// during `action` also use `scheduler`.
  public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
    try mock(makeScheduler: { scheduler }, action: action)
  }

  /// Runs `action` with `makeScheduler` making the scheduler of the shared
  /// sequences it builds, then restores the previous factory.
  public static func mock(
    makeScheduler: @escaping () -> SchedulerType,
    action: () throws -> Void
  ) rethrows {
    let previous = factory.exchange(SchedulerFactory(make: makeScheduler))
    defer { _ = factory.exchange(previous) }
    try action()
  }
}

/// The factory as ``LockedState`` holds it: in a non-generic struct, so that
/// reads do not wrap the closure in reabstraction thunks (see `Hooks`).
private struct SchedulerFactory {
  let make: () -> SchedulerType
}

extension ObservableType {
  /// Subscribes on `scheduler`; inline when that is the main scheduler and
  /// the caller is already on the main actor (main thread or main queue),
  /// so that a source built there does not go through the main queue
  /// (which may not be serviced, e.g. in a synchronous test).
  func subscribeOnSharingScheduler(_ scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    guard scheduler is MainScheduler else { return source.subscribe(on: scheduler) }
    let scheduled = source.subscribe(on: scheduler)
    return Producer { sink in
      if MainContext.isCurrent {
        source.run(sink.on, sink.upstream())
      } else {
        scheduled.run(sink.on, sink.upstream())
      }
    }
  }
}
