/// An observer whose work may wait in a queue before it reaches its target
/// (``Binder``, and a view property written through one): each subscription
/// gets its own copy, so that disposing the subscription drops the work it
/// still has queued, and nothing reaches the target afterwards.
package protocol SubscriptionScopedObserver<Element>: ObserverType {
  /// A copy of this observer for one subscription.
  func scopedToSubscription() -> ScopedObserver<Element>
}

/// An observer's event handler for one subscription, and what drops the work
/// it has queued when that subscription is disposed.
package struct ScopedObserver<Element> {
  /// Receives the subscription's events.
  package let on: (Event<Element>) -> Void
  /// Drops the queued work for good; `nil` when the observer queues nothing.
  package let cancel: (() -> Void)?

  package init(on: @escaping (Event<Element>) -> Void, cancel: (() -> Void)?) {
    self.on = on
    self.cancel = cancel
  }

  /// The same observer, for elements transformed by `transform` first.
  package func map<Source>(_ transform: @escaping (Source) -> Element) -> ScopedObserver<Source> {
    let on = self.on
    return ScopedObserver<Source>(on: { event in on(event.map(transform)) }, cancel: cancel)
  }
}

extension ObserverType {
  /// This observer's handler for one new subscription: a fresh copy of a
  /// ``SubscriptionScopedObserver``, the observer itself otherwise.
  package func scopedForSubscription() -> ScopedObserver<Element> {
    // The usual observers are told apart by type, without the costlier
    // cast to a protocol existential.
    if Self.self == Binder<Element>.self {
      return unsafeBitCast(self, to: Binder<Element>.self).scopedToSubscription()
    }
    if Self.self == AnyObserver<Element>.self {
      let any = unsafeBitCast(self, to: AnyObserver<Element>.self)
      return any.makeScoped?() ?? ScopedObserver(on: any.on, cancel: nil)
    }
    if let scoped = self as? any SubscriptionScopedObserver<Element> {
      return scoped.scopedToSubscription()
    }
    return ScopedObserver(on: on, cancel: nil)
  }
}

extension ObserverType {
  /// ``scopedForSubscription()`` for a source of the wrapped elements: the
  /// `bind(to:)`, `drive` and `emit(to:)` forms that send a `T` to an
  /// observer of `T?`.
  package func scopedForWrappedSubscription<Wrapped>() -> ScopedObserver<Wrapped>
  where Element == Wrapped? {
    scopedForSubscription().map { $0 as Wrapped? }
  }
}

/// `subscription`, made to also drop the work `observers` still have queued
/// when disposed (before the subscription itself is disposed); the
/// subscription as it is when none of them queues work.
///
/// Only disposing cancels: a sequence that ends does not drop what it
/// already sent.
package func cancellingQueuedWork<Element>(
  of observers: [ScopedObserver<Element>], with subscription: Disposable
) -> Disposable {
  if observers.count == 1 { return cancellingQueuedWork(of: observers[0], with: subscription) }
  let cancels = observers.compactMap(\.cancel)
  if cancels.isEmpty { return subscription }
  return QueueCancellingDisposable(subscription, cancel: { for cancel in cancels { cancel() } })
}

extension ObservableType {
  /// Subscribes `handlers` (observers scoped for this subscription) to
  /// every event; with `reportingErrors` (a binding), an error goes to
  /// ``Hooks/unhandledError`` instead. Disposing the result also drops the
  /// work the handlers still have queued.
  package func subscribe(
    scoped handlers: [ScopedObserver<Element>], reportingErrors: Bool
  ) -> Disposable {
    let subscription = subscribe { event in
      if reportingErrors, case .error(let error) = event {
        Hooks.reportUnhandledError(error)
        return
      }
      for handler in handlers { handler.on(event) }
    }
    return cancellingQueuedWork(of: handlers, with: subscription)
  }
}

/// ``cancellingQueuedWork(of:with:)`` for one observer.
package func cancellingQueuedWork<Element>(
  of observer: ScopedObserver<Element>, with subscription: Disposable
) -> Disposable {
  guard let cancel = observer.cancel else { return subscription }
  return QueueCancellingDisposable(subscription, cancel: cancel)
}

/// A subscription that, when disposed, first drops the work its observers
/// still have queued.
private final class QueueCancellingDisposable: Cancelable, @unchecked Sendable {
  private let subscription: Disposable
  private let cancel: () -> Void

  init(_ subscription: Disposable, cancel: @escaping () -> Void) {
    self.subscription = subscription
    self.cancel = cancel
  }

  /// Whether the subscription was disposed or ended.
  var isDisposed: Bool { (subscription as? Cancelable)?.isDisposed ?? false }

  func dispose() {
    cancel()
    subscription.dispose()
  }
}
