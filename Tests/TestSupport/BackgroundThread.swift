import Dispatch
import Foundation

/// Runs `send` on a new thread, then waits until the main queue has run
/// everything queued before the thread finished (the bindings' deliveries
/// of what it sent).
@MainActor
public func fromABackgroundThread(_ send: @escaping @Sendable () -> Void) async {
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    Thread.detachNewThread {
      send()
      DispatchQueue.main.async { done.resume() }
    }
  }
}
