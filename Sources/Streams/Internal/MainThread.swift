import Foundation
import Synchronization

/// Whether the current thread is the main thread, cheaply.
///
/// On Linux, Foundation's `Thread.isMainThread` makes two system calls
/// (`getpid`, `gettid`) per check, which dominated main-thread delivery
/// (`observed.dispatch`). The main thread's id is learned the first time
/// it asks and compared with `pthread_self()` afterwards (the main thread
/// never ends while the process runs, so its id is never reused).
package enum MainThread {
  private static let mainID = Atomic<UInt>(0)

  /// `true` on the main thread.
  package static var isCurrent: Bool {
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
