import Dispatch
import Foundation
import Synchronization

/// Whether the caller runs where the main actor runs: on the main thread,
/// or on the main dispatch queue from whichever thread drains it.
///
/// On Linux the two differ: Swift Testing runs `@MainActor` tests on the
/// main queue drained by a worker thread while the main thread waits (as
/// does any program that called `dispatchMain()`). Work found there is on
/// the main actor (the main actor's executor is the main queue), so a
/// binding may run it at once instead of queueing it behind the test that
/// is waiting for it. The same choice as swift-snapshot-testing's fix for
/// the same symptom (pointfreeco/swift-snapshot-testing#919).
@usableFromInline
package enum MainContext {
  private static let mainID = Atomic<UInt>(0)

  /// Marks the main queue; read with `DispatchQueue.getSpecific`, which
  /// answers for the queue running the caller (and its targets).
  private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  /// `true` on the main thread or on the main queue: where main-actor code
  /// may run synchronously.
  ///
  /// Cost: one thread-id comparison on the main thread; off it, one
  /// queue-specific lookup.
  @usableFromInline
  package static var isCurrent: Bool {
    isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  /// `true` on the main thread itself (whose run loop can be turned),
  /// whatever queue it is running.
  ///
  /// On Linux, Foundation's `Thread.isMainThread` makes two system calls
  /// (`getpid`, `gettid`) per check; the main thread's id is learned the
  /// first time it asks and compared with `pthread_self()` afterwards (the
  /// main thread never ends while the process runs, so its id is never
  /// reused).
  package static var isMainThread: Bool {
    let current = currentThreadID()
    let main = mainID.load(ordering: .relaxed)
    if main != 0 { return current == main }
    return learn(current)
  }

  private static func learn(_ current: UInt) -> Bool {
    guard Thread.isMainThread else { return false }
    mainID.store(current, ordering: .relaxed)
    return true
  }
}
