import Dispatch
import Foundation
import Synchronization

/// Runs work on the main actor for one binding, in the order it arrives:
/// at once when it arrives on the main thread or the main queue (see
/// ``MainContext``) and nothing of this binding is still queued, otherwise
/// queued on the main queue behind the binding's earlier work.
///
/// Unlike ``MainScheduler`` (which defers any work scheduled while another
/// main-scheduler action runs, as RxSwift's does), nested work runs at
/// once: a cell configured inside a table's update shows its bound values
/// when the update returns. Order is kept per binding, which is what a
/// view needs.
@usableFromInline
package final class MainThreadDelivery: Sendable {
  private let queued = Atomic<Int>(0)

  @usableFromInline
  package init() {}

  /// Whether work arriving now may run at once, on this thread: this is
  /// the main thread or the main queue and none of this delivery's work is queued. Lets a
  /// caller skip allocating the work closure on the fast path.
  @usableFromInline
  package var canRunInline: Bool {
    MainContext.isCurrent && queued.load(ordering: .acquiring) == 0
  }

  /// Runs `work` on the main actor (see the type).
  @usableFromInline
  package func perform(_ work: @escaping () -> Void) {
    if MainContext.isCurrent && queued.load(ordering: .acquiring) == 0 {
      work()
      return
    }
    queued.wrappingAdd(1, ordering: .acquiringAndReleasing)
    // The work is handed to the main queue and not used here again.
    let handOver = UncheckedSendable(work)
    DispatchQueue.main.async {
      handOver.value()
      self.queued.wrappingSubtract(1, ordering: .releasing)
    }
  }
}
