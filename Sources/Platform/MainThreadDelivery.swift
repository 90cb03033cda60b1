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
///
/// ``cancel()`` (its binding was disposed) drops the work still queued and
/// all work arriving later: queued work checks when its turn comes, so
/// none that has not started runs after `cancel()` returns. (Work arriving
/// on the main actor at the very moment another thread cancels may still
/// run; disposing on the main actor, as views do, leaves no such moment.)
@usableFromInline
package final class MainThreadDelivery: Sendable {
  private let queued = Atomic<Int>(0)
  private let cancelled = Atomic<Bool>(false)

  @usableFromInline
  package init() {}

  /// Whether work arriving now may run at once, on this thread: this is
  /// the main thread or the main queue and none of this delivery's work is queued. Lets a
  /// caller skip allocating the work closure on the fast path.
  @usableFromInline
  package var canRunInline: Bool { isIdleOnMain && !isCancelled }

  /// This is the main thread or the main queue and none of this delivery's
  /// work is queued.
  private var isIdleOnMain: Bool {
    MainContext.isCurrent && queued.load(ordering: .acquiring) == 0
  }

  /// Whether ``cancel()`` was called.
  @usableFromInline
  package var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  /// Drops the work still queued and any work performed later. Any thread.
  package func cancel() {
    cancelled.store(true, ordering: .releasing)
  }

  /// Runs `work` on the main actor (see the type), unless cancelled.
  @usableFromInline
  package func perform(_ work: @escaping () -> Void) {
    if isCancelled { return }
    if isIdleOnMain {
      work()
      return
    }
    queued.wrappingAdd(1, ordering: .acquiringAndReleasing)
    // The work is handed to the main queue and not used here again.
    let handOver = UncheckedSendable(work)
    DispatchQueue.main.async {
      // Checked when the work's turn comes: disposing the binding while it
      // waited drops it.
      if !self.isCancelled { handOver.value() }
      self.queued.wrappingSubtract(1, ordering: .releasing)
    }
  }
}

extension MainThreadDelivery {
  /// Runs `body` with `value` on the main actor, in this delivery's order
  /// (see the type): at once, allocating nothing, when it may run inline
  /// (``canRunInline``), otherwise queued on the main queue.
  @inlinable
  package func deliver<Value>(_ value: Value, to body: @escaping @MainActor (Value) -> Void) {
    if canRunInline {
      // This thread runs the main actor's work: the value stays on it.
      nonisolated(unsafe) let value = value
      MainActor.assumeIsolated { body(value) }
      return
    }
    // `perform` runs on the main actor only; the value is handed over and
    // not used on the sending thread again.
    let call = UncheckedSendable((body, value))
    perform {
      MainActor.assumeIsolated { call.value.0(call.value.1) }
    }
  }
}

/// Runs `body` with `value` on the main actor: at once when called on the
/// main thread or the main queue, otherwise queued on the main queue. Pass
/// the `delivery` of a binding to keep its work in order.
package func performOnMain<Value>(
  _ value: Value, delivery: MainThreadDelivery = MainThreadDelivery(),
  _ body: @escaping @MainActor (Value) -> Void
) {
  delivery.deliver(value, to: body)
}
